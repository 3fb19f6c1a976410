#if os(Linux)
import CoordinatorKit
import CoordinatorKitTesting
import CoordinatorKitUIKit
import CoordinatorKitUIKitTesting
import SwiftUIDouble
import Testing
import UIKitDouble

/// A SwiftUI sidebar's `List(selection:)` bound with `ColumnSelection`, in a split UIKitHost
/// renders, its screens in hosting controllers (issue #55): UIKitHost gives hosted screens the
/// split they are drawn in, as NavigatorView gives its columns, and hosts them again when the
/// split's selection changes. NavigatorView's side is CoordinatorKitSwiftUITests'
/// ColumnSelectionTests.
@MainActor
@Suite struct ColumnSelectionInAUIKitHostedSidebar {
    private func renderCatalog() async throws -> (UIKitScenarioHost, ProductColumn, UIHostingController<AnyView>) {
        let app = UIKitScenarioHost.testApp()
        #expect(app.setHorizontalSizeClass(.regular))
        let detail = ProductColumn()
        app.navigator.start(SplitCoordinator(sidebar: ProductsSidebar(), detail: detail))
        await app.runtime.settle()
        let sidebar = try #require(sidebarController(of: app))
        sidebar.loadViewIfNeeded()
        return (app, detail, sidebar)
    }

    private func sidebarController(of app: UIKitScenarioHost) -> UIHostingController<AnyView>? {
        guard case .split(let split)? = app.navigator.state.root?.content, let screen = split.sidebar.screens.first
        else { return nil }
        return app.host.viewController(for: screen.id) as? UIHostingController<AnyView>
    }

    private func detailRoutes(_ app: UIKitScenarioHost) -> [CatalogRoute] {
        guard case .split(let split)? = app.navigator.state.root?.content else { return [] }
        return split.detail.routes.compactMap { $0.as(CatalogRoute.self) }
    }

    @Test func theRowOfTheRouteTheDetailShowsIsSelected() async throws {
        let (_, _, sidebar) = try await renderCatalog()
        #expect(sidebar.doubleSelectedListRows == ["Lamp"])
    }

    @Test func tappingARowShowsItsRouteInTheDetailThroughItsFlow() async throws {
        let (app, _, sidebar) = try await renderCatalog()
        #expect(sidebar.doubleTapListRow(titled: "Chair"))
        await app.runtime.settle()
        #expect(detailRoutes(app) == [.product(id: 2)])
        #expect(sidebar.doubleSelectedListRows == ["Chair"])
        app.expectInSync()
    }

    @Test func aRowTheGuardDeniesChangesNothingAndTheSelectionGoesBackToTheShownRoute() async throws {
        let (app, _, sidebar) = try await renderCatalog()
        let before = app.navigator.state
        #expect(sidebar.doubleTapListRow(titled: "Sold out"))
        await app.runtime.settle()
        #expect(app.navigator.state == before)
        #expect(sidebar.doubleSelectedListRows == ["Lamp"], "the host hosted the list again and it read its selection")
        app.expectInSync()
    }

    @Test func theSelectionFollowsCodeAndALinkButNotAPush() async throws {
        let (app, detail, sidebar) = try await renderCatalog()
        detail.setStack([.product(id: 2)])
        await app.runtime.settle()
        #expect(sidebar.doubleSelectedListRows == ["Chair"])
        _ = try app.navigator.open(DeepLink(path: "/detail/products/1"))
        await app.runtime.settle()
        #expect(sidebar.doubleSelectedListRows == ["Lamp"])
        let rendered = sidebar.doubleTexts
        detail.show(.reviews(id: 1))
        await app.runtime.settle()
        #expect(sidebar.doubleSelectedListRows == ["Lamp"], "a push leaves the selection as it is")
        #expect(sidebar.doubleTexts == rendered)
        app.expectInSync()
    }

