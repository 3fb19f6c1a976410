#if os(Linux)
import CoordinatorFixtures
import CoordinatorKit
import CoordinatorKitUIKit
import CoordinatorKitTesting
import CoordinatorKitUIKitTesting
import IssueReportingTestSupport
import Testing
import UIKitDouble

@MainActor
@Suite struct UIKitLeaks {
    @Test func viewControllersOfPoppedScreensDeinitialize() async {
        let app = UIKitScenarioHost.testApp()
        let map = MapCoordinator()
        app.navigator.start(map)
        map.show(.city(named: "Austin"))
        await app.runtime.settle()
        weak let city = app.visibleViewController
        await app.runtime.settle()
        #expect(city != nil)
        #expect(app.tapBack())
        await app.runtime.settle()
        #expect(city == nil)

        map.show(.city(named: "Dallas"))
        await app.runtime.settle()
        weak let swiped = app.visibleViewController
        await app.runtime.settle()
        #expect(app.swipeBack())
        await app.runtime.settle()
        #expect(swiped == nil)

        map.show(.city(named: "Houston"))
        await app.runtime.settle()
        weak let popped = app.visibleViewController
        map.pop()
        await app.runtime.settle()
        #expect(popped == nil)
        app.expectInSync()
    }

    @Test func viewControllersOfDismissedLayersDeinitialize() async {
        let app = UIKitScenarioHost.testApp()
        let main = MainCoordinator()
        app.navigator.start(main)
        weak var sheet: UIViewController?
        weak var sheetScreen: UIViewController?
        do {
            let buy = BuyCoordinator()
            main.startChild(buy, as: .sheet)
            buy.show(.shipping)
            await app.runtime.settle()
            sheet = app.topContainer
            await app.runtime.settle()
            sheetScreen = app.visibleViewController
        }
        await app.runtime.settle()
        #expect(sheet != nil)
        #expect(app.swipeDown())
        await app.runtime.settle()
        #expect(sheet == nil)
        #expect(sheetScreen == nil)

        do {
            let buy = BuyCoordinator()
            main.startChild(buy, as: .fullScreenCover)
            await app.runtime.settle()
            sheet = app.topContainer
            await app.runtime.settle()
            sheetScreen = app.visibleViewController
            buy.dismiss()
        }
        await app.runtime.settle()
        #expect(sheet == nil)
        #expect(sheetScreen == nil)
        app.expectInSync()
    }

    /// A root stack `[map, Austin]` shown, with Austin's view controller, and UIKit holding
    /// each transition until the test finishes it.
    private func mapAndAustin() throws -> (UIKitScenarioHost, map: Screen, austin: Screen, UIViewController) {
        let app = UIKitScenarioHost.testApp(holdsTransitions: true)
        try app.navigator.update { try $0.replaceRoot(with: .stack(Stack(routes: [MapRoute.map, MapRoute.city(named: "Austin")]))) }
        app.runtime.finishAllTransitions()
        let screens = app.navigator.state.screens
        let austin = try #require(app.host.viewController(for: screens[1].id))
        return (app, screens[0], screens[1], austin)
    }

    @Test func aScreenThatLeavesAndComesBackBeforeUIKitMovesKeepsItsViewController() async throws {
        let (app, map, austin, austinController) = try mapAndAustin()
        try app.navigator.update { try $0.push(MapRoute.city(named: "Dallas")) }
        // The push runs: both changes below wait for it, and the host's next look at what left.
        try app.navigator.update { _ = try $0.popToRoot() }
        try app.navigator.update { try $0.setStack(Stack([map, austin])) }
        await app.runtime.finishTransitionsAndSettle()
        #expect(app.host.viewController(for: austin.id) === austinController)
        #expect(app.visibleViewController === austinController)
        app.expectInSync()
    }

    @Test func aScreenStillShownThatComesBackKeepsItsViewControllerAndTheOthersGo() async throws {
        let (app, map, austin, austinController) = try mapAndAustin()
        try app.navigator.update { try $0.push(MapRoute.city(named: "Dallas")) }
        weak let dallas = app.visibleViewController
        try app.navigator.update { _ = try $0.popToRoot() }
        // The push ends: Austin and Dallas left the target but UIKit still shows them, and the
        // pop to the root starts.
        #expect(app.runtime.finishNextTransition())
        #expect(app.runtime.pendingTransitions.count == 1)
        try app.navigator.update { try $0.setStack(Stack([map, austin])) }
        await app.runtime.finishTransitionsAndSettle()
        #expect(app.host.viewController(for: austin.id) === austinController)
        #expect(app.visibleViewController === austinController)
        #expect(dallas == nil)
        app.expectInSync()
    }

