#if os(Linux)
import CoordinatorKit
import CoordinatorKitTesting
import CoordinatorKitUIKit
import SwiftUIDouble
import UIKitDouble

/// A window on the UIKit double, rendered by a `UIKitHost`: the scenarios' UIKit host.
///
/// The user's gestures go through the double's runtime as UIKit's would (back button, edge
/// swipe, sheet swipe-down, tab tap), addressed by what the user sees; what is shown is read
/// back from the view controllers.
@MainActor
final class UIKitScenarioHost: ScenarioHost {
    let window: UIWindow
    let navigator = Navigator()
    /// The SwiftUI runtime showing a `UIKitNavigatorView`, when the host renders into its container.
    let swiftUI: SwiftUIDoubleRuntime?

    /// Makes a key window showing nothing yet, its host attached to a new navigator.
    /// - Parameters:
    ///   - holdsTransitions: whether UIKit's transitions wait for ``settle()`` (or the
    ///     runtime's `finishAllTransitions()`) instead of finishing on their own.
    ///   - inSwiftUI: whether the host renders into the container of a `UIKitNavigatorView` that
    ///     the SwiftUI double shows (as an iOS 13–15 SwiftUI app does), rather than into a window.
    init(holdsTransitions: Bool = false, inSwiftUI: Bool = false) {
        // Screens of coordinators that provide no view controller (the scenarios' own flows)
        // get a plain one, titled with the route.
        let makeViewController: @MainActor (Screen) -> UIViewController? = { screen in
            let controller = UIViewController(nibName: nil, bundle: nil)
            controller.title = screen.route.description
            return controller
        }
        if inSwiftUI {
            let runtime = SwiftUIDoubleRuntime(rootView: UIKitNavigatorView(navigator, makeViewController: makeViewController))
            swiftUI = runtime
            window = runtime.uiKitWindow
        } else {
            swiftUI = nil
            window = UIWindow(frame: .zero)
            navigator.attach(UIKitHost(window: window, makeViewController: makeViewController))
            window.makeKeyAndVisible()
        }
        window.doubleRuntime.holdsTransitions = holdsTransitions
    }

    /// The host the navigator renders through.
    var host: UIKitHost {
        guard let host = navigator.host as? UIKitHost else { preconditionFailure("the scenario's navigator has no UIKitHost") }
        return host
    }

    /// The root layer's container: the window's root, or the child of the SwiftUI view's container.
    var rootContainer: UIViewController? {
        guard let swiftUI else { return window.rootViewController }
        return swiftUI.representedViewControllers.first?.children.last
    }

    var runtime: UIKitDoubleRuntime { window.doubleRuntime }

    var shownState: NavigationState { host.shownState }

    /// The double's warnings, exceptions and violations of UIKit's rules.
    var hostIssues: [String] { runtime.issues.map { "\($0.kind): \($0.message)" } + (swiftUI?.warnings ?? []) }

    /// The topmost container UIKit shows: the window's root or the last presented controller.
    var topContainer: UIViewController? {
        var top = rootContainer
        while let presented = top?.presentedViewController { top = presented }
        return top
    }

    /// The navigation controller the user sees: the top container's, its selected tab's, or its
    /// split's detail column's.
    var visibleNavigationController: UINavigationController? {
        if let tabBarController = topContainer as? UITabBarController {
            return tabBarController.selectedViewController as? UINavigationController
        }
        if let splitViewController = topContainer as? UISplitViewController {
            return splitViewController.viewController(for: .secondary) as? UINavigationController
        }
        return topContainer as? UINavigationController
    }

    /// The view controller the user sees.
    var visibleViewController: UIViewController? { visibleNavigationController?.topViewController }

    @discardableResult
    func tapBack() -> Bool {
        guard let navigationController = visibleNavigationController else { return false }
        return runtime.simulateBackTap(in: navigationController)
    }

    @discardableResult
    func swipeBack(completing: Bool) -> Bool {
        guard let navigationController = visibleNavigationController,
              let swipe = runtime.beginInteractivePop(in: navigationController) else { return false }
        if completing { swipe.complete() } else { swipe.cancel() }
        return true
    }

    @discardableResult
    func swipeDown() -> Bool {
        guard let top = topContainer, top !== rootContainer else { return false }
        return runtime.simulateSwipeDown(of: top)
    }

    /// Drags the topmost sheet to a detent, by the identifier `UIKitHost` gave UIKit for it.
    @discardableResult
    func dragSheet(to detent: SheetDetent) -> Bool {
        guard let top = topContainer, top !== rootContainer else { return false }
        return runtime.dragSheet(of: top, to: .init(detent.identifier))
    }

    /// Taps the tab bar item at the tab's index, as the shown state orders the tabs.
    @discardableResult
    func tapTab(_ tab: TabID) -> Bool {
        guard let tabBarController = topContainer as? UITabBarController,
              case .tabs(let tabs)? = shownState.layers.last?.content,
              let index = tabs.tabs.firstIndex(where: { $0.id == tab }) else { return false }
        return runtime.simulateTap(onTabAt: index, in: tabBarController)
    }

    /// Finishes UIKit's transitions and yields to the main actor (where the host and UIKit queue
    /// their completions), until three rounds in a row find no transition pending and the
    /// navigator has rendered its target (at most a hundred rounds). Works whether the double
    /// finishes transitions inside the call, on a later main-queue turn, or only when told.
    func settle() async {
        // The main-actor turn that ran the scenario's code ends here.
        navigator.checkFlowsAwaitingFirstScreen()
        var rounds = 0
        var quietRounds = 0
        while quietRounds < 3, rounds < 100 {
            runtime.finishAllTransitions()
            await runtime.settle()
            if let swiftUI, swiftUI.needsUpdate { swiftUI.update() }
            let quiet = runtime.pendingTransitions.isEmpty && navigator.renderedState == navigator.state
            quietRounds = quiet ? quietRounds + 1 : 0
            rounds += 1
        }
    }
}

extension ScenarioHostKind {
    /// A `UIKitHost` rendering into a window of the UIKit double.
    static let uikit = ScenarioHostKind("UIKit") { UIKitScenarioHost() }

    /// The same, with every transition held until the scenario settles: a user's gesture and
    /// the navigator's commands finish only then, as they do over UIKit's animations.
    static let uikitHeldTransitions = ScenarioHostKind("UIKit, transitions held") { UIKitScenarioHost(holdsTransitions: true) }

    /// A `UIKitHost` rendering into the container of a `UIKitNavigatorView` the SwiftUI double
    /// shows, with every UIKit transition held until the scenario settles: a SwiftUI app on iOS 13–15.
    static let uikitInSwiftUI = ScenarioHostKind("UIKit in SwiftUI, transitions held") {
        UIKitScenarioHost(holdsTransitions: true, inSwiftUI: true)
    }
}
#endif
