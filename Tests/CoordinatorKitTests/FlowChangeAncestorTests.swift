import CoordinatorKit
import CoordinatorFixtures
import CoordinatorKitTesting
import IssueReporting
import Testing

/// A flow's change is refused when it, or what it ends, would remove screens of the flows above
/// it. Only what the change itself removes counts: a flow that an earlier change of the same
/// transaction left without screens ends at the commit, unless it shows a screen again before,
/// and the flows below it navigate as usual meanwhile.
@MainActor
@Suite struct FlowChangesKeepTheirAncestorsScreens {
    @Test func dismissingItsOwnLayerFromUnderAParentsLayerIsRefused() {
        let app = HeadlessScenarioHost()
        let parent = ShowingFlow("parent")
        app.navigator.start(parent)
        let child = ShowingFlow("child")
        parent.startChild(child, as: .sheet)
        parent.present(.city(named: "over the child"), as: .sheet)
        let before = app.navigator.state

        withKnownIssue { child.dismiss() } matching: { $0.description.contains("it would remove screens of ShowingFlow") }

        #expect(app.navigator.state == before)
        #expect(child.status == .running)
    }

    @Test func aChangeThatRemovesNothingIsAcceptedWhenAnAncestorStartedInTheTransactionLostItsScreens() {
        let app = HeadlessScenarioHost()
        let root = ShowingFlow("root")
        app.navigator.start(root)
        let lost = ShowingFlow("lost")
        let presenter = ShowingFlow("presenter")
        let pusher = ShowingFlow("pusher")
        let rootStack = StackID(layer: app.navigator.state.layers[0].id)
        var outcomes: [String] = []

        app.navigator.transaction {
            root.startChild(lost, as: .push) { _ in outcomes.append("lost") }
            lost.startChild(presenter, as: .sheet) { _ in outcomes.append("presenter") }
            presenter.startChild(pusher, as: .push) { _ in outcomes.append("pusher") }
            // The flow started in this transaction loses its only screen; the flows it started
            // still show theirs, until the commit ends them with it.
            try! app.navigator.update { state in _ = try state.pop(from: rootStack) }
            // This push removes nothing: `lost` leaving is the pop's doing, not the push's.
            pusher.show(.city(named: "more"))
            #expect(pusher.routes == [.city(named: "pusher"), .city(named: "more")])
        }

        #expect(lost.status == .ended && presenter.status == .ended && pusher.status == .ended)
        #expect(outcomes == ["pusher", "presenter", "lost"])
        #expect(app.navigator.state.screens.map(\.owner) == [root.id])
    }

    /// The trace the outcome property found (`aFlowWhoseCoverLeavesInTheTransactionThatPresentedItEnds`):
    /// the cover's first screen was refused, as if it removed its parent's screens, and once the
    /// flow above showed again the cover's flow ran with no screen. The inner transaction is
    /// the trace's; one level shows the same.
    @Test func aCoverPresentedWhileAnAncestorLacksScreensStaysWhenTheAncestorShowsAgain() {
        let app = HeadlessScenarioHost()
        let root = ShowingFlow("root")
        app.navigator.start(root)
        let cover = ShowingFlow("cover")
        root.startChild(cover, as: .fullScreenCover)
        let pushed = ShowingFlow("pushed")
        let innerCover = ShowingFlow("inner cover")
        let topCover = ShowingFlow("top cover")
        var outcomes: [String] = []

        app.navigator.transaction {
            cover.startChild(pushed, as: .push) { _ in outcomes.append("pushed") }
            app.navigator.transaction {
                pushed.startChild(innerCover, as: .fullScreenCover) { _ in outcomes.append("inner cover") }
                cover.popToRoot()
                innerCover.startChild(topCover, as: .fullScreenCover) { _ in outcomes.append("top cover") }
            }
            pushed.show(.city(named: "pushed again"))
        }

        #expect(outcomes.isEmpty)
        #expect(pushed.status == .running && innerCover.status == .running && topCover.status == .running)
        #expect(topCover.routes == [.city(named: "top cover")])
        #expect(
            app.navigator.state.screens.map(\.owner)
                == [root.id, cover.id, pushed.id, innerCover.id, topCover.id])
        #expect(app.navigator.renderedState == app.navigator.state)
    }

    @Test func aChangeThatRemovesNothingIsAcceptedWhileEveryFlowStartedInTheTransactionShows() {
        let app = HeadlessScenarioHost()
        let root = ShowingFlow("root")
        app.navigator.start(root)
        let presenter = ShowingFlow("presenter")
        let pusher = ShowingFlow("pusher")

        app.navigator.transaction {
            root.startChild(presenter, as: .sheet)
            presenter.startChild(pusher, as: .push)
            pusher.show(.city(named: "more"))
        }

        #expect(pusher.routes == [.city(named: "pusher"), .city(named: "more")])
        #expect(presenter.status == .running && pusher.status == .running)
    }

    @Test func aPopPastAChildsScreensEndsItAndKeepsTheAncestorsScreens() {
        let app = HeadlessScenarioHost()
        let root = ShowingFlow("root")
        app.navigator.start(root)
        let middle = ShowingFlow("middle")
        root.startChild(middle, as: .sheet)
        middle.show(.city(named: "middle 2"))
        let child = ShowingFlow("child")
        middle.startChild(child, as: .push)

        middle.popToRoot()

        #expect(child.status == .ended)
        #expect(middle.routes == [.city(named: "middle")])
        #expect(root.routes == [.city(named: "root")])
    }
}

/// A flow whose first screen is a city named after it.
private final class ShowingFlow: Coordinator<MapRoute> {
    let name: String
    init(_ name: String) {
        self.name = name
        super.init()
    }
    override func start() { show(.city(named: name)) }
}