    @Test func aCancelledSwipeKeepsTheSameViewController() async {
        let app = UIKitScenarioHost.testApp()
        let map = MapCoordinator()
        app.navigator.start(map)
        map.show(.city(named: "Austin"))
        await app.runtime.settle()
        let city = app.visibleViewController
        await app.runtime.settle()
        #expect(app.swipeBack(completing: false))
        await app.runtime.settle()
        #expect(app.visibleViewController === city)
        map.show(.about)
        await app.runtime.settle()
        #expect(app.host.viewController(for: app.navigator.state.screens[1].id) === city)
        app.expectInSync()
    }

    @Test func replacingTheRootReleasesTheOldHierarchy() async {
        let app = UIKitScenarioHost.testApp()
        let root = AppCoordinator(user: nil)
        app.navigator.start(root)
        await app.runtime.settle()
        weak let loginContainer = app.window.rootViewController
        await app.runtime.settle()
        weak let credentials = app.visibleViewController
        root.login?.finish(with: User(name: "Ada"))
        await app.runtime.settle()
        #expect(loginContainer == nil)
        #expect(credentials == nil)
        app.expectInSync()
    }

    @Test func theWindowNavigatorHostAndCoordinatorsAreReleasedTogether() async {
        weak var window: UIWindow?
        weak var navigator: Navigator?
        weak var host: UIKitHost?
        weak var coordinator: MainCoordinator?
        weak var screen: UIViewController?
        do {
            let app = UIKitScenarioHost.testApp()
            let main = MainCoordinator()
            app.navigator.start(main)
            main.show(.product(id: 1))
            _ = main.buy()
            await app.runtime.settle()
            window = app.window
            navigator = app.navigator
            host = app.host
            coordinator = main
            await app.runtime.settle()
            screen = app.visibleViewController
        }
        #expect(window == nil)
        #expect(navigator == nil)
        #expect(host == nil)
        #expect(coordinator == nil)
        #expect(screen == nil)
    }
}

@MainActor
@Suite struct UIKitScreens {
    @Test func theClassicStylePushesAViewControllerTheCoordinatorBuilt() async throws {
        final class ListViewController: UIViewController {
            weak var coordinator: ClassicCoordinator?
        }
        final class ClassicCoordinator: Coordinator<ShopRoute> {
            override func start() {
                let list = ListViewController(nibName: nil, bundle: nil)
                list.coordinator = self
                push(list)
            }

            func openDetail() {
                push(UIViewController(nibName: nil, bundle: nil))
            }
        }
        let app = UIKitScenarioHost.testApp()
        let classic = ClassicCoordinator()
        app.navigator.start(classic)
        await app.runtime.settle()
        let list = try #require(app.visibleViewController as? ListViewController)
        #expect(list.coordinator === classic)
        #expect(app.tree == "root stack: [ListViewController]")

        list.coordinator?.openDetail()
        await app.runtime.settle()
        weak let detail = app.visibleViewController
        await app.runtime.settle()
        #expect(app.tree == "root stack: [ListViewController] > [UIViewController]")
        #expect(app.tapBack())
        await app.runtime.settle()
        #expect(detail == nil)
        #expect(app.visibleViewController === list)
        app.expectInSync()
    }

    @Test func screensNoCoordinatorProvidesComeFromTheHostsClosure() async throws {
        let app = UIKitScenarioHost.testApp()
        try app.navigator.update { try $0.replaceRoot(with: .stack(Stack(routes: [MapRoute.map]))) }
        await app.runtime.settle()
        let screen = try #require(app.visibleViewController as? RouteViewController)
        #expect(screen.madeByFallback)
        app.expectInSync()
    }

    @Test func aScreenNobodyProvidesGetsAPlaceholderAndAnIssue() {
        let window = UIWindow(frame: .zero)
        window.makeKeyAndVisible()
        let navigator = Navigator()
        navigator.attach(UIKitHost(window: window))
        withKnownIssue {
            try? navigator.update { try $0.replaceRoot(with: .stack(Stack(routes: [MapRoute.map]))) }
        } matching: { issue in
            issue.description.contains("UIKitHost has no view controller for map")
        }
        let shown = (window.rootViewController as? UINavigationController)?.topViewController
        #expect(shown?.title == "map")
    }

    @Test func anAlertTheScreenPresentedDoesNotBlockTheNextPresentation() async {
        let app = UIKitScenarioHost.testApp()
        let map = MapCoordinator()
        app.navigator.start(map)
        // A screen presents an alert by itself, outside the navigation state.
        app.visibleViewController?.present(UIViewController(nibName: nil, bundle: nil), animated: true)
        await app.runtime.settle()
        #expect(app.window.rootViewController?.presentedViewController != nil)
        map.show(.settings)
        await app.runtime.settle()
        #expect(app.tree == "root  stack: [map]\nsheet stack: [settings]")
        app.expectInSync()
    }
}
#endif
