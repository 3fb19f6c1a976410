import CoordinatorFixtures
import CoordinatorKit
import CoordinatorKitTesting
import Testing

// The user's finger stays down on a swipe back while the window changes width (Slide Over,
// rotation), and the code goes on meanwhile. Whatever the platform ends or keeps of the swipe,
// the window goes on showing the navigator's target once the finger lifts.

@MainActor
@Suite struct SwipesAcrossWidthChanges {
    private func makeSplit(_ kind: ScenarioHostKind, width: HorizontalSizeClass) async -> (
        any ScenarioHost, ListCoordinator
    ) {
        let app = kind.makeHost()
        let detail = ListCoordinator()
        app.navigator.start(SplitCoordinator(sidebar: ListCoordinator(), detail: detail))
        await app.settle()
        #expect(app.setHorizontalSizeClass(width))
        await app.settle()
        return (app, detail)
    }

    private func shownSplit(_ app: any ScenarioHost) -> Split? {
        guard case .split(let split)? = app.shownState.root?.content else { return nil }
        return split
    }

    /// Lets the main actor run what the host left for its next turns, as the finger stays down.
    private func holdTheFinger() async {
        for _ in 0..<3 { await Task.yield() }
    }

    @Test(arguments: splitHosts, [true, false])
    func theWidthTheWindowTookUnderTheFingerReachesTheNavigatorWhenItLifts(
        _ kind: ScenarioHostKind, completing: Bool
    ) async throws {
        let (app, detail) = await makeSplit(kind, width: .regular)
        detail.show(.product(id: 1))
        await app.settle()
        let swipe = try #require(app.beginSwipeBack())
        #expect(app.setHorizontalSizeClass(.compact))
        await holdTheFinger()
        swipe.end(completing)
        await app.settle()
        guard case .split(let split)? = app.navigator.state.root?.content else { Issue.record("no split"); return }
        #expect(split.isCollapsed, "the navigator knows the window is narrow")
        await expectInSync(app)
        detail.show(.cart)
        await app.settle()
        #expect(shownSplit(app)?.collapsedStack.routes.last == AnyRoute(ShopRoute.cart))
        await expectInSync(app)
    }

    @Test(arguments: splitHosts, [true, false])
    func aSwipeBackToTheSidebarThatTheWindowWideningEndedTakesNothingLater(
        _ kind: ScenarioHostKind, completing: Bool
    ) async throws {
        let (app, detail) = await makeSplit(kind, width: .compact)
        // From the detail's first screen, the swipe goes back to the sidebar.
        let swipe = try #require(app.beginSwipeBack())
        #expect(app.setHorizontalSizeClass(.regular))
        await holdTheFinger()
        detail.show(.product(id: 1))
        await app.settle()
        swipe.end(completing)
        await app.settle()
        #expect(app.navigator.state.root.flatMap { layer in
            if case .split(let split) = layer.content { split.detail.routes.last } else { nil }
        } == AnyRoute(ShopRoute.product(id: 1)), "the pushed screen stays")
        await expectInSync(app)
    }

    @Test(arguments: splitHosts, [true, false])
    func aSwipeBackToTheSidebarBegunBeforeTheNavigatorHeardTheWidthLetsGoWhenTheWindowWidens(
        _ kind: ScenarioHostKind, completing: Bool
    ) async throws {
        let (app, detail) = await makeSplit(kind, width: .regular)
        // Slide Over narrows the window, and the finger comes down before anyone heard of it.
        #expect(app.setHorizontalSizeClass(.compact))
        let swipe = try #require(app.beginSwipeBack())
        await holdTheFinger()
        #expect(app.setHorizontalSizeClass(.regular))
        await holdTheFinger()
        detail.show(.product(id: 1))
        swipe.end(completing)
        await app.settle()
        guard case .split(let split)? = app.navigator.state.root?.content else { Issue.record("no split"); return }
        #expect(!split.isCollapsed)
        #expect(split.detail.routes.last == AnyRoute(ShopRoute.product(id: 1)))
        await expectInSync(app)
    }
}
