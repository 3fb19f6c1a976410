#if os(Linux)
import CoordinatorFixtures
import CoordinatorKit
import CoordinatorKitUIKit
import IssueReportingTestSupport
import Testing
import UIKitDouble

@MainActor
@Suite struct UIKitLeaks {
    @Test func viewControllersOfPoppedScreensDeinitialize() async {
        let app = UIKitApp()
        let map = MapCoordinator()
        app.navigator.start(map)
        map.show(.city(named: "Austin"))
        await app.settle()
        weak let city = app.visibleViewController
        await app.settle()
        #expect(city != nil)
        #expect(app.tapBack())
        await app.settle()
        #expect(city == nil)

        map.show(.city(named: "Dallas"))
        await app.settle()
        weak let swiped = app.visibleViewController
        await app.settle()
        #expect(app.swipeBack())
        await app.settle()
        #expect(swiped == nil)

        map.show(.city(named: "Houston"))
        await app.settle()
        weak let popped = app.visibleViewController
        map.pop()
        await app.settle()
        #expect(popped == nil)
        app.expectInSync()
    }

    @Test func viewControllersOfDismissedLayersDeinitialize() async {
        let app = UIKitApp()
        let main = MainCoordinator()
        app.navigator.start(main)
        weak var sheet: UIViewController?
        weak var sheetScreen: UIViewController?
        do {
            let buy = BuyCoordinator()
            main.startChild(buy, as: .sheet)
            buy.show(.shipping)
            await app.settle()
            sheet = app.topContainer
            await app.settle()
            sheetScreen = app.visibleViewController
        }
        await app.settle()
        #expect(sheet != nil)
        #expect(app.swipeDown())
        await app.settle()
        #expect(sheet == nil)
        #expect(sheetScreen == nil)

        do {
            let buy = BuyCoordinator()
            main.startChild(buy, as: .fullScreenCover)
            await app.settle()
            sheet = app.topContainer
            await app.settle()
            sheetScreen = app.visibleViewController
            buy.dismiss()
        }
        await app.settle()
        #expect(sheet == nil)
        #expect(sheetScreen == nil)
        app.expectInSync()
    }

    /// A root stack `[map, Austin]` shown, with Austin's view controller, and UIKit holding
    /// each transition until the test finishes it.
    private func mapAndAustin() throws -> (UIKitApp, map: Screen, austin: Screen, UIViewController) {
        let app = UIKitApp(holdsTransitions: true)
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
        await app.finishTransitionsAndSettle()
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
        await app.finishTransitionsAndSettle()
        #expect(app.host.viewController(for: austin.id) === austinController)
        #expect(app.visibleViewController === austinController)
        #expect(dallas == nil)
        app.expectInSync()
    }

    @Test func aCancelledSwipeKeepsTheSameViewController() async {
        let app = UIKitApp()
        let map = MapCoordinator()
        app.navigator.start(map)
        map.show(.city(named: "Austin"))
        await app.settle()
        let city = app.visibleViewController
        await app.settle()
        #expect(app.swipeBack(completing: false))
        await app.settle()
        #expect(app.visibleViewController === city)
        map.show(.about)
        await app.settle()
        #expect(app.host.viewController(for: app.navigator.state.screens[1].id) === city)
        app.expectInSync()
    }

    @Test func replacingTheRootReleasesTheOldHierarchy() async {
        let app = UIKitApp()
        let root = AppCoordinator(user: nil)
        app.navigator.start(root)
        await app.settle()
        weak let loginContainer = app.window.rootViewController
        await app.settle()
        weak let credentials = app.visibleViewController
        root.login?.finish(with: User(name: "Ada"))
        await app.settle()
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
            let app = UIKitApp()
            let main = MainCoordinator()
            app.navigator.start(main)
            main.show(.product(id: 1))
            _ = main.buy()
            await app.settle()
            window = app.window
            navigator = app.navigator
            host = app.host
            coordinator = main
            await app.settle()
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
        let app = UIKitApp()
        let classic = ClassicCoordinator()
        app.navigator.start(classic)
        await app.settle()
        let list = try #require(app.visibleViewController as? ListViewController)
        #expect(list.coordinator === classic)
        #expect(app.tree == "root stack: [ListViewController]")

        list.coordinator?.openDetail()
        await app.settle()
        weak let detail = app.visibleViewController
        await app.settle()
        #expect(app.tree == "root stack: [ListViewController] > [UIViewController]")
        #expect(app.tapBack())
        await app.settle()
        #expect(detail == nil)
        #expect(app.visibleViewController === list)
        app.expectInSync()
    }

    @Test func screensNoCoordinatorProvidesComeFromTheHostsClosure() async throws {
        let app = UIKitApp()
        try app.navigator.update { try $0.replaceRoot(with: .stack(Stack(routes: [MapRoute.map]))) }
        await app.settle()
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
            issue.description.contains("no view controller for map")
        }
        let shown = (window.rootViewController as? UINavigationController)?.topViewController
        #expect(shown?.title == "map")
    }

    @Test func anAlertTheScreenPresentedDoesNotBlockTheNextPresentation() async {
        let app = UIKitApp()
        let map = MapCoordinator()
        app.navigator.start(map)
        // A screen presents an alert by itself, outside the navigation state.
        app.visibleViewController?.present(UIViewController(nibName: nil, bundle: nil), animated: true)
        await app.settle()
        #expect(app.window.rootViewController?.presentedViewController != nil)
        map.show(.settings)
        await app.settle()
        #expect(app.tree == "root  stack: [map]\nsheet stack: [settings]")
        app.expectInSync()
    }
}
#endif
