#if os(Linux)
// Public imports: the fixtures' public coordinators conform to ViewControllerProviding here.
public import CoordinatorFixtures
import CoordinatorKit
public import CoordinatorKitUIKit
import Testing
public import UIKitDouble

/// A window on the UIKit double, rendered by a `UIKitHost`: how every UIKit scenario starts.
@MainActor
final class UIKitApp {
    let window = UIWindow(frame: .zero)
    let navigator = Navigator()
    let host: UIKitHost

    /// - Parameters:
    ///   - holdsTransitions: keep UIKit's transitions open until the test finishes them.
    ///   - completesTransitionsSynchronously: finish each transition inside the call that starts
    ///     it, for tests about something else than UIKit's timing. By default, transitions end on
    ///     a later turn of the main queue, as in UIKit: await ``settle()``.
    init(holdsTransitions: Bool = false, completesTransitionsSynchronously: Bool = false) {
        host = UIKitHost(window: window) { screen in RouteViewController(screen.route, madeByFallback: true) }
        window.makeKeyAndVisible()
        window.doubleRuntime.holdsTransitions = holdsTransitions
        window.doubleRuntime.completesTransitionsSynchronously = completesTransitionsSynchronously
        navigator.attach(host)
    }

    var runtime: UIKitDoubleRuntime { window.doubleRuntime }

    /// What UIKit shows, read from the view controllers.
    var tree: String { host.shownTreeDescription }

    /// UIKit shows exactly the target state (screens, identities, layers, tabs), and the double
    /// recorded no warning, exception or violation.
    func expectInSync(sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(host.shownState == navigator.state, "UIKit shows\n\(tree)\nthe target is\n\(navigator.state.treeDescription)", sourceLocation: sourceLocation)
        #expect(navigator.renderedState == navigator.state, sourceLocation: sourceLocation)
        #expect(runtime.issues.isEmpty, "\(runtime.issues)", sourceLocation: sourceLocation)
    }

    /// The topmost container UIKit shows: the window's root or the last presented controller.
    var topContainer: UIViewController? {
        var top = window.rootViewController
        while let presented = top?.presentedViewController { top = presented }
        return top
    }

    /// The navigation controller the user sees: UIKit's More navigation controller for a tab
    /// beyond the fourth of more than five, whose stack it shows.
    var visibleNavigationController: UINavigationController? {
        if let tabBarController = topContainer as? UITabBarController {
            let selected = tabBarController.selectedViewController as? UINavigationController
            if (tabBarController.viewControllers?.count ?? 0) > 5, tabBarController.selectedIndex >= 4,
               selected?.viewControllers.isEmpty == true {
                return tabBarController.moreNavigationController
            }
            return selected
        }
        return topContainer as? UINavigationController
    }

    /// The top view controller the user sees.
    var visibleViewController: UIViewController? { visibleNavigationController?.topViewController }

    @discardableResult
    func tapBack() -> Bool {
        guard let navigationController = visibleNavigationController else { return false }
        return runtime.tapBack(in: navigationController)
    }

    @discardableResult
    func swipeBack(completing: Bool = true) -> Bool {
        guard let navigationController = visibleNavigationController,
              let swipe = runtime.beginSwipeBack(in: navigationController) else { return false }
        if completing { swipe.complete() } else { swipe.cancel() }
        return true
    }

    @discardableResult
    func swipeDown() -> Bool {
        guard let top = topContainer, top !== window.rootViewController else { return false }
        return runtime.swipeDown(of: top)
    }

    @discardableResult
    func tapTab(at index: Int) -> Bool {
        guard let tabBarController = topContainer as? UITabBarController else { return false }
        return runtime.tapTab(at: index, in: tabBarController)
    }
}

/// The view controller of one route in these tests.
final class RouteViewController: UIViewController {
    let route: AnyRoute
    /// Whether the host's `makeViewController` closure made it, rather than the owner coordinator.
    let madeByFallback: Bool

    init(_ route: some Route, madeByFallback: Bool = false) {
        self.route = AnyRoute(route)
        self.madeByFallback = madeByFallback
        super.init(nibName: nil, bundle: nil)
        title = self.route.description
    }

    required init?(coder: NSCoder) { nil }
}

// The fixtures' coordinators build their screens as UIKit apps do.
extension MapCoordinator: ViewControllerProviding {
    public func viewController(for route: MapRoute) -> UIViewController { RouteViewController(route) }
}

extension MainCoordinator: ViewControllerProviding {
    public func viewController(for route: ShopRoute) -> UIViewController { RouteViewController(route) }
}

extension BuyCoordinator: ViewControllerProviding {
    public func viewController(for route: BuyRoute) -> UIViewController { RouteViewController(route) }
}

extension LoginCoordinator: ViewControllerProviding {
    public func viewController(for route: LoginRoute) -> UIViewController { RouteViewController(route) }
}

extension StepCoordinator: ViewControllerProviding {
    public func viewController(for route: Step) -> UIViewController { RouteViewController(route) }
}

extension ListCoordinator: ViewControllerProviding {
    public func viewController(for route: ShopRoute) -> UIViewController { RouteViewController(route) }
}

extension UIKitApp {
    /// Finishes UIKit's transitions, held ones included, letting the main queue run in between
    /// (UIKit's completions, the host's work queued for the next turn), until none is left.
    func finishTransitionsAndSettle() async {
        await runtime.finishTransitionsAndSettle()
    }

    /// Lets the main queue run until UIKit has nothing left to do on its own (held transitions stay).
    func settle() async {
        await runtime.settle()
    }
}
#endif
