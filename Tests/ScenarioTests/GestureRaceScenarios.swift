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
