import CoordinatorKit
import CoordinatorKitTesting
import Testing

// The code of the DocC article "Sheets, detents and tab items" (SheetsDetentsAndTabItems.md),
// verbatim but for the enclosing type, the stubs it leaves undefined and the assertions.
// DocumentationMirror checks that each line of the article's code is here.
@MainActor
@Suite struct SheetsDetentsAndTabItemsArticle {
    enum ShopRoute: Route {
        case product(Int), cart, settings

        var presentation: Presentation? {
            switch self {
            case .product: nil
            case .cart: .sheet
            case .settings: .fullScreenCover
            }
        }

        var presentationOptions: PresentationOptions {
            self == .cart ? PresentationOptions(detents: [.medium, .large], showsGrabber: true) : .init()
        }
    }

    enum MainTab: Hashable, Sendable, TabItemProviding {
        case catalog, orders

        var tabItem: TabItem {
            switch self {
            case .catalog: TabItem("Catalog", systemImage: "cup.and.saucer")
            case .orders: TabItem("Orders", systemImage: "bag")
            }
        }
    }

    enum SettingsRoute: Route { case settings, discardChanges }

    final class SettingsCoordinator: Coordinator<SettingsRoute> {
        override func start() { show(.settings) }
        func didEdit() { updatePresentationOptions { $0.isInteractiveDismissDisabled = true } }
        func didSave() { updatePresentationOptions { $0.isInteractiveDismissDisabled = false } }

        override func userDidAttemptToDismiss() {
            present(.discardChanges, as: .popover)
        }
    }

    @Test func theCartIsAHalfHeightSheetInATab() throws {
        let navigator = Navigator()
        let host = HeadlessHost()
        navigator.attach(host)
        let catalog = Coordinator(root: ShopRoute.product(1))
        let tabs = TabCoordinator<MainTab>([.catalog: catalog, .orders: Coordinator(root: ShopRoute.product(2))])
        navigator.start(tabs)
        tabs.setBadge("2", for: .orders)
        #expect(host.treeDescription.contains("(badge 2)"))
        catalog.show(.cart)
        #expect(navigator.state.top?.options.detents == [.medium, .large])
        #expect(host.dragSheet(to: .large))
    }

    @Test func theAdaptiveTabBarShowsItsTabsInTheSidebar() async {
        let app = HeadlessScenarioHost()
        let navigator = app.navigator
        let tabs = TabCoordinator<MainTab>([
            .catalog: Coordinator(root: ShopRoute.product(1)),
            .orders: Coordinator(root: ShopRoute.product(2)),
        ])
        tabs.style = .sidebarAdaptable
        navigator.start(tabs)
        await app.settle()
        #expect(app.sidebarTabs == ["catalog", "orders"])
        #expect(app.tapSidebarTab(MainTab.orders))
        await app.settle()
        #expect(tabs.selectedTab == .orders)
    }

    @Test func aLockedSheetAsksInAPopover() {
        let navigator = Navigator()
        let host = HeadlessHost()
        navigator.attach(host)
        let root = Coordinator(root: ShopRoute.product(1))
        navigator.start(root)
        let settings = SettingsCoordinator()
        root.startChild(settings, as: .sheet)
        settings.didEdit()
        #expect(navigator.state.top?.options.isInteractiveDismissDisabled == true)
        host.swipeDown()
        #expect(settings.routes == [.settings, .discardChanges], "the sheet stays, and asks in a popover")
        #expect(navigator.state.layers.count == 3)
        settings.dismiss()
        settings.didSave()
        #expect(navigator.state.layers[1].options.isInteractiveDismissDisabled == false)
    }
}
