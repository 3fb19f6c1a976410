import CoordinatorFixtures
import CoordinatorKit
import CoordinatorKitTesting
import Testing

// The code shows a sheet while the user's finger drags another down. The host holds the new
// sheet until the user lets go, so the user never sees it: their dismissal takes away only the
// sheet they dragged, and the new one is shown over what remains, its flow still running.

/// The hosts that hear a finger on a sheet before it is let go: every one but `NavigatorView`,
/// whose SwiftUI says nothing until the user lets go (``SheetShownDuringTheUsersSwipeDown``
/// covers that moment on every host).
let hostsHearingAFingerOnASheet = everyHost.filter { !$0.name.hasPrefix("SwiftUI") }

@MainActor
@Suite struct SheetShownWhileTheUserDragsASheetDown {
    @Test(arguments: hostsHearingAFingerOnASheet)
    func theDismissalTakesOnlyTheDraggedSheetAndTheNewOneShowsOverTheRoot(_ kind: ScenarioHostKind) async throws {
        let app = kind.makeHost()
        let flow = ParentFlow()
        app.navigator.start(flow)
        flow.present(.city(named: "s1"), as: .sheet)
        await app.settle()

        let swipe = try #require(app.beginSwipeDown())
        flow.present(.city(named: "s2"), as: .sheet)
        // The finger is still down: the host has every chance to show the new sheet meanwhile.
        await app.settle()
        swipe.end(true)
        await app.settle()

        #expect(app.treeDescription == "root  stack: [map]\nsheet stack: [city(named: \"s2\")]")
        #expect(flow.removedByUser == [[.city(named: "s1")]])
        await expectInSync(app)
    }

    @Test(arguments: hostsHearingAFingerOnASheet)
    func aCancelledDragShowsTheNewSheetOverTheOne(_ kind: ScenarioHostKind) async throws {
        let app = kind.makeHost()
        let flow = ParentFlow()
        app.navigator.start(flow)
        flow.present(.city(named: "s1"), as: .sheet)
        await app.settle()

        let swipe = try #require(app.beginSwipeDown())
        flow.present(.city(named: "s2"), as: .sheet)
        await app.settle()
        swipe.end(false)
        await app.settle()

        #expect(app.treeDescription == "root  stack: [map]\nsheet stack: [city(named: \"s1\")]\nsheet stack: [city(named: \"s2\")]")
        #expect(flow.removedByUser.isEmpty)
        await expectInSync(app)
    }

    @Test(arguments: hostsHearingAFingerOnASheet)
    func theDraggedSheetsFlowEndsAndTheNewSheetsFlowRuns(_ kind: ScenarioHostKind) async throws {
        let app = kind.makeHost()
        let root = AboutFlow()
        app.navigator.start(root)
        weak var dragged: AboutFlow?
        dragged = root.startAbout(as: .sheet)
        await app.settle()

        let swipe = try #require(app.beginSwipeDown())
        let shown = root.startAbout(as: .sheet)
        await app.settle()
        swipe.end(true)
        await app.settle()

        #expect(app.treeDescription == "root  stack: [about]\nsheet stack: [about]")
        #expect(root.outcomes == ["cancelled"])
        #expect(dragged == nil)
        #expect(shown.status == .running)
        #expect(root.children.map(\.id) == [shown.id])
        await expectInSync(app)
    }
}
