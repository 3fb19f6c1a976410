import CoordinatorFixtures
import CoordinatorKit
import CoordinatorKitTesting
import Testing

// One coordinator per tab: the tab bar, taps by tab value, a sheet over the tab bar, on every
// host.

@MainActor
@Suite struct TabsWithOneCoordinatorEach {
    private func makeTabs(_ kind: ScenarioHostKind) async -> (any ScenarioHost, TabCoordinator<MainTab>, ListCoordinator, ListCoordinator) {
        let app = kind.makeHost()
        let catalog = ListCoordinator()
        let orders = ListCoordinator()
        let tabs = TabCoordinator<MainTab>([.catalog: catalog, .orders: orders])
        app.navigator.start(tabs)
        await app.settle()
        return (app, tabs, catalog, orders)
    }

    @Test(arguments: everyHost)
    func theTabBarAppearsWithEveryTabsFirstScreenInOneCommand(_ kind: ScenarioHostKind) async {
        let app = kind.makeHost()
        let tabs = TabCoordinator<MainTab>([.catalog: ListCoordinator(), .orders: ListCoordinator()])
        let commands = await app.commands { app.navigator.start(tabs) }
        #expect(app.treeDescription == """
            root tabs: *catalog: [list]
                        orders: [list]
            """)
        #expect(commands.count == 1, "\(commands)")
        #expect(tabs.selectedTab == .catalog)
        #expect(tabs.children.count == 2)
        await expectInSync(app)
    }

    @Test(arguments: everyHost)
    func aPushInTheSecondTabWhileTheFirstIsSelectedDoesNotAnimate(_ kind: ScenarioHostKind) async {
        let (app, tabs, _, orders) = await makeTabs(kind)
        let push = await app.commands { orders.show(.product(id: 9)) }
        #expect(app.treeDescription == """
            root tabs: *catalog: [list]
                        orders: [list] > [product(id: 9)]
            """)
        #expect(push.last?.animated == false, "the change happened in a tab the user does not see")
        await expectInSync(app)
        let select = await app.commands { tabs.select(.orders) }
        #expect(tabs.selectedTab == .orders)
        #expect(select.last?.animated == true)
        await expectInSync(app)
    }

    @Test(arguments: everyHost)
    func tappingTabsIsWrittenBackAndReselectingPopsToTheRoot(_ kind: ScenarioHostKind) async {
        let (app, tabs, catalog, _) = await makeTabs(kind)
        catalog.show(.product(id: 1))
        catalog.show(.cart)
        await app.settle()
        #expect(app.tapTab(MainTab.orders))
        await app.settle()
        #expect(tabs.selectedTab == .orders)
        await expectInSync(app)
        #expect(app.tapTab(MainTab.catalog))
        await app.settle()
        #expect(tabs.selectedTab == .catalog)
        #expect(app.tapTab(MainTab.catalog))
        await app.settle()
        #expect(app.treeDescription == """
            root tabs: *catalog: [list]
                        orders: [list]
            """)
        #expect(catalog.status == .running)
        await expectInSync(app)
    }

    @Test(arguments: everyHost)
    func aSheetFromATabCoversTheTabBar(_ kind: ScenarioHostKind) async {
        let (app, _, catalog, _) = await makeTabs(kind)
        weak var buy: BuyCoordinator?
        do {
            let child = BuyCoordinator()
            buy = child
            catalog.startChild(child, as: .sheet)
        }
        await app.settle()
        #expect(app.treeDescription == """
            root  tabs: *catalog: [list]
                         orders: [list]
            sheet stack: [cart]
            """)
        #expect(app.tapTab(MainTab.orders) == false, "the sheet covers the tab bar")
        #expect(app.swipeDown())
        await app.settle()
        #expect(buy == nil)
        await expectInSync(app)
    }

    @Test(arguments: everyHost)
    func theCoordinatorsOfTabsEndWithTheirTabBar(_ kind: ScenarioHostKind) async {
        let app = kind.makeHost()
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
        await app.settle()
        #expect(app.swipeDown())
        await app.settle()
        #expect(catalog == nil)
        #expect(tabs == nil)
        #expect(main.children.isEmpty)
        await expectInSync(app)
    }
}
