#if os(Linux)
import CoordinatorFixtures
import CoordinatorKit
import CoordinatorKitUIKit
import CoordinatorKitTesting
import CoordinatorKitUIKitTesting
import Testing
import UIKitDouble

// App code that selects a tab or pops a screen through UIKit directly: the navigator follows.

@MainActor
@Suite struct UIKitTabsSelectedByTheApp {
    private func tabs() throws -> (UIKitScenarioHost, TabCoordinator<MainTab>, UITabBarController) {
        let app = UIKitScenarioHost.testApp()
        let tabs = TabCoordinator<MainTab>([.catalog: ListCoordinator(), .orders: ListCoordinator()])
        app.navigator.start(tabs)
        let tabBarController = try #require(app.window.rootViewController as? UITabBarController)
        return (app, tabs, tabBarController)
    }

    @Test func aSelectedIndexSetByCodeIsWrittenBackAndALaterSelectStillWorks() throws {
        let (app, tabs, tabBarController) = try tabs()
        // UIKit calls no delegate for this.
        tabBarController.selectedIndex = 1
        #expect(tabs.selectedTab == .orders)
        app.expectInSync()

        tabs.select(.catalog)
        #expect(tabBarController.selectedIndex == 0)
        app.expectInSync()
    }

    @Test func aSelectedViewControllerSetByCodeIsWrittenBack() throws {
        let (app, tabs, tabBarController) = try tabs()
        tabBarController.selectedViewController = tabBarController.viewControllers?.last
        #expect(tabs.selectedTab == .orders)
        app.expectInSync()
        tabs.select(.catalog)
        #expect(tabBarController.selectedIndex == 0)
        app.expectInSync()
    }

    @Test func theHostsOwnSelectionAndTheUsersTapsAreNotReportedTwice() throws {
        let (app, tabs, _) = try tabs()
        var changes = 0
        let observation = app.navigator.observe { event in
            if case .changed = event { changes += 1 }
        }
        tabs.select(.orders)
        #expect(app.tapTab(at: 0))
        #expect(changes == 2)
        #expect(tabs.selectedTab == .catalog)
        app.expectInSync()
        observation.cancel()
    }
}

@MainActor
@Suite struct UIKitScreensPoppingThemselves {
    @Test func aScreenPoppingItselfIsWrittenBackAsAPop() async {
        let app = UIKitScenarioHost.testApp()
        let map = MapCoordinator()
        app.navigator.start(map)
        map.show(.city(named: "Austin"))
        var changes: [UserChange] = []
        let observation = app.navigator.observe { event in
            if case .changed(let change) = event, case .user(let userChange) = change.cause { changes.append(userChange) }
        }
        await app.runtime.settle()
        app.visibleViewController?.navigationController?.popViewController(animated: true)
        await app.runtime.settle()
        #expect(app.tree == "root stack: [map]")
        #expect(changes.count == 1)
        if case .popped? = changes.first {} else { Issue.record("not a pop: \(changes)") }
        await app.runtime.settle()
        app.expectInSync()
        observation.cancel()
    }

    @Test func aChildsScreenPoppingPastTheChildEndsTheChild() {
        let app = UIKitScenarioHost.testApp(holdsTransitions: true)
        let main = MainCoordinator()
        app.navigator.start(main)
        weak let buy = main.buy()
        buy?.show(.shipping)
        app.runtime.finishAllTransitions()
        app.visibleNavigationController?.popToRootViewController(animated: true)
        app.runtime.finishAllTransitions()
        #expect(app.tree == "root stack: [list]")
        #expect(main.outcomes == [.cancelled])
        #expect(buy == nil)
        app.expectInSync()
    }

    @Test func aScreenPoppingItselfWithoutAnimationIsWrittenBack() async throws {
        let app = UIKitScenarioHost.testApp()
        let main = MainCoordinator()
        app.navigator.start(main)
        main.show(.product(id: 1))
        main.show(.cart)
        await app.runtime.settle()
        let navigationController = try #require(app.visibleNavigationController)
        navigationController.popToViewController(navigationController.viewControllers[1], animated: false)
        await app.runtime.settle()
        #expect(app.tree == "root stack: [list] > [product(id: 1)]")
        app.expectInSync()
        main.show(.payment)
        await app.runtime.settle()
        #expect(app.tree == "root stack: [list] > [product(id: 1)] > [payment]")
        app.expectInSync()
    }
}
#endif
