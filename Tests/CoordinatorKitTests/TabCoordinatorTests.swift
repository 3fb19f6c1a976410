import CoordinatorKit
import CoordinatorFixtures
import CoordinatorKitTesting
import Testing

@MainActor
@Suite struct TabsWithOneCoordinatorEach {
    private func makeTabs() -> (Harness, TabCoordinator<MainTab>, ListCoordinator, ListCoordinator) {
        let app = Harness()
        let catalog = ListCoordinator()
        let orders = ListCoordinator()
        let tabs = TabCoordinator<MainTab>([.catalog: catalog, .orders: orders])
        app.navigator.start(tabs)
        return (app, tabs, catalog, orders)
    }

    @Test func tabBarAppearsWithEveryTabsFirstScreenInOneCommand() {
        let (app, tabs, _, _) = makeTabs()
        #expect(app.tree == """
            root tabs: *catalog: [list]
                        orders: [list]
            """)
        #expect(app.host.performedCommands.count == 1)
        #expect(tabs.selectedTab == .catalog)
        #expect(tabs.children.count == 2)
    }

    @Test func pushInTheSecondTabWhileTheFirstIsSelected() {
        let (app, tabs, _, orders) = makeTabs()
        orders.show(.product(id: 9))
        #expect(app.tree == """
            root tabs: *catalog: [list]
                        orders: [list] > [product(id: 9)]
            """)
        // The change happened in a tab the user does not see: nothing animates.
        #expect(app.host.performedCommands.last?.animated == false)
        tabs.select(.orders)
        #expect(tabs.selectedTab == .orders)
        #expect(app.host.performedCommands.last?.animated == true)
    }

    @Test func reselectingTheSelectedTabPopsItToItsRoot() {
        let (app, tabs, catalog, _) = makeTabs()
        catalog.show(.product(id: 1))
        catalog.show(.cart)
        #expect(app.host.tapTab("orders"))
        #expect(tabs.selectedTab == .orders)
        #expect(app.host.tapTab("catalog"))
        #expect(app.host.tapTab("catalog"))
        #expect(app.tree == """
            root tabs: *catalog: [list]
                        orders: [list]
            """)
        #expect(app.navigator.state == app.host.shownState)
        #expect(catalog.status == .running)
    }

    @Test func aSheetFromATabCoversTheTabBar() {
        let (app, _, catalog, _) = makeTabs()
        weak var buy: BuyCoordinator?
        do {
            let child = BuyCoordinator()
            buy = child
            catalog.startChild(child, as: .sheet)
        }
        #expect(app.tree == """
            root  tabs: *catalog: [list]
                         orders: [list]
            sheet stack: [cart]
            """)
        #expect(app.host.tapTab("orders") == false)
        #expect(app.host.swipeDown())
        #expect(buy == nil)
    }

    @Test func childCoordinatorsOfTabsEndWithTheirTabBar() {
        let app = Harness()
        let main = MainCoordinator()
        app.navigator.start(main)
        weak var catalog: ListCoordinator?
        weak var tabs: TabCoordinator<MainTab>?
        do {
            let first = ListCoordinator()
            let bar = TabCoordinator<MainTab>([.catalog: first, .orders: ListCoordinator()])
            catalog = first
            tabs = bar
            main.startChild(bar, as: .sheet)
        }
        #expect(app.host.swipeDown())
        #expect(catalog == nil)
        #expect(tabs == nil)
        #expect(main.children.isEmpty)
    }
}
