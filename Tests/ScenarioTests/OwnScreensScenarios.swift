import CoordinatorFixtures
import CoordinatorKit
import CoordinatorKitTesting
import Testing

// A coordinator reads its own screens and routes, and hears when the user removed some of them
// (back button, back swipe, sheet swiped down, popover tapped outside), on every host.

@MainActor
@Suite struct FlowsSeeTheirOwnScreens {
    @Test(arguments: everyHost)
    func aFlowReadsItsRoutesAndHearsTheUsersBackSwipeAndTap(_ kind: ScenarioHostKind) async {
        let app = kind.makeHost()
        let flow = ParentFlow()
        app.navigator.start(flow)
        flow.show(.city(named: "A"))
        flow.show(.about)
        await app.settle()
        #expect(flow.routes == [.map, .city(named: "A"), .about])
        #expect(flow.screens.map(\.id) == app.navigator.state.screens.map(\.id))

        #expect(app.swipeBack(completing: false))
        await app.settle()
        #expect(flow.removedByUser.isEmpty, "a cancelled swipe removes nothing")
        #expect(app.swipeBack())
        await app.settle()
        #expect(flow.removedByUser == [[.about]])
        #expect(flow.routes == [.map, .city(named: "A")])
        #expect(app.tapBack())
        await app.settle()
        #expect(flow.removedByUser == [[.about], [.city(named: "A")]])

        flow.show(.city(named: "B"))
        flow.pop()
        await app.settle()
        #expect(flow.removedByUser.count == 2, "a pop in code is not the user's doing")
        await expectInSync(app)
    }

    @Test(arguments: everyHost)
    func aFlowHearsItsSheetSwipedDown(_ kind: ScenarioHostKind) async {
        let app = kind.makeHost()
        let flow = ParentFlow()
        app.navigator.start(flow)
        flow.show(.settings)
        flow.show(.about)
        await app.settle()
        #expect(flow.routes == [.map, .settings, .about])
        #expect(app.swipeDown())
        await app.settle()
        #expect(flow.removedByUser == [[.settings, .about]])
        #expect(flow.routes == [.map])
        await expectInSync(app)
    }

    @Test(arguments: everyHost)
    func aFlowHearsItsPopoverTappedOutside(_ kind: ScenarioHostKind) async {
        let app = kind.makeHost()
        let flow = ParentFlow()
        app.navigator.start(flow)
        flow.present(.about, as: .popover)
        await app.settle()
        #expect(app.treeDescription == "root    stack: [map]\npopover stack: [about]")
        #expect(app.swipeDown())
        await app.settle()
        #expect(flow.removedByUser == [[.about]])
        #expect(app.treeDescription == "root stack: [map]")
        await expectInSync(app)
    }

    @Test(arguments: everyHost)
    func aChildsScreensAreItsOwnAndTheParentHearsNothingOfThem(_ kind: ScenarioHostKind) async {
        let app = kind.makeHost()
        let flow = ParentFlow()
        app.navigator.start(flow)
        let buy = flow.buy()
        buy.show(.shipping)
        await app.settle()
        #expect(flow.routes == [.map])
        #expect(buy.routes == [.cart, .shipping])
        #expect(app.swipeBack())
        await app.settle()
        #expect(buy.routes == [.cart])
        #expect(flow.removedByUser.isEmpty)
        await expectInSync(app)
    }
}
