#if os(Linux)
import CoordinatorFixtures
import CoordinatorKit
import CoordinatorKitUIKit
import IssueReportingTestSupport
import SwiftUIDouble
import Testing
import UIKitDouble

/// A mixed app under `NavigatorView`: the screens of `ViewControllerProviding` coordinators are
/// their view controllers, each shown in a representable.
@MainActor
@Suite struct UIKitScreensInNavigatorView {
    @Test func aPushedUIKitScreenIsItsOwnersViewControllerInTheNavigationStack() throws {
        let navigator = Navigator()
        let map = MapCoordinator()
        navigator.start(map)
        let runtime = SwiftUIDoubleRuntime(rootView: NavigatorView(navigator))
        map.show(.city(named: "Austin"))
        runtime.update()
        let controllers = runtime.screenControllers.compactMap { $0 as? RouteViewController }
        #expect(controllers.map(\.route) == [AnyRoute(MapRoute.map), AnyRoute(MapRoute.city(named: "Austin"))])
        #expect(controllers.allSatisfy { !$0.madeByFallback })
        #expect(runtime.shownLayers.first?.stacks == [["map", "city(named: \"Austin\")"]], "each screen shows its controller's title")
        #expect(runtime.warnings.isEmpty)
    }

    @Test func eachScreensViewControllerIsMadeOnceWhileItIsShown() throws {
        let navigator = Navigator()
        let map = MapCoordinator()
        navigator.start(map)
        let runtime = SwiftUIDoubleRuntime(rootView: NavigatorView(navigator))
        let root = try #require(runtime.screenControllers.first)
        map.show(.city(named: "Austin"))
        runtime.update()
        map.show(.city(named: "Dallas"))
        runtime.update()
        #expect(runtime.screenControllers.count == 3)
        #expect(runtime.screenControllers.first === root)
    }

    @Test func goingBackReleasesThePoppedScreensViewController() throws {
        let navigator = Navigator()
        let map = MapCoordinator()
        navigator.start(map)
        let runtime = SwiftUIDoubleRuntime(rootView: NavigatorView(navigator))
        map.show(.city(named: "Austin"))
        runtime.update()
        weak let city = runtime.screenControllers.last
        #expect(city != nil)
        #expect(runtime.tapBack())
        runtime.update()
        #expect(navigator.state.screens.map(\.route) == [AnyRoute(MapRoute.map)])
        #expect(city == nil)
        #expect(runtime.screenControllers.count == 1)
    }

    @Test func aReplacedRootShowsTheNewRootsViewController() async {
        let navigator = Navigator()
        let app = AppCoordinator(user: nil)
        navigator.start(app)
        let runtime = SwiftUIDoubleRuntime(rootView: NavigatorView(navigator))
        #expect(runtime.shownLayers.first?.stacks == [["welcome", "credentials"]])
        weak let welcome = runtime.screenControllers.first
        app.login?.finish(with: User(name: "Ada"))
        runtime.update()
        #expect(runtime.shownLayers.first?.stacks == [["list"]])
        #expect(welcome == nil)
    }

    @Test func aUIKitFlowInASheetIsShownAndReleasedWhenSwipedDown() throws {
        let navigator = Navigator()
        let main = MainCoordinator()
        navigator.start(main)
        let runtime = SwiftUIDoubleRuntime(rootView: NavigatorView(navigator))
        weak var buy: BuyCoordinator?
        do {
            let child = BuyCoordinator()
            buy = child
            main.startChild(child, as: .sheet)
        }
        runtime.update()
        let shown = runtime.screenControllers.compactMap { ($0 as? RouteViewController)?.route }
        #expect(shown == [AnyRoute(ShopRoute.list), AnyRoute(BuyRoute.cart)])
        weak let cart = runtime.screenControllers.last
        #expect(runtime.swipeDown())
        runtime.update()
        #expect(buy == nil)
        #expect(cart == nil)
        #expect(runtime.warnings.isEmpty)
    }
}

/// A screen `NavigatorView` cannot show is a reported issue and a placeholder, never a blank.
@MainActor
@Suite struct MissingUIKitScreensInNavigatorView {
    @Test func aScreenWhoseOwnerProvidesNoScreenIsReported() {
        let navigator = Navigator()
        navigator.start(PlainFlow())
        withKnownIssue {
            let runtime = SwiftUIDoubleRuntime(rootView: NavigatorView(navigator))
            #expect(runtime.shownLayers.first?.stacks == [["start"]], "the placeholder shows the route")
        } matching: { $0.description.contains("SwiftUIHost has no view for start") }
    }

    @Test func aNavigationControllerForAScreenIsReportedAndReplacedByAPlaceholder() {
        let navigator = Navigator()
        navigator.start(ContainerScreenFlow())
        withKnownIssue {
            let runtime = SwiftUIDoubleRuntime(rootView: NavigatorView(navigator))
            #expect(runtime.screenControllers.map { $0 is UINavigationController } == [false])
            #expect(runtime.screenControllers.first?.title == "start")
        } matching: { $0.description.contains("NavigatorView got a UINavigationController, which holds a flow") }
    }
}

extension SwiftUIDoubleRuntime {
    /// The screens' view controllers, each in the container SwiftUI shows.
    fileprivate var screenControllers: [UIViewController] {
        representedViewControllers.flatMap(\.children)
    }
}

private enum PlainRoute: Route { case start }

/// A flow with no screens of its own: neither views nor view controllers.
private final class PlainFlow: Coordinator<PlainRoute> {
    override func start() { show(.start) }
}

/// A flow that wrongly gives a navigation controller for a screen.
private final class ContainerScreenFlow: Coordinator<PlainRoute>, ViewControllerProviding {
    override func start() { show(.start) }
    func viewController(for route: PlainRoute) -> UIViewController {
        UINavigationController(rootViewController: RouteViewController(route))
    }
}
#endif
