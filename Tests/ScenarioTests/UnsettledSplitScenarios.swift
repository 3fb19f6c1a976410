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

@MainActor
@Suite struct WidthChangesWhileAChangeAnimates {
    private func makeSplit(_ kind: ScenarioHostKind, width: HorizontalSizeClass) async -> (
        any ScenarioHost, SplitCoordinator, ListCoordinator
    ) {
        let app = kind.makeHost()
        let detail = ListCoordinator()
        let split = SplitCoordinator(sidebar: ListCoordinator(), detail: detail)
        app.navigator.start(split)
        await app.settle()
        #expect(app.setHorizontalSizeClass(width))
        await app.settle()
        return (app, split, detail)
    }

    private func detailRoutes(_ app: any ScenarioHost) -> [AnyRoute]? {
        guard case .split(let split)? = app.shownState.root?.content else { return nil }
        return split.detail.routes
    }

    @Test(arguments: splitHosts)
    func expandingDuringAPushKeepsThePushedScreenInTheDetail(_ kind: ScenarioHostKind) async {
        let (app, split, detail) = await makeSplit(kind, width: .compact)
        detail.show(.product(id: 1))
        // The iPad leaves Slide Over while the product slides in.
        #expect(app.setHorizontalSizeClass(.regular))
        await app.settle()
        #expect(detailRoutes(app) == [ShopRoute.list, .product(id: 1)].map(AnyRoute.init))
        await expectInSync(app)
        // A new selection shows exactly its screens in the detail.
        split.showDetail(ProductDetail(id: 2))
        await app.settle()
        #expect(detailRoutes(app) == [AnyRoute(ShopRoute.product(id: 2))])
        await expectInSync(app)
    }

    @Test(arguments: splitHosts)
    func collapsingDuringAPushStacksThePushedScreenOnTop(_ kind: ScenarioHostKind) async {
        let (app, _, detail) = await makeSplit(kind, width: .regular)
        detail.show(.product(id: 1))
        #expect(app.setHorizontalSizeClass(.compact))
        await app.settle()
        guard case .split(let shown)? = app.shownState.root?.content else { Issue.record("no split"); return }
        #expect(shown.isCollapsed)
        #expect(shown.collapsedStack.routes == [ShopRoute.list, .list, .product(id: 1)].map(AnyRoute.init))
        await expectInSync(app)
        detail.show(.cart)
        await app.settle()
        #expect(detailRoutes(app)?.last == AnyRoute(ShopRoute.cart))
        await expectInSync(app)
    }

    @Test(arguments: splitHosts)
    func expandingDuringASelectionShowsTheNewDetail(_ kind: ScenarioHostKind) async {
        let (app, split, _) = await makeSplit(kind, width: .compact)
        split.showDetail(ProductDetail(id: 1))
        #expect(app.setHorizontalSizeClass(.regular))
        await app.settle()
        #expect(detailRoutes(app) == [AnyRoute(ShopRoute.product(id: 1))])
        await expectInSync(app)
    }

    @Test(arguments: splitHosts)
    func aPushBetweenTwoWidthChangesLandsOnTheDetailOnTop(_ kind: ScenarioHostKind) async {
        let (app, _, detail) = await makeSplit(kind, width: .compact)
        // Slide Over, back and forth, with a push in between: UIKit may start the push only once
        // the detail column has laid out, after it collapsed again.
        #expect(app.setHorizontalSizeClass(.regular))
        detail.show(.product(id: 1))
        #expect(app.setHorizontalSizeClass(.compact))
        await app.settle()
        guard case .split(let shown)? = app.shownState.root?.content else { Issue.record("no split"); return }
        #expect(shown.isCollapsed && shown.compactColumn == .detail)
        #expect(shown.collapsedStack.routes == [ShopRoute.list, .list, .product(id: 1)].map(AnyRoute.init))
        await expectInSync(app)
        detail.show(.cart)
        await app.settle()
        #expect(detailRoutes(app)?.last == AnyRoute(ShopRoute.cart))
        await expectInSync(app)
    }

    @Test(arguments: splitHosts)
    func aPushAndABackTapBetweenWidthChangesBackAndForthEndInSync(_ kind: ScenarioHostKind) async {
        let (app, _, detail) = await makeSplit(kind, width: .compact)
        #expect(app.setHorizontalSizeClass(.regular))
        detail.show(.product(id: 1))
        #expect(app.setHorizontalSizeClass(.compact))
        // Whether the tap finds a screen to go back from depends on what still animates.
        app.tapBack()
        #expect(app.setHorizontalSizeClass(.regular))
        #expect(app.setHorizontalSizeClass(.compact))
        await expectInSync(app)
        detail.show(.cart)
        await app.settle()
        guard case .split(let shown)? = app.shownState.root?.content else { Issue.record("no split"); return }
        #expect(shown.isCollapsed && shown.compactColumn == .detail)
        #expect(shown.collapsedStack.routes.last == AnyRoute(ShopRoute.cart))
        await expectInSync(app)
    }

