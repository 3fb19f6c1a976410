import CoordinatorFixtures
import CoordinatorKit
import CoordinatorKitTesting
#if os(Linux)
import CoordinatorKitSwiftUITesting
import CoordinatorKitUIKitTesting
#endif
import Testing

// A sidebar list's selection in step with the split's detail (issue #55 item 3), on every host:
// `SplitCoordinator.select(_:for:)` shows a route through the detail's flow and its guard, and
// `Split.selectedRoute(for:)` is the row a list shows selected, whatever changed the detail.
// The SwiftUI `List(selection:)` bound to them (`ColumnSelection`) is tested on NavigatorView in
// CoordinatorKitSwiftUITests' ColumnSelectionTests, and in screens UIKitHost hosts in its split's
// columns in CoordinatorKitUIKitTests' ColumnSelectionUIKitTests: these scenarios' coordinators
// provide no views, and the headless hosts draw none.

@MainActor
@Suite struct SplitSelectionScenarios {
    private func makeSplit(
        _ kind: ScenarioHostKind, width: HorizontalSizeClass = .regular
    ) async -> (any ScenarioHost, SplitCoordinator, SelectableProducts) {
        let app = kind.makeHost()
        #expect(app.setHorizontalSizeClass(width), "the host models a width")
        await app.settle()
        let split = SelectableSplit()
        app.navigator.start(split)
        await app.settle()
        return (app, split, split.coordinator(for: .detail) as! SelectableProducts)
    }

    private func shown(_ app: any ScenarioHost) -> Split? {
        if case .split(let split)? = app.shownState.root?.content { split } else { nil }
    }

    @Test(arguments: splitHosts)
    func aSelectionShowsTheRouteInTheDetailThroughItsFlowAndOnTopWhenCollapsed(_ kind: ScenarioHostKind) async {
        for width in [HorizontalSizeClass.regular, .compact] {
            let (app, split, detail) = await makeSplit(kind, width: width)
            split.select(ShopRoute.product(id: 2))
            await app.settle()
            #expect(shown(app)?.detail.routes == [AnyRoute(ShopRoute.product(id: 2))], "\(width)")
            #expect(shown(app)?.detail.screens.first?.owner == detail.id, "the detail's flow owns it")
            #expect(shown(app)?.compactColumn == .detail, "\(width)")
            #expect(shown(app)?.selectedRoute() == AnyRoute(ShopRoute.product(id: 2)), "\(width)")
            #expect(split.split?.selectedRoute() == AnyRoute(ShopRoute.product(id: 2)))
            await expectInSync(app)
        }
    }

    @Test(arguments: splitHosts)
    func aSelectionTheGuardDeniesChangesNothing(_ kind: ScenarioHostKind) async {
        let (app, split, _) = await makeSplit(kind)
        split.select(ShopRoute.product(id: 1))
        await app.settle()
        let before = app.shownState
        split.select(ShopRoute.product(id: SelectableProducts.soldOut))
        await app.settle()
        #expect(app.shownState == before)
        #expect(app.navigator.state == before)
        #expect(shown(app)?.selectedRoute() == AnyRoute(ShopRoute.product(id: 1)))
        await expectInSync(app)
    }

    @Test(arguments: splitHosts)
    func selectingTheShownRouteAgainKeepsTheScreensPushedOnIt(_ kind: ScenarioHostKind) async {
        let (app, split, detail) = await makeSplit(kind)
        split.select(ShopRoute.product(id: 2))
        await app.settle()
        detail.show(.cart)
        await app.settle()
        #expect(shown(app)?.selectedRoute() == AnyRoute(ShopRoute.product(id: 2)), "a push leaves the selection as it is")
        split.select(ShopRoute.product(id: 2))
        await app.settle()
        #expect(shown(app)?.detail.routes == [AnyRoute(ShopRoute.product(id: 2)), AnyRoute(ShopRoute.cart)])
        await expectInSync(app)
    }

    @Test(arguments: splitHosts)
    func theSelectionFollowsALink(_ kind: ScenarioHostKind) async throws {
        let (app, _, _) = await makeSplit(kind)
        _ = try app.navigator.open(DeepLink(path: "/detail/products/6"))
        await app.settle()
        #expect(shown(app)?.selectedRoute() == AnyRoute(ShopRoute.product(id: 6)))
        await expectInSync(app)
    }

