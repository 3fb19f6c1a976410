#if os(Linux)
import CoordinatorFixtures
import CoordinatorKit
import CoordinatorKitUIKit
import Testing
import UIKitDouble

// The scenarios of the coordinator tests, rendered by UIKitHost into the UIKit double: after
// each step UIKit's hierarchy (window root, stacks, tab bar, presentation chain) is the state.

@MainActor
@Suite struct UIKitPushAndBack {
    @Test func mapPushesCityAndTheBackButtonReturnsToMap() async throws {
        let app = UIKitApp()
        let map = MapCoordinator()
        app.navigator.start(map)
        await app.settle()
        #expect(app.tree == "root stack: [map]")
        let root = try #require(app.window.rootViewController as? UINavigationController)
        let mapController = try #require(root.topViewController as? RouteViewController)
        #expect(mapController.madeByFallback == false)

        map.show(.city(named: "El Paso"))
        await app.settle()
        #expect(app.tree == "root stack: [map] > [city(named: \"El Paso\")]")
        #expect(root.viewControllers.count == 2)
        #expect(root.viewControllers.first === mapController)
        app.expectInSync()

        #expect(app.tapBack())
        await app.settle()
        #expect(app.tree == "root stack: [map]")
        #expect(root.viewControllers == [mapController])
        app.expectInSync()
    }

    @Test func aRoutePresentsItsOwnSheet() async throws {
        let app = UIKitApp()
        let map = MapCoordinator()
        app.navigator.start(map)
        map.show(.settings)
        await app.settle()
        #expect(app.tree == "root  stack: [map]\nsheet stack: [settings]")
        let sheet = try #require(app.window.rootViewController?.presentedViewController as? UINavigationController)
        #expect(sheet.modalPresentationStyle == .pageSheet)
        app.expectInSync()
        map.dismiss()
        await app.settle()
        #expect(app.window.rootViewController?.presentedViewController == nil)
        app.expectInSync()
    }
}