    @Test(arguments: splitHosts)
    func theWindowWidensAndNarrowsWhileTheUserGoesBackToTheSidebar(_ kind: ScenarioHostKind) async {
        let (app, split, _) = await makeSplit(kind, width: .compact)
        #expect(app.tapBack(), "back past the detail's first screen")
        #expect(app.setHorizontalSizeClass(.regular))
        #expect(app.setHorizontalSizeClass(.compact))
        await app.settle()
        guard case .split(let shown)? = app.shownState.root?.content else { Issue.record("no split"); return }
        #expect(shown.compactColumn == .sidebar, "the sidebar the user went back to is on top")
        await expectInSync(app)
        (split.coordinator(for: .sidebar) as? Coordinator<ShopRoute>)?.show(.cart)
        await app.settle()
        guard case .split(let pushed)? = app.shownState.root?.content else { Issue.record("no split"); return }
        #expect(pushed.collapsedStack.routes == [ShopRoute.list, .cart].map(AnyRoute.init))
        await expectInSync(app)
    }

    @Test(arguments: splitHosts)
    func widthChangeWhileTheUserGoesBackToTheSidebarKeepsTheDetail(_ kind: ScenarioHostKind) async {
        let (app, split, _) = await makeSplit(kind, width: .compact)
        split.showDetail(ProductDetail(id: 2))
        await app.settle()
        // Back past the detail's first screen, and the window widens while the sidebar slides in.
        #expect(app.tapBack())
        #expect(app.setHorizontalSizeClass(.regular))
        await app.settle()
        #expect(detailRoutes(app) == [AnyRoute(ShopRoute.product(id: 2))])
        await expectInSync(app)
        (split.coordinator(for: .detail) as? Coordinator<ShopRoute>)?.show(.cart)
        await app.settle()
        #expect(detailRoutes(app) == [ShopRoute.product(id: 2), .cart].map(AnyRoute.init))
        await expectInSync(app)
    }

    @Test(arguments: splitHosts, [true, false])
    func resizingDuringASwipeBackKeepsWhatTheUserLeftOn(_ kind: ScenarioHostKind, completing: Bool) async throws {
        let (app, _, detail) = await makeSplit(kind, width: .compact)
        detail.show(.product(id: 1))
        detail.show(.product(id: 2))
        await app.settle()
        let swipe = try #require(app.beginSwipeBack())
        // The window widens while the finger is down.
        #expect(app.setHorizontalSizeClass(.regular))
        swipe.end(completing)
        await app.settle()
        let expected: [ShopRoute] = completing ? [.list, .product(id: 1)] : [.list, .product(id: 1), .product(id: 2)]
        #expect(detailRoutes(app) == expected.map(AnyRoute.init))
        await expectInSync(app)
        detail.show(.cart)
        await app.settle()
        #expect(detailRoutes(app)?.last == AnyRoute(ShopRoute.cart))
        await expectInSync(app)
    }
}

@MainActor
@Suite struct SplitsRestoredAtAnotherWidth {
    @Test(arguments: splitHosts)
    func aSplitSavedOnOneWidthAndRestoredOnTheOtherTakesTheHostsWidth(_ kind: ScenarioHostKind) async throws {
        for (savedOn, restoredOn) in [(HorizontalSizeClass.compact, HorizontalSizeClass.regular), (.regular, .compact)] {
            let before = kind.makeHost()
            #expect(before.setHorizontalSizeClass(savedOn))
            await before.settle()
            let detail = ListCoordinator()
            before.navigator.start(SplitCoordinator(sidebar: ListCoordinator(), detail: detail))
            await before.settle()
            detail.show(.product(id: 4))
            await before.settle()
            let data = try before.navigator.state.encoded()

            let after = kind.makeHost()
            #expect(after.setHorizontalSizeClass(restoredOn))
            await after.settle()
            let restored = try NavigationState(restoring: data, routes: RouteTypes(ShopRoute.self))
            try after.navigator.update(animated: false) { $0 = restored }
            await after.settle()
            guard case .split(let split)? = after.navigator.state.root?.content else { Issue.record("no split"); return }
            #expect(split.isCollapsed == (restoredOn == .compact), "saved \(savedOn), restored \(restoredOn)")
            #expect(split.detail.routes == [ShopRoute.list, .product(id: 4)].map(AnyRoute.init))
            await expectInSync(after)
            // The width changes back: the split follows.
            #expect(after.setHorizontalSizeClass(savedOn))
            await after.settle()
            guard case .split(let back)? = after.navigator.state.root?.content else { Issue.record("no split"); return }
            #expect(back.isCollapsed == (savedOn == .compact))
            await expectInSync(after)
        }
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
