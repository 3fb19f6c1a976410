#if os(Linux)
import CoordinatorKit
import CoordinatorKitSwiftUI
import CoordinatorKitTesting
import CoordinatorKitUIKit
@testable import ShopApp
import ShopExample
import SwiftUIDouble
import UIKitDouble

/// A host the tour plays on, with the app's real screens: taps go to the button the screen drew.
@MainActor
protocol ShopTourHost: ScenarioHost {
    /// Taps the button titled `title` on the screen the user sees; `false` when it shows none.
    func tapButton(titled title: String) -> Bool
    /// The texts the screen the user sees drew, its title among them.
    var visibleTexts: [String] { get }
}

/// `UIKitHost` in a window of the UIKit double: the Orders and Profile view controllers, and the
/// SwiftUI screens in hosting controllers.
final class ShopUIKitHost: ShopTourHost {
    let window = UIWindow(frame: .zero)
    let navigator: Navigator
    let host: UIKitHost

    init(navigator: Navigator) {
        self.navigator = navigator
        host = UIKitHost(window: window)
        window.makeKeyAndVisible()
        navigator.attach(host)
    }

    var runtime: UIKitDoubleRuntime { window.doubleRuntime }
    var shownState: NavigationState { host.shownState }
    var hostIssues: [String] { runtime.issues.map { "\($0.kind): \($0.message)" } }

    @discardableResult
    func setHorizontalSizeClass(_ sizeClass: HorizontalSizeClass) -> Bool {
        runtime.simulateHorizontalSizeClassChange(to: sizeClass == .compact ? .compact : .regular)
        return true
    }

    private var topContainer: UIViewController? {
        var top = window.rootViewController
        while let presented = top?.presentedViewController { top = presented }
        return top
    }

    private var visibleNavigationController: UINavigationController? {
        if let tabs = topContainer as? UITabBarController { return tabs.selectedViewController as? UINavigationController }
        return topContainer as? UINavigationController
    }

    /// The view controller the user sees.
    var visibleViewController: UIViewController? { visibleNavigationController?.topViewController }

    func tapButton(titled title: String) -> Bool {
        switch visibleViewController {
        case let hosting as UIHostingController<AnyView>:
            hosting.doubleRender()
            return hosting.doubleTapButton(titled: title)
        case let controller?:
            return Self.tap(title, in: controller)
        case nil:
            return false
        }
    }

    var visibleTexts: [String] {
        if let alert = topContainer as? UIAlertController {
            // An alert over the screens: what UIKit draws in it.
            return [alert.title, alert.message].compactMap { $0 } + alert.actions.compactMap(\.title)
        }
        switch visibleViewController {
        case let hosting as UIHostingController<AnyView>:
            hosting.doubleRender()
            return hosting.doubleTexts
        case let controller?:
            return Self.texts(in: controller)
        case nil:
            return []
        }
    }

    /// Taps the shown button with this title in a view controller's view.
    static func tap(_ title: String, in controller: UIViewController) -> Bool {
        guard let button = buttons(in: controller.view).first(where: { $0.title(for: .normal) == title }) else { return false }
        button.sendActions(for: .touchUpInside)
        return true
    }

    /// The controller's title and the texts its view shows.
    static func texts(in controller: UIViewController) -> [String] {
        [controller.title ?? ""] + shown(in: controller.view).compactMap { view in
            (view as? UILabel)?.text ?? (view as? UIButton)?.title(for: .normal)
        }
    }

    /// The views a stack view arranges and shows, depth first.
    private static func shown(in view: UIView) -> [UIView] {
        guard !view.isHidden else { return [] }
        guard let stack = view as? UIStackView else { return [view] }
        return stack.arrangedSubviews.flatMap(shown(in:))
    }

    private static func buttons(in view: UIView) -> [UIButton] {
        shown(in: view).compactMap { $0 as? UIButton }
    }

    func tapBack() -> Bool {
        guard let navigationController = visibleNavigationController else { return false }
        return runtime.tapBack(in: navigationController)
    }

    func swipeBack(completing: Bool) -> Bool {
        guard let navigationController = visibleNavigationController,
              let swipe = runtime.beginSwipeBack(in: navigationController) else { return false }
        if completing { swipe.complete() } else { swipe.cancel() }
        return true
    }