@MainActor
@Suite struct UIKitPresentationStyles {
    @Test func eachPresentationGetsItsModalStyleAndAPopoverIsAnchored() async throws {
        let app = UIKitApp()
        let main = MainCoordinator()
        app.navigator.start(main)
        main.present(.cart, as: .fullScreenCover)
        await app.settle()
        #expect(app.topContainer?.modalPresentationStyle == .fullScreen)
        main.present(.payment, as: .popover)
        await app.settle()
        let popover = try #require(app.topContainer?.popoverPresentationController)
        #expect(popover.sourceView != nil)
        main.present(.done, as: .sheet)
        await app.settle()
        #expect(app.topContainer?.modalPresentationStyle == .pageSheet)
        #expect(app.tree == """
            root            stack: [list]
            fullScreenCover stack: [cart]
            popover         stack: [payment]
            sheet           stack: [done]
            """)
        await app.settle()
        app.expectInSync()
        main.dismissAll()
        await app.settle()
        #expect(app.tree == "root stack: [list]")
        app.expectInSync()
    }
}

@MainActor
@Suite struct UIKitChildSharingTheParentsStack {
    @Test func swipeBackPastTheChildCancelsAndReleasesIt() async {
        let app = UIKitApp()
        let main = MainCoordinator()
        app.navigator.start(main)
        main.show(.product(id: 1))
        weak let buy = main.buy()
        buy?.show(.shipping)
        await app.settle()
        #expect(app.tree == "root stack: [list] > [product(id: 1)] > [cart] > [shipping]")
        app.expectInSync()
        #expect(app.swipeBack())
        await app.settle()
        #expect(buy != nil)
        #expect(app.swipeBack())
        await app.settle()
        #expect(app.tree == "root stack: [list] > [product(id: 1)]")
        #expect(main.outcomes == [.cancelled])
        #expect(main.children.isEmpty)
        #expect(buy == nil)
        app.expectInSync()

        weak let second = main.buy()
        await app.settle()
        #expect(app.tree == "root stack: [list] > [product(id: 1)] > [cart]")
        second?.placeOrder()
        await app.settle()
        #expect(main.outcomes == [.cancelled, .finished(Order(number: 7))])
        #expect(app.tree == "root stack: [list] > [product(id: 1)]")
        #expect(second == nil)
        app.expectInSync()
    }

    @Test func aCancelledSwipeChangesNothing() async {
        let app = UIKitApp()
        let main = MainCoordinator()
        app.navigator.start(main)
        weak let buy = main.buy()
        await app.settle()
        let cart = app.visibleViewController
        await app.settle()
        #expect(app.swipeBack(completing: false))
        await app.settle()
        #expect(app.tree == "root stack: [list] > [cart]")
        #expect(app.visibleViewController === cart)
        #expect(buy?.status == .running)
        #expect(main.outcomes.isEmpty)
        app.expectInSync()
    }
}

@MainActor
@Suite struct UIKitLoginThenHome {
    @Test func loginFinishesAndHomeReplacesTheWindowsRoot() async {
        let app = UIKitApp()
        let root = AppCoordinator(user: nil)
        app.navigator.start(root)
        await app.settle()
        #expect(app.tree == "root stack: [welcome] > [credentials]")
        await app.settle()
        let loginRoot = app.window.rootViewController
        weak let login = root.login
        login?.finish(with: User(name: "Ada"))
        await app.settle()
        #expect(root.user == User(name: "Ada"))
        #expect(app.tree == "root stack: [list]")
        #expect(app.window.rootViewController !== loginRoot)
        #expect(login == nil)
        #expect(root.children.count == 1)
        app.expectInSync()
    }
}

@MainActor
@Suite struct UIKitModalChildren {
    @Test func aSheetChildSwipedDownIsCancelledAndReleased() async {
        let app = UIKitApp()
        let main = MainCoordinator()
        app.navigator.start(main)
        var outcome: Outcome<Order>?
        weak var buy: BuyCoordinator?
        do {
            let child = BuyCoordinator()
            buy = child
            main.startChild(child, as: .sheet) { outcome = $0 }
        }
        buy?.show(.shipping)
        buy?.show(.payment)
        await app.settle()
        #expect(app.tree == "root  stack: [list]\nsheet stack: [cart] > [shipping] > [payment]")
        app.expectInSync()
        #expect(app.swipeDown())
        await app.settle()
        #expect(outcome == .cancelled)
        #expect(buy == nil)
        #expect(app.tree == "root stack: [list]")
        app.expectInSync()
    }

    @Test func oneCallFromTheThirdScreenDismissesTheWholeFullScreenFlow() async {
        let app = UIKitApp()
        let main = MainCoordinator()
        app.navigator.start(main)
        weak var buy: BuyCoordinator?
        var outcome: Outcome<Order>?
        do {
            let child = BuyCoordinator()
            buy = child
            main.startChild(child, as: .fullScreenCover) { outcome = $0 }
        }
        buy?.show(.shipping)
        buy?.show(.payment)
        await app.settle()
        #expect(app.topContainer?.modalPresentationStyle == .fullScreen)
        #expect(app.swipeDown() == false)
        buy?.dismiss()
        await app.settle()
        #expect(app.tree == "root stack: [list]")
        #expect(outcome == .cancelled)
        #expect(buy == nil)
        app.expectInSync()
    }

    @Test func runReturnsTheChildsOutput() async {
        let app = UIKitApp()
        let main = MainCoordinator()
        app.navigator.start(main)
        let buy = BuyCoordinator()
        async let outcome = main.run(buy, as: .sheet)
        while buy.status == .ready { await Task.yield() }
        buy.show(.payment)
        await app.settle()
        #expect(app.tree == "root  stack: [list]\nsheet stack: [cart] > [payment]")
        buy.placeOrder()
        #expect(await outcome == .finished(Order(number: 7)))
        await app.settle()
        #expect(app.tree == "root stack: [list]")
        app.expectInSync()
    }
}

@MainActor
@Suite struct UIKitStepDriven {
    @Test func stepsMapToTransitions() async {
        let app = UIKitApp()
        let flow = StepCoordinator()
        app.navigator.start(flow)
        flow.show(.pickedProduct(3))
        flow.show(.checkout)
        await app.settle()
        #expect(app.tree == "root  stack: [start] > [pickedProduct(3)]\nsheet stack: [checkout]")
        app.expectInSync()
        flow.show(.checkedOut)
        await app.settle()
        #expect(app.tree == "root stack: [start] > [checkedOut]")
        app.expectInSync()
        flow.show(.nothing)
        flow.show(.home)
        await app.settle()
        #expect(app.tree == "root stack: [start]")
        app.expectInSync()
    }
}

@MainActor
@Suite struct UIKitTabs {
    private func makeTabs(holdsTransitions: Bool = false) -> (UIKitApp, TabCoordinator<MainTab>, ListCoordinator, ListCoordinator) {
        let app = UIKitApp(holdsTransitions: holdsTransitions)
        let catalog = ListCoordinator()
        let orders = ListCoordinator()
        let tabs = TabCoordinator<MainTab>([.catalog: catalog, .orders: orders])
        app.navigator.start(tabs)
        return (app, tabs, catalog, orders)
    }

    @Test func theTabBarShowsEveryTabsFirstScreen() throws {
        let (app, _, _, _) = makeTabs()
        #expect(app.tree == """
            root tabs: *catalog: [list]
                        orders: [list]
            """)
        let tabBar = try #require(app.window.rootViewController as? UITabBarController)
        #expect(tabBar.viewControllers?.count == 2)
        #expect(tabBar.selectedIndex == 0)
        app.expectInSync()
    }

    @Test func pushInTheSecondTabWhileTheFirstIsSelectedThenSelectIt() throws {
        let (app, tabs, _, orders) = makeTabs()
        orders.show(.product(id: 9))
        #expect(app.tree == """
            root tabs: *catalog: [list]
                        orders: [list] > [product(id: 9)]
            """)
        app.expectInSync()
        tabs.select(.orders)
        let tabBar = try #require(app.window.rootViewController as? UITabBarController)
        #expect(tabBar.selectedIndex == 1)
        app.expectInSync()
    }

    @Test func tappingTabsIsWrittenBackAndReselectingPopsToTheRoot() async {
        let (app, tabs, catalog, _) = makeTabs()
        catalog.show(.product(id: 1))
        catalog.show(.cart)
        await app.settle()
        #expect(app.tapTab(at: 1))
        #expect(tabs.selectedTab == .orders)
        await app.settle()
        app.expectInSync()
        #expect(app.tapTab(at: 0))
        #expect(tabs.selectedTab == .catalog)
        await app.settle()
        #expect(app.tapTab(at: 0))
        await app.settle()
        #expect(app.tree == """
            root tabs: *catalog: [list]
                        orders: [list]
            """)
        app.expectInSync()
    }

    @Test func aSheetCoversTheTabBar() async throws {
        let (app, _, catalog, _) = makeTabs()
        let buy = BuyCoordinator()
        catalog.startChild(buy, as: .sheet)
        await app.settle()
        #expect(app.tree == """
            root  tabs: *catalog: [list]
                         orders: [list]
            sheet stack: [cart]
            """)
        let tabBar = try #require(app.window.rootViewController as? UITabBarController)
        #expect(tabBar.presentedViewController === app.topContainer)
        app.expectInSync()
        #expect(app.swipeDown())
        await app.settle()
        #expect(buy.status == .ended)
        app.expectInSync()
    }
}
#endif
