import CoordinatorFixtures
import CoordinatorKit
import CoordinatorKitTesting
import Foundation
import Testing

// The adaptive tab bar's opt-in: a tab bar's style, kept in its Tabs (issue 53, item 2).

private enum Board: String, Hashable, Sendable, Codable { case inbox, outbox }

private final class Pile: Coordinator<ShopRoute>, RestorableCoordinator {
    override func start() { show(.list) }
}

/// A sidebar-adaptable tab bar that restores.
private final class Boards: TabCoordinator<Board>, RestorableCoordinator {
    init() {
        super.init([.inbox: Pile(), .outbox: Pile()])
        style = .sidebarAdaptable
    }
    var configuration: Int { 0 }
}

@MainActor
private var coordinators: CoordinatorTypes {
    CoordinatorTypes()
        .registering(Boards.self, as: "boards") { _ in Boards() }
        .registering(Pile.self, as: "pile") { _ in Pile() }
}

@MainActor
@Suite struct TabBarStyles {
    private func shownTabs(_ navigator: Navigator) throws -> Tabs {
        guard case .tabs(let tabs)? = navigator.state.layers.first?.content else { throw NoTabs() }
        return tabs
    }

    @Test func aTabBarIsPlainUnlessTheAppOptsIn() throws {
        let app = HeadlessScenarioHost()
        let tabs = TabCoordinator<Board>([.inbox: Pile(), .outbox: Pile()])
        #expect(tabs.style == .tabBar)
        app.navigator.start(tabs)
        #expect(try shownTabs(app.navigator).style == .tabBar)
        #expect(app.sidebarTabs == nil)
    }

    @Test func aStyleSetBeforeStartIsShownAtOnce() throws {
        let app = HeadlessScenarioHost()
        let tabs = TabCoordinator<Board>([.inbox: Pile(), .outbox: Pile()])
        tabs.style = .sidebarAdaptable
        app.navigator.start(tabs)
        #expect(try shownTabs(app.navigator).style == .sidebarAdaptable)
        #expect(tabs.style == .sidebarAdaptable)
        #expect(app.host.performedCommands.count == 1, "the tab bar appears once, in its style")
        #expect(app.host.shownState == app.navigator.state)
        #expect(app.sidebarTabs == ["inbox", "outbox"])
        #expect(app.setHorizontalSizeClass(.compact))
        #expect(app.sidebarTabs == nil, "a compact width shows the tab bar alone")
    }

    @Test func aStyleChangedWhileShownSetsTheTabsAgainKeepingScreensAndSelection() throws {
        let app = HeadlessScenarioHost()
        let inbox = Pile()
        let tabs = TabCoordinator<Board>([.inbox: inbox, .outbox: Pile()], selected: .outbox)
        app.navigator.start(tabs)
        inbox.show(.product(id: 1))
        let screens = app.navigator.state.screens.map(\.id)
        let before = app.host.performedCommands.count

        tabs.style = .sidebarAdaptable

        let layer = try #require(tabs.layerID)
        let commands = app.host.performedCommands.dropFirst(before).map(\.description)
        #expect(commands == ["setTabs(\(layer), [\"inbox\", \"outbox\"], selected: outbox, style: sidebarAdaptable)"])
        #expect(app.navigator.state.screens.map(\.id) == screens)
        #expect(tabs.selectedTab == .outbox)
        #expect(app.host.shownState == app.navigator.state)

        tabs.style = .sidebarAdaptable
        #expect(app.host.performedCommands.count == before + 1, "the same style changes nothing")
    }

    @Test func theStateChangesTheStyleOfATabsLayerOnly() throws {
        var state = NavigationState(root: .tabs(Tabs([NavigationTab(id: "a", stack: Stack(routes: [ShopRoute.list]))])))
        try state.setTabBarStyle(.sidebarAdaptable)
        guard case .tabs(let tabs) = state.layers[0].content else { throw NoTabs() }
        #expect(tabs.style == .sidebarAdaptable)

        var stack = NavigationState(root: .stack(Stack(routes: [ShopRoute.list])))
        #expect(throws: NavigationError.self) { try stack.setTabBarStyle(.sidebarAdaptable) }
    }

    @Test func tabsSavedBeforeStylesExistedRestoreAsATabBar() throws {
        let tabs = Tabs([NavigationTab(id: "a", stack: Stack([]))], style: .sidebarAdaptable)
        let data = try JSONEncoder().encode(tabs)
        var object = try #require(JSONSerialization.jsonObject(with: data) as? [String: Any])
        #expect(object["style"] as? String == "sidebarAdaptable")
        #expect(try JSONDecoder().decode(Tabs.self, from: data) == tabs)

        object["style"] = nil
        let old = try JSONSerialization.data(withJSONObject: object)
        #expect(try JSONDecoder().decode(Tabs.self, from: old).style == .tabBar)

        object["style"] = "carousel"
        let foreign = try JSONSerialization.data(withJSONObject: object)
        #expect(throws: DecodingError.self) { try JSONDecoder().decode(Tabs.self, from: foreign) }
    }

    @Test func aSidebarAdaptableTabBarRestoresSo() throws {
        let navigator = Navigator()
        navigator.attach(HeadlessHost(completion: .immediate))
        navigator.start(Boards())
        let data = try navigator.savedData(coordinators: coordinators)

        let later = Navigator()
        later.attach(HeadlessHost(completion: .immediate))
        try later.restore(from: data, routes: RouteTypes(ShopRoute.self), coordinators: coordinators)
        let restored = try #require(later.rootCoordinator as? Boards)
        #expect(restored.style == .sidebarAdaptable)
        #expect(try shownTabs(later).style == .sidebarAdaptable)
    }
}

private struct NoTabs: Error {}