    func swipeDown() -> Bool {
        guard let top = topContainer, top !== window.rootViewController else { return false }
        return runtime.swipeDown(of: top)
    }

    func dragSheet(to detent: SheetDetent) -> Bool {
        guard let top = topContainer, top !== window.rootViewController else { return false }
        return runtime.dragSheet(of: top, to: .init(detent.identifier))
    }

    func tapChoice(_ title: String) -> Bool {
        guard let alert = topContainer as? UIAlertController else { return false }
        return runtime.simulateTap(onActionTitled: title, in: alert)
    }

    @discardableResult
    func tapTab(_ tab: TabID) -> Bool {
        guard let tabBarController = topContainer as? UITabBarController,
              case .tabs(let tabs)? = shownState.layers.last?.content,
              let index = tabs.tabs.firstIndex(where: { $0.id == tab }) else { return false }
        return runtime.tapTab(at: index, in: tabBarController)
    }

    func settle() async {
        var quietRounds = 0
        for _ in 0..<100 where quietRounds < 3 {
            runtime.finishAllTransitions()
            await runtime.settle()
            let quiet = runtime.pendingTransitions.isEmpty && navigator.renderedState == navigator.state
            quietRounds = quiet ? quietRounds + 1 : 0
        }
    }
}

/// `NavigatorView` rendered by the SwiftUI double: the SwiftUI screens, and the Orders and
/// Profile view controllers in the representables `NavigatorView` makes for them, as on iOS.
final class ShopSwiftUIHost: ShopTourHost {
    let navigator: Navigator
    let host: SwiftUIHost
    let runtime: SwiftUIDoubleRuntime

    init(navigator: Navigator) {
        self.navigator = navigator
        host = SwiftUIHost()
        navigator.attach(host)
        runtime = SwiftUIDoubleRuntime(rootView: NavigatorView(navigator))
    }

    /// The view controller of the UIKit screen the user sees, when it is one: the represented
    /// controller titled as the top layer's screen.
    private var visibleViewController: UIViewController? {
        guard let top = runtime.shownLayers.last else { return nil }
        let controllers = runtime.representedViewControllers.flatMap { [$0] + $0.children }
        return controllers.first { controller in
            controller is ScreenContentViewController && controller.title.map(top.texts.contains) == true
        }
    }

    var shownState: NavigationState { host.shownState }
    var hostIssues: [String] { runtime.warnings }

    @discardableResult
    func setHorizontalSizeClass(_ sizeClass: HorizontalSizeClass) -> Bool {
        runtime.setHorizontalSizeClass(sizeClass == .compact ? .compact : .regular)
        return true
    }

    func tapButton(titled title: String) -> Bool {
        if runtime.tapButton(titled: title) { return true }
        guard let controller = visibleViewController else { return false }
        return ShopUIKitHost.tap(title, in: controller)
    }

    var visibleTexts: [String] {
        guard let top = runtime.shownLayers.last else { return [] }
        return top.texts + (visibleViewController.map(ShopUIKitHost.texts(in:)) ?? [])
    }

    func tapBack() -> Bool { runtime.tapBack() }

    func swipeBack(completing: Bool) -> Bool {
        guard runtime.beginSwipeBack() else { return false }
        return runtime.endSwipeBack(completing: completing)
    }

    func swipeDown() -> Bool { runtime.swipeDown() || runtime.tapOutsidePopover() }

    @discardableResult
    func tapChoice(_ title: String) -> Bool { runtime.tapAlertButton(titled: title) }

    func dragSheet(to detent: SheetDetent) -> Bool {
        runtime.dragSheet(to: SwiftUIHost.presentationDetent(for: detent))
    }

    var reportsDismissAttempts: Bool { false }

    func tapTab(_ tab: TabID) -> Bool {
        guard case .tabs(let tabs)? = shownState.layers.last?.content, let shown = tabs[tab] else { return false }
        return runtime.tapTab(titled: shown.title)
    }

    func settle() async {
        var quietRounds = 0
        for _ in 0..<100 where quietRounds < 3 {
            runtime.finishAllTransitions()
            runtime.update()
            await Task.yield()
            let quiet = runtime.pendingTransitions.isEmpty && !runtime.needsUpdate && navigator.renderedState == navigator.state
            quietRounds = quiet ? quietRounds + 1 : 0
        }
    }
}
#endif
