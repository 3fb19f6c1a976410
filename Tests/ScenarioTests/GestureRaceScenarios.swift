import CoordinatorFixtures
import CoordinatorKit
import CoordinatorKitTesting
import Testing

// The code asks for a change while the user's gesture still runs. swift-navigation's rule holds
// on every host: a stale gesture never takes away a newer destination, and takes away exactly
// what the user saw leave.

@MainActor
@Suite struct SheetShownDuringTheUsersSwipeDown {
    @Test(arguments: everyHost)
    func theNewSheetStaysOnceTheSwipedSheetHasGone(_ kind: ScenarioHostKind) async {
        let app = kind.makeHost()
        let flow = ParentFlow()
        app.navigator.start(flow)
        flow.present(.city(named: "s1"), as: .sheet)
        await app.settle()

        #expect(app.swipeDown())
        // The swiped sheet still slides away: UIKit's animation runs until a later turn, or until
        // the scenario settles where transitions are held.
        flow.present(.city(named: "s2"), as: .sheet)
        await app.settle()

        #expect(app.treeDescription == "root  stack: [map]\nsheet stack: [city(named: \"s2\")]")
        #expect(flow.removedByUser == [[.city(named: "s1")]])
        await expectInSync(app)
    }
}

@MainActor
@Suite struct PushDuringTheUsersSwipeBack {
    @Test(arguments: everyHost)
    func theSwipePopsTheScreenTheUserSawAndThePushStays(_ kind: ScenarioHostKind) async throws {
        let app = kind.makeHost()
        let flow = ParentFlow()
        app.navigator.start(flow)
        flow.show(.city(named: "1"))
        await app.settle()

        let swipe = try #require(app.beginSwipeBack())
        flow.show(.city(named: "2"))
        // The swipe takes a while: the host has every chance to render the push meanwhile.
        await app.settle()
        swipe.end(true)
        await app.settle()

        #expect(app.treeDescription == "root stack: [map] > [city(named: \"2\")]")
        #expect(flow.removedByUser == [[.city(named: "1")]])
        await expectInSync(app)
    }

    @Test(arguments: everyHost)
    func aCancelledSwipeLeavesThePushOnTop(_ kind: ScenarioHostKind) async throws {
        let app = kind.makeHost()
        let flow = ParentFlow()
        app.navigator.start(flow)
        flow.show(.city(named: "1"))
        await app.settle()

        let swipe = try #require(app.beginSwipeBack())
        flow.show(.city(named: "2"))
        await app.settle()
        swipe.end(false)
        await app.settle()

        #expect(app.treeDescription == "root stack: [map] > [city(named: \"1\")] > [city(named: \"2\")]")
        #expect(flow.removedByUser.isEmpty)
        await expectInSync(app)
    }
}

@MainActor
@Suite struct PushDuringTheUsersSwipeBackToTheColumnBelow {
    /// A split collapsed into one stack, its detail on top at its first screen.
    private func makeCollapsedSplit(_ kind: ScenarioHostKind) async -> (any ScenarioHost, SplitCoordinator, ListCoordinator) {
        let app = kind.makeHost()
        let detail = ListCoordinator()
        let split = SplitCoordinator(sidebar: ListCoordinator(), detail: detail)
        app.navigator.start(split)
        await app.settle()
        #expect(app.setHorizontalSizeClass(.compact), "the host models a width")
        await app.settle()
        return (app, split, detail)
    }

    /// The window widens while the finger is on a swipe from the detail's first screen back to
    /// the sidebar: the expanded split has no column below to go back to, so letting go changes
    /// nothing, and the split shows its columns in sync.
    @Test(arguments: splitHosts, [true, false])
    func aWidthChangeUnderTheFingerLeavesTheColumnsInSync(_ kind: ScenarioHostKind, completing: Bool) async throws {
        let (app, _, detail) = await makeCollapsedSplit(kind)

        let swipe = try #require(app.beginSwipeBack(), "the detail's first screen goes back to the sidebar")
        app.setHorizontalSizeClass(.regular)
        await app.settle()
        swipe.end(completing)
        await app.settle()

        await expectInSync(app)
        detail.show(.product(id: 2))
        await app.settle()
        guard case .split(let shown)? = app.shownState.root?.content else { Issue.record("no split"); return }
        #expect(!shown.isCollapsed && shown.detail.routes.last == AnyRoute(ShopRoute.product(id: 2)))
        await expectInSync(app)
    }

    @Test(arguments: splitHosts)
    func theSwipeShowsTheSidebarThenThePushBringsTheDetailBackOnTop(_ kind: ScenarioHostKind) async throws {
        let (app, split, detail) = await makeCollapsedSplit(kind)

        let swipe = try #require(app.beginSwipeBack(), "the detail's first screen goes back to the sidebar")
        detail.show(.product(id: 2))
        // The swipe takes a while: the host has every chance to render the push meanwhile.
        await app.settle()
        guard case .split(let during)? = app.navigator.renderedState.root?.content else { Issue.record("no split"); return }
        #expect(during.compactColumn == .detail && during.detail.routes == [AnyRoute(ShopRoute.list)], "the push waits for the finger")
        swipe.end(true)
        await app.settle()

        guard case .split(let shown)? = app.shownState.root?.content else { Issue.record("no split"); return }
        #expect(shown.isCollapsed && shown.compactColumn == .detail, "the push the user never saw shows on top")
        #expect(shown.collapsedStack.routes == [ShopRoute.list, .list, .product(id: 2)].map(AnyRoute.init))
        #expect(split.children.count == 2, "going back to the sidebar ends no flow")
        await expectInSync(app)
    }

    @Test(arguments: splitHosts)
    func aCancelledSwipeLeavesThePushOnTopOfTheDetail(_ kind: ScenarioHostKind) async throws {
        let (app, split, detail) = await makeCollapsedSplit(kind)

        let swipe = try #require(app.beginSwipeBack())
        detail.show(.product(id: 2))
        await app.settle()
        swipe.end(false)
        await app.settle()

        guard case .split(let shown)? = app.shownState.root?.content else { Issue.record("no split"); return }
        #expect(shown.isCollapsed && shown.compactColumn == .detail)
        #expect(shown.collapsedStack.routes == [ShopRoute.list, .list, .product(id: 2)].map(AnyRoute.init))
        #expect(split.children.count == 2)
        await expectInSync(app)
    }
}
