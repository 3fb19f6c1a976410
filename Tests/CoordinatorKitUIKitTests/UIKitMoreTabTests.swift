#if os(Linux)
import CoordinatorFixtures
import CoordinatorKit
import CoordinatorKitUIKit
import CoordinatorKitTesting
import CoordinatorKitUIKitTesting
import Testing
import UIKitDouble

// Six tabs: UIKit's tab bar shows four and "More", and shows the sixth tab's stack inside its
// More navigation controller. The host renders into it, and hears the user's back taps there.

@MainActor
@Suite struct UIKitMoreTab {
    private static let tabIDs: [TabID] = ["one", "two", "three", "four", "five", "six"]

    /// A root layer of six tabs, each with its own first screen, the first selected.
    private func sixTabs() async throws -> (UIKitScenarioHost, LayerID) {
        let app = UIKitScenarioHost.testApp()
        let tabs = Tabs(Self.tabIDs.enumerated().map { index, id in
            NavigationTab(id: id, stack: Stack([Screen(ShopRoute.product(id: index + 1))]))
        }, selected: "one")
        let state = NavigationState(root: .tabs(tabs))
        try app.navigator.update(animated: false) { $0 = state }
        await app.runtime.settle()
        return (app, state.layers[0].id)
    }

    @Test func sixTabsRenderAndTheLastTwoLiveInMore() async throws {
        let (app, _) = try await sixTabs()
        let tabBar = try #require(app.window.rootViewController as? UITabBarController)
        #expect(tabBar.viewControllers?.count == 6)
        #expect(tabBar.moreNavigationController.viewControllers.count == 1, "the More list only")
        app.expectInSync()
    }

    @Test func theSixthTabSelectedAndPushedStaysInSyncInsideMore() async throws {
        let (app, layer) = try await sixTabs()
        let tabBar = try #require(app.window.rootViewController as? UITabBarController)
        let six = StackID(layer: layer, tab: "six")

        try app.navigator.update { try $0.selectTab("six", in: layer) }
        await app.runtime.settle()
        let more = tabBar.moreNavigationController
        #expect(more.viewControllers.count == 2, "the More list, then the tab's root")
        #expect(app.host.viewController(for: app.navigator.state.stack(six)!.screens[0].id) === more.topViewController)
        app.expectInSync()

        try app.navigator.update { try $0.push(ShopRoute.cart, onto: six) }
        await app.runtime.settle()
        #expect(more.viewControllers.count == 3)
        #expect(app.tree.contains("six: [product(id: 6)] > [cart]"))
        app.expectInSync()
    }

    @Test func theUsersBackTapInMoreIsWrittenBack() async throws {
        let (app, layer) = try await sixTabs()
        let six = StackID(layer: layer, tab: "six")
        try app.navigator.update { state in
            try state.selectTab("six", in: layer)
            try state.push(ShopRoute.cart, onto: six)
        }
        await app.runtime.settle()
        app.expectInSync()

        #expect(app.tapBack())
        await app.runtime.settle()
        #expect(app.navigator.state.stack(six)?.screens.count == 1)
        app.expectInSync()
    }

    @Test func leavingTheSixthTabGivesItsNavigationControllerItsStackBack() async throws {
        let (app, layer) = try await sixTabs()
        let six = StackID(layer: layer, tab: "six")
        try app.navigator.update { state in
            try state.selectTab("six", in: layer)
            try state.push(ShopRoute.cart, onto: six)
        }
        await app.runtime.settle()

        #expect(app.tapTab(at: 0))
        await app.runtime.settle()
        let tabBar = try #require(app.window.rootViewController as? UITabBarController)
        #expect((tabBar.viewControllers?[5] as? UINavigationController)?.viewControllers.count == 2)
        if case .tabs(let tabs) = app.navigator.state.layers[0].content {
            #expect(tabs.selected == "one")
        }
        app.expectInSync()
    }
}
#endif