    @Test(arguments: splitHosts)
    func noRouteIsSelectedOnceTheUserWentBackToTheSidebarOfACollapsedSplit(_ kind: ScenarioHostKind) async {
        let (app, split, _) = await makeSplit(kind, width: .compact)
        #expect(shown(app)?.selectedRoute() == nil, "the sidebar is on top")
        split.select(ShopRoute.product(id: 2))
        await app.settle()
        #expect(shown(app)?.selectedRoute() == AnyRoute(ShopRoute.product(id: 2)))
        #expect(app.tapBack())
        await app.settle()
        #expect(shown(app)?.compactColumn == .sidebar)
        #expect(shown(app)?.selectedRoute() == nil)
        // Selecting it again shows it on top again.
        split.select(ShopRoute.product(id: 2))
        await app.settle()
        #expect(shown(app)?.compactColumn == .detail)
        #expect(shown(app)?.selectedRoute() == AnyRoute(ShopRoute.product(id: 2)))
        await expectInSync(app)
    }

    @Test(arguments: splitHosts)
    func theSelectionFollowsARestore(_ kind: ScenarioHostKind) async throws {
        let (before, split, _) = await makeSplit(kind)
        split.select(ShopRoute.product(id: 4))
        await before.settle()
        let data = try before.navigator.savedData(coordinators: selectableTypes)
        let after = kind.makeHost()
        try after.navigator.restore(from: data, routes: RouteTypes(ShopRoute.self), coordinators: selectableTypes)
        await after.settle()
        #expect(shown(after)?.selectedRoute() == AnyRoute(ShopRoute.product(id: 4)))
        let restored = try #require(after.navigator.rootCoordinator as? SelectableSplit)
        restored.select(ShopRoute.product(id: 5))
        await after.settle()
        #expect(shown(after)?.selectedRoute() == AnyRoute(ShopRoute.product(id: 5)), "the restored detail's flow selects")
        await expectInSync(after)
    }

    @Test(arguments: [ScenarioHostKind.headless])
    func aColumnWhoseFlowShowsAnotherRouteTypeReportsAnIssueAndChangesNothing(_ kind: ScenarioHostKind) async {
        let (app, split, _) = await makeSplit(kind)
        let before = app.navigator.state
        withKnownIssue {
            split.select(MapRoute.map)
        } matching: {
            $0.description.contains("does not show MapRoute")
        }
        await app.settle()
        #expect(app.navigator.state == before)
    }
}

/// A detail flow of products whose guard denies the product sold out, and whose links select a
/// product (`/products/6`).
private final class SelectableProducts: Coordinator<ShopRoute>, RestorableCoordinator {
    static let soldOut = 9
    private struct SoldOut: Error {}

    override func start() { show(.list) }
    override func decision(for route: ShopRoute) -> RouteDecision {
        route == .product(id: Self.soldOut) ? .deny(reason: SoldOut()) : .allow
    }
    override func handle(_ link: DeepLink) throws(DeepLinkError) -> DeepLinkHandling {
        if link.first == "products", link.path.count == 2, let id = Int(link.path[1]) {
            setStack([.product(id: id)])
            return .handled
        }
        return try super.handle(link)
    }
}

/// A split with the list on top while collapsed, as a catalog's on an iPhone.
private final class SelectableSplit: SplitCoordinator, RestorableCoordinator {
    init() { super.init(sidebar: ProductsList(), detail: SelectableProducts(), compactColumn: .sidebar) }
}

private final class ProductsList: Coordinator<ShopRoute>, RestorableCoordinator {
    override func start() { show(.list) }
}

@MainActor
private var selectableTypes: CoordinatorTypes {
    CoordinatorTypes()
        .registering(SelectableSplit.self, as: "split") { _ in SelectableSplit() }
        .registering(ProductsList.self, as: "list") { _ in ProductsList() }
        .registering(SelectableProducts.self, as: "products") { _ in SelectableProducts() }
}
