import CoordinatorFixtures
import CoordinatorKit
import CoordinatorKitTesting
import Testing

// The adaptive tab bar (issue 53, item 2): a sidebar-adaptable tab bar lists its tabs in a
// sidebar at a regular width, and a pick there is written back as a tab-bar tap, on every host.

private enum Desk: Hashable, Sendable { case inbox, outbox, drafts }

@MainActor
@Suite struct AdaptiveTabBar {
    private func makeDesk(_ kind: ScenarioHostKind, style: TabBarStyle = .sidebarAdaptable) async -> (
        any ScenarioHost, TabCoordinator<Desk>, inbox: ListCoordinator
    ) {
        let app = kind.makeHost()
        let inbox = ListCoordinator()
        let tabs = TabCoordinator<Desk>([.inbox: inbox, .outbox: ListCoordinator()])
        tabs.style = style
        app.navigator.start(tabs)
        await app.settle()
        return (app, tabs, inbox)
    }

    @Test(arguments: everyHost)
    func aSidebarAdaptableTabBarListsItsTabsInTheSidebar(_ kind: ScenarioHostKind) async {
        let (app, tabs, _) = await makeDesk(kind)
        #expect(app.sidebarTabs == ["inbox", "outbox"])
        #expect(tabs.style == .sidebarAdaptable)
        #expect(app.tapTab(Desk.outbox), "the tab bar is there too")
        await app.settle()
        #expect(tabs.selectedTab == .outbox)
        await expectInSync(app)
    }

    @Test(arguments: everyHost)
    func aPlainTabBarShowsNoSidebar(_ kind: ScenarioHostKind) async {
        let (app, tabs, _) = await makeDesk(kind, style: .tabBar)
        #expect(app.sidebarTabs == nil)
        #expect(app.tapSidebarTab(Desk.outbox) == false)
        #expect(tabs.selectedTab == .inbox)
        await expectInSync(app)
    }

    @Test(arguments: everyHost)
    func aCompactWidthShowsTheTabBarAlone(_ kind: ScenarioHostKind) async {
        let (app, tabs, _) = await makeDesk(kind)
        #expect(app.setHorizontalSizeClass(.compact))
        await app.settle()
        #expect(app.sidebarTabs == nil)
        #expect(app.tapSidebarTab(Desk.outbox) == false)
        #expect(app.tapTab(Desk.outbox))
        await app.settle()
        #expect(tabs.selectedTab == .outbox)

        #expect(app.setHorizontalSizeClass(.regular))
        await app.settle()
        #expect(app.sidebarTabs == ["inbox", "outbox"])
        await expectInSync(app)
    }

    @Test(arguments: everyHost)
    func aPickInTheSidebarIsWrittenBackAndPickingTheSelectedTabPopsToItsRoot(_ kind: ScenarioHostKind) async {
        let (app, tabs, inbox) = await makeDesk(kind)
        inbox.show(.product(id: 1))
        await app.settle()

        #expect(app.tapSidebarTab(Desk.outbox))
        await app.settle()
        #expect(tabs.selectedTab == .outbox)
        #expect(app.navigator.state.treeDescription == """
            root tabs:  inbox: [list] > [product(id: 1)]
                       *outbox: [list]
            """)
        await expectInSync(app)

        #expect(app.tapSidebarTab(Desk.inbox))
        await app.settle()
        #expect(tabs.selectedTab == .inbox)
        #expect(app.tapSidebarTab(Desk.inbox))
        await app.settle()
        #expect(inbox.screens.map(\.route.description) == ["list"], "the selected tab picked again pops to its root")
        await expectInSync(app)
    }

    @Test(arguments: everyHost)
    func tabsInsertedAndRemovedWhileShownFollowInTheSidebar(_ kind: ScenarioHostKind) async {
        let (app, tabs, _) = await makeDesk(kind)

        tabs.insert(.drafts, coordinator: ListCoordinator(), at: 1)
        await app.settle()
        #expect(app.sidebarTabs == ["inbox", "drafts", "outbox"])
        #expect(app.tapSidebarTab(Desk.drafts))
        await app.settle()
        #expect(tabs.selectedTab == .drafts)
        await expectInSync(app)

        tabs.remove(.inbox)
        await app.settle()
        #expect(app.sidebarTabs == ["drafts", "outbox"])
        #expect(app.tapSidebarTab(Desk.inbox) == false)
        await expectInSync(app)
    }

    @Test(arguments: everyHost)
    func theStyleChangedWhileShownBringsTheSidebarKeepingScreensAndSelection(_ kind: ScenarioHostKind) async {
        let (app, tabs, inbox) = await makeDesk(kind, style: .tabBar)
        inbox.show(.product(id: 2))
        await app.settle()
        #expect(app.tapTab(Desk.outbox))
        await app.settle()

        tabs.style = .sidebarAdaptable
        await app.settle()
        #expect(app.sidebarTabs == ["inbox", "outbox"])
        #expect(tabs.selectedTab == .outbox)
        #expect(inbox.screens.map(\.route.description) == ["list", "product(id: 2)"])
        await expectInSync(app)

        tabs.style = .tabBar
        await app.settle()
        #expect(app.sidebarTabs == nil)
        #expect(app.tapTab(Desk.inbox))
        await app.settle()
        #expect(tabs.selectedTab == .inbox)
        await expectInSync(app)
    }
}
