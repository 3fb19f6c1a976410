#if os(Linux)
import CoordinatorKit
import CoordinatorKitTesting
import ShopApp
import ShopExample
import Testing

/// The shop on an iPad with the app's real screens, on `UIKitHost` and on `NavigatorView`: a
/// product picked in the sidebar shows in the detail, the buy sheet covers both columns, and a
/// compact width collapses them with every flow kept, then expands them as they were.
@MainActor
@Suite struct IPadColumnsOnEveryHost {
    @Test(arguments: TourOnEveryHost.Kind.allCases)
    func pickBuyCollapseAndExpand(_ kind: TourOnEveryHost.Kind) async throws {
        let model = ShopAppModel(session: Session(user: User(name: "Ada")), layout: .columns)
        let app = kind.makeHost(for: model.navigator)
        _ = model.start(restoring: nil)
        await app.settle()
        let columns = try #require(model.navigator.rootCoordinator?.children.first as? CatalogColumnsCoordinator)
        let sidebar = try #require(columns.coordinator(for: .sidebar) as? CatalogCoordinator)

        // What the sidebar's product button does.
        sidebar.showProduct(id: 3)
        await app.settle()
        #expect(app.treeDescription == """
            root split: *sidebar: [productList]  (automatic)
                        *detail: [product(id: 3)]
            """)
        let detail = try #require(columns.coordinator(for: .detail) as? CatalogCoordinator)
        detail.buy(productID: 3)
        await app.settle()
        #expect(app.shownState.layers.map(\.presentation) == [.root, .sheet])
        #expect(app.syncReport.isInSync, "\(app.syncReport)")
        let expanded = model.navigator.state

        app.setHorizontalSizeClass(.compact)
        await app.settle()
        guard case .split(let collapsed)? = app.shownState.root?.content else { Issue.record("no split"); return }
        #expect(collapsed.isCollapsed)
        #expect(collapsed.collapsedStack.routes == [AnyRoute(CatalogRoute.productList), AnyRoute(CatalogRoute.product(id: 3))])
        #expect(app.shownState.layers.count == 2, "the buy sheet stays on top")
        #expect(detail.children.first is BuyCoordinator, "the buy flow runs on")
        #expect(app.syncReport.isInSync, "\(app.syncReport)")

        app.setHorizontalSizeClass(.regular)
        await app.settle()
        #expect(model.navigator.state == expanded)
        #expect(app.syncReport.isInSync, "\(app.syncReport)")
    }
}
#endif