    @Test func noRowIsSelectedOnceTheUserWentBackToTheListOfACollapsedSplit() async throws {
        let (app, _, sidebar) = try await renderCatalog()
        #expect(app.setHorizontalSizeClass(.compact))
        await app.runtime.settle()
        #expect(sidebar.doubleSelectedListRows == ["Lamp"], "the detail is on top")
        #expect(app.tapBack())
        await app.runtime.settle()
        #expect(sidebar.doubleSelectedListRows == [nil])
        #expect(sidebar.doubleTapListRow(titled: "Lamp"))
        await app.runtime.settle()
        #expect(sidebar.doubleSelectedListRows == ["Lamp"])
        app.expectInSync()
    }

    @Test func aSelectionInAHostedScreenOutsideASplitReportsAnIssueAtItsDeclaration() async throws {
        let app = UIKitScenarioHost.testApp()
        app.navigator.start(ProductsSidebar())
        await app.runtime.settle()
        let list = try #require(app.visibleViewController as? UIHostingController<AnyView>)
        list.loadViewIfNeeded()
        #expect(list.doubleSelectedListRows == [nil])
        withKnownIssue {
            _ = list.doubleTapListRow(titled: "Chair")
        } matching: {
            $0.description.contains("not in a column of a split")
        }
        await app.runtime.settle()
        #expect(app.tree == "root stack: [products]")
    }

    @Test func aHostedSelectableSidebarKeepsNothingAliveOnceTheAppLetsGo() async throws {
        weak var weakNavigator: Navigator?
        weak var weakHost: UIKitHost?
        weak var weakSidebar: UIHostingController<AnyView>?
        do {
            let (app, _, sidebar) = try await renderCatalog()
            #expect(sidebar.doubleTapListRow(titled: "Chair"))
            await app.runtime.settle()
            #expect(sidebar.doubleTapListRow(titled: "Sold out"))
            await app.runtime.settle()
            weakNavigator = app.navigator
            weakHost = app.host
            weakSidebar = sidebar
        }
        #expect(weakSidebar == nil)
        #expect(weakHost == nil, "the hosted screens' environment holds the host weakly")
        #expect(weakNavigator == nil)
    }
}

// The Columns article's sidebar (ColumnsOnIPadAndMac.md), with the catalog it shows.

private enum CatalogRoute: Route {
    case products
    case product(id: Int)
    case reviews(id: Int)
}

private struct Product: Identifiable {
    let id: Int
    let name: String
}

private struct ProductList: View {
    let products: [Product]
    @ColumnSelection private var selection: CatalogRoute?

    var body: some View {
        List(selection: $selection) {
            ForEach(products) { product in
                Text(product.name).tag(CatalogRoute.product(id: product.id))
            }
        }
    }
}

private let products = [Product(id: 1, name: "Lamp"), Product(id: 2, name: "Chair"), Product(id: 3, name: "Sold out")]

private struct SoldOut: Error {}

/// The sidebar: the list of products.
private final class ProductsSidebar: Coordinator<CatalogRoute>, ViewProviding {
    override func start() { show(.products) }
    func view(for route: CatalogRoute) -> some View {
        VStack {
            Text("Products")
            ProductList(products: products)
        }
    }
}

/// The detail: a product and its reviews; its guard denies the product sold out.
private final class ProductColumn: Coordinator<CatalogRoute>, ViewProviding {
    override func start() { show(.product(id: 1)) }
    override func decision(for route: CatalogRoute) -> RouteDecision {
        route == .product(id: 3) ? .deny(reason: SoldOut()) : .allow
    }
    override func handle(_ link: DeepLink) throws(DeepLinkError) -> DeepLinkHandling {
        if link.first == "products", link.path.count == 2, let id = Int(link.path[1]) {
            setStack([.product(id: id)])
            return .handled
        }
        return try super.handle(link)
    }
    func view(for route: CatalogRoute) -> some View {
        switch route {
        case .products: Text("Products")
        case .product(let id): Text(products.first { $0.id == id }?.name ?? "?")
        case .reviews(let id): Text("Reviews of \(id)")
        }
    }
}
#endif
