#if os(Linux)
import CoordinatorFixtures
import CoordinatorKit
import CoordinatorKitUIKit
import CoordinatorKitTesting
import CoordinatorKitUIKitTesting
import Testing
import UIKitDouble

// What UIKit's view controllers look like for a state: which controller holds what, their modal
// styles, and which instances are kept. The scenarios themselves (gestures, flows, in sync) run
// on every host in ScenarioTests; these check what only UIKit has.

@MainActor
@Suite struct UIKitViewControllersOfScreens {
    @Test func theOwnersViewControllersAreShownAndKeptAcrossPushAndBack() async throws {
        let app = UIKitScenarioHost.testApp()
        let map = MapCoordinator()
        app.navigator.start(map)
        await app.runtime.settle()
        let root = try #require(app.window.rootViewController as? UINavigationController)
        let mapController = try #require(root.topViewController as? RouteViewController)
        #expect(mapController.madeByFallback == false)

        map.show(.city(named: "El Paso"))
        await app.runtime.settle()
        #expect(root.viewControllers.count == 2)
        #expect(root.viewControllers.first === mapController)
        #expect(app.tapBack())
        await app.runtime.settle()
        #expect(root.viewControllers == [mapController])
        app.expectInSync()
    }

    @Test func replacingTheRootFlowReplacesTheWindowsRootViewController() async {
        let app = UIKitScenarioHost.testApp()
        let root = AppCoordinator(user: nil)
        app.navigator.start(root)
        await app.runtime.settle()
        let loginRoot = app.window.rootViewController
        root.login?.finish(with: User(name: "Ada"))
        await app.runtime.settle()
        #expect(app.tree == "root stack: [list]")
        #expect(app.window.rootViewController !== loginRoot)
        app.expectInSync()
    }
}

@MainActor
@Suite struct UIKitPresentationStyles {
    @Test func aRoutesSheetIsAPageSheetOnTheRootsNavigationController() async throws {
        let app = UIKitScenarioHost.testApp()
        let map = MapCoordinator()
        app.navigator.start(map)
        map.show(.settings)
        await app.runtime.settle()
        let sheet = try #require(app.window.rootViewController?.presentedViewController as? UINavigationController)
        #expect(sheet.modalPresentationStyle == .pageSheet)
        app.expectInSync()
    }

    @Test func eachPresentationGetsItsModalStyleAndAPopoverIsAnchored() async throws {
        let app = UIKitScenarioHost.testApp()
        let main = MainCoordinator()
        app.navigator.start(main)
        main.present(.cart, as: .fullScreenCover)
        await app.runtime.settle()
        #expect(app.topContainer?.modalPresentationStyle == .fullScreen)
        main.present(.payment, as: .popover)
        await app.runtime.settle()
        let popover = try #require(app.topContainer?.popoverPresentationController)
        #expect(popover.sourceView != nil)
        main.present(.done, as: .sheet)
        await app.runtime.settle()
        #expect(app.topContainer?.modalPresentationStyle == .pageSheet)
        #expect(app.tree == """
            root            stack: [list]
            fullScreenCover stack: [cart]
            popover         stack: [payment]
            sheet           stack: [done]
            """)
        app.expectInSync()
        main.dismissAll()
        await app.runtime.settle()
        #expect(app.tree == "root stack: [list]")
        app.expectInSync()
    }
}

@MainActor
@Suite struct UIKitTabBar {
    @Test func theTabBarControllerHoldsOneNavigationControllerPerTabAndFollowsTheSelection() async throws {
        let app = UIKitScenarioHost.testApp()
        let orders = ListCoordinator()
        let tabs = TabCoordinator<MainTab>([.catalog: ListCoordinator(), .orders: orders])
        app.navigator.start(tabs)
        await app.runtime.settle()
        let tabBar = try #require(app.window.rootViewController as? UITabBarController)
        #expect(tabBar.viewControllers?.count == 2)
        #expect(tabBar.viewControllers?.allSatisfy { $0 is UINavigationController } == true)
        #expect(tabBar.selectedIndex == 0)
        orders.show(.product(id: 9))
        tabs.select(.orders)
        await app.runtime.settle()
        #expect(tabBar.selectedIndex == 1)
        #expect((tabBar.selectedViewController as? UINavigationController)?.viewControllers.count == 2)
        app.expectInSync()
    }

    @Test func aSheetIsPresentedByTheTabBarController() async throws {
        let app = UIKitScenarioHost.testApp()
        let catalog = ListCoordinator()
        app.navigator.start(TabCoordinator<MainTab>([.catalog: catalog, .orders: ListCoordinator()]))
        catalog.startChild(BuyCoordinator(), as: .sheet)
        await app.runtime.settle()
        let tabBar = try #require(app.window.rootViewController as? UITabBarController)
        #expect(tabBar.presentedViewController === app.topContainer)
        app.expectInSync()
    }
}
#endif
