import CoordinatorFixtures
import CoordinatorKit
import CoordinatorKitTesting
import Testing

// Splits in a world that does not settle: a second selection, a width change or a swipe arrives
// while the last change still animates. Each host orders what arrives meanwhile and ends in sync.

@MainActor
@Suite struct SelectionsWhileTheLastOneAnimates {
    /// A split collapsed into one stack, the detail on top.
    private func makeCollapsedSplit(_ kind: ScenarioHostKind) async -> (any ScenarioHost, SplitCoordinator) {
        let app = kind.makeHost()
        let split = SplitCoordinator(sidebar: ListCoordinator(), detail: ListCoordinator())
        app.navigator.start(split)
        await app.settle()
        #expect(app.setHorizontalSizeClass(.compact))
        await app.settle()
        return (app, split)
    }

    @Test(arguments: splitHosts)
    func twoQuickSelectionsInACollapsedSplitShowTheSecondAndLaterChangesGoOn(_ kind: ScenarioHostKind) async {
        let (app, split) = await makeCollapsedSplit(kind)
        split.showDetail(ProductDetail(id: 1))
        // The user taps another row while the first selection still slides in.
        let second = ProductDetail(id: 2)
        split.showDetail(second)
        await app.settle()
        guard case .split(let shown)? = app.shownState.root?.content else { Issue.record("no split"); return }
        #expect(shown.collapsedStack.routes == [ShopRoute.list, .product(id: 2)].map(AnyRoute.init))
        await expectInSync(app)
        // Navigation goes on in that window.
        second.show(.cart)
        await app.settle()
        guard case .split(let pushed)? = app.shownState.root?.content else { Issue.record("no split"); return }
        #expect(pushed.collapsedStack.routes.last == AnyRoute(ShopRoute.cart))
        await expectInSync(app)
    }

    @Test(arguments: splitHosts)
    func aPushDuringASelectionInACollapsedSplitLandsOnTheNewDetail(_ kind: ScenarioHostKind) async {
        let (app, split) = await makeCollapsedSplit(kind)
        let selected = ProductDetail(id: 1)
        split.showDetail(selected)
        // A link in the new detail, tapped while it still slides in.
        selected.show(.cart)
        await app.settle()
        guard case .split(let shown)? = app.shownState.root?.content else { Issue.record("no split"); return }
        #expect(shown.collapsedStack.routes == [ShopRoute.list, .product(id: 1), .cart].map(AnyRoute.init))
        await expectInSync(app)
        split.showDetail(ProductDetail(id: 3))
        await expectInSync(app)
    }
}

/// A detail flow showing one product.
private final class ProductDetail: Coordinator<ShopRoute> {
    let product: Int
    init(id: Int) {
        product = id
        super.init()
    }
    override func start() { show(.product(id: product)) }
}
