import CoordinatorKit
import CoordinatorKitTesting
import Testing

// The code of the DocC articles "Alerts and confirmation dialogs", "Transitions" and "Columns on
// iPad and Mac", verbatim but for the enclosing types, the stubs they leave undefined and the
// assertions. DocumentationMirror checks that each line of the articles' code is here.

enum SaveChoice: Hashable, Codable, Sendable { case save, discard, keepEditing }

extension Question<SaveChoice> {
    static let saveChanges = Question(
        "Save your change?", style: .confirmationDialog,
        choices: [.default("Save", .save), .destructive("Discard", .discard), .cancel("Keep editing", .keepEditing)]
    )
}

@MainActor
@Suite struct AlertsAndConfirmationDialogsArticle {
    enum SettingsRoute: Route { case settings }

    final class Settings {
        var saved = false
        func save() { saved = true }
    }

    final class SettingsCoordinator: Coordinator<SettingsRoute> {
        let settings = Settings()
        override func start() { show(.settings) }

        func close() async {
            switch await ask(.saveChanges) {
            case .finished(.save): settings.save(); finish()
            case .finished(.discard): finish()
            case .finished(.keepEditing), .cancelled: break
            }
        }
    }

    @Test func savingOnCloseAsksFirst() async {
        let navigator = Navigator()
        let host = HeadlessHost()
        navigator.attach(host)
        let root = Coordinator(root: SettingsRoute.settings)
        navigator.start(root)
        let settings = SettingsCoordinator()
        root.startChild(settings, as: .sheet)
        let closing = Task { await settings.close() }
        while !host.tapChoice("Save") { await Task.yield() }
        await closing.value
        #expect(settings.settings.saved)
        #expect(root.children.isEmpty)
    }
}

@MainActor
@Suite struct TransitionsArticle {
    enum MainTab: Hashable, Sendable { case catalog, orders }

    enum CatalogRoute: Route {
        case productList, product(id: Int), photo(productID: Int)

        var presentation: Presentation? {
            if case .photo = self { return .fullScreenCover }
            return nil
        }

        var animation: RouteAnimation {
            switch self {
            case .product(let id): .zoom(from: CatalogRoute.product(id: id))  // from its row
            case .photo: .custom("card")                                    // the app's own
            case .productList: .system
            }
        }
    }

    final class MainTabsCoordinator: TabCoordinator<MainTab> {
        override var layerAnimation: RouteAnimation { .crossDissolve }   // login → home
    }

    @Test func routesNameTheirAnimations() {
        let navigator = Navigator()
        let host = HeadlessHost()
        navigator.attach(host)
        let catalog = Coordinator(root: CatalogRoute.productList)
        let tabs = MainTabsCoordinator([.catalog: catalog, .orders: Coordinator(root: CatalogRoute.productList)])
        navigator.start(tabs)
        catalog.show(.product(id: 1))
        catalog.show(.photo(productID: 1))
        #expect(CatalogRoute.photo(productID: 1).animation == .custom("card"))
        #expect(tabs.layerAnimation == .crossDissolve)
        #expect(host.shownState == navigator.state)
    }
}

@MainActor
@Suite struct ColumnsOnIPadAndMacArticle {
    enum CatalogRoute: Route { case list, product(Int) }

    final class CatalogCoordinator: Coordinator<CatalogRoute> {
        override func start() { show(.list) }
    }

    final class WelcomeCoordinator: Coordinator<CatalogRoute> {
        override func start() { show(.list) }
    }

    final class ProductCoordinator: Coordinator<CatalogRoute> {
        let productID: Int
        init(productID: Int) {
            self.productID = productID
            super.init()
        }
        override func start() { show(.product(productID)) }
    }

    @Test func pickingAProductReplacesTheDetail() {
        let navigator = Navigator()
        let host = HeadlessHost()
        navigator.attach(host)
        let split = SplitCoordinator(sidebar: CatalogCoordinator(), detail: WelcomeCoordinator())
        navigator.start(split)

        // The user picks a product in the sidebar: its flow replaces the detail's.
        split.showDetail(ProductCoordinator(productID: 12))
        #expect(host.treeDescription.contains("[product(12)]"))
        #expect(host.shownState == navigator.state)
    }
}
