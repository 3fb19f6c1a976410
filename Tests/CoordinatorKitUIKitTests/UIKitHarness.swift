#if os(Linux)
// Public imports: the fixtures' public coordinators conform to ViewControllerProviding here.
public import CoordinatorFixtures
import CoordinatorKit
public import CoordinatorKitUIKit
import CoordinatorKitTesting
import CoordinatorKitUIKitTesting
import Testing
public import UIKitDouble

/// How every UIKit test starts: the UIKit scenario host, its screens made by the fixtures'
/// coordinators or, for screens no coordinator provides, by `RouteViewController`.
extension UIKitScenarioHost {
    /// - Parameters:
    ///   - holdsTransitions: keep UIKit's transitions open until the test finishes them.
    ///   - completesTransitionsSynchronously: finish each transition inside the call that starts
    ///     it, for tests about something else than UIKit's timing. By default, transitions end on
    ///     a later turn of the main queue, as in UIKit: await `runtime.settle()`.
    static func testApp(holdsTransitions: Bool = false, completesTransitionsSynchronously: Bool = false) -> UIKitScenarioHost {
        let app = UIKitScenarioHost(holdsTransitions: holdsTransitions) { screen in
            RouteViewController(screen.route, madeByFallback: true)
        }
        app.runtime.completesTransitionsSynchronously = completesTransitionsSynchronously
        return app
    }

    /// What UIKit shows, read from the view controllers.
    var tree: String { host.shownTreeDescription }

    /// UIKit shows exactly the target state (screens, identities, layers, tabs), and the double
    /// recorded no warning, exception or violation.
    func expectInSync(sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(host.shownState == navigator.state, "UIKit shows\n\(tree)\nthe target is\n\(navigator.state.treeDescription)", sourceLocation: sourceLocation)
        #expect(navigator.renderedState == navigator.state, sourceLocation: sourceLocation)
        #expect(runtime.issues.isEmpty, "\(runtime.issues)", sourceLocation: sourceLocation)
    }

    /// Taps the tab bar item at `index` of the topmost tab bar controller.
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

#endif
