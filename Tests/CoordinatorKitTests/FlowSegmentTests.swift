import CoordinatorKit
import CoordinatorFixtures
import CoordinatorKitTesting
import IssueReporting
import Testing

// DESIGN §4, "A flow's verbs act on what it owns", as a user of nested flows relies on it.

@MainActor
@Suite struct PushedFlowsActOnTheirSegment {
    /// map > city(parent) > cart > shipping, with the buy flow pushed on the map flow's stack.
    private func buyOnMap() -> (Harness, ParentFlow, BuyCoordinator) {
        let app = Harness()
        let parent = ParentFlow()
        app.navigator.start(parent)
        parent.show(.city(named: "parent"))
        let buy = BuyCoordinator()
        parent.startChild(buy, as: .push) { parent.outcomes.append($0) }
        buy.show(.shipping)
        return (app, parent, buy)
    }

    @Test func popToRootReturnsToTheFlowsFirstScreen() {
        let (app, parent, buy) = buyOnMap()
        buy.show(.payment)
        buy.popToRoot()
        #expect(app.tree == #"root stack: [map] > [city(named: "parent")] > [cart]"#)
        #expect(buy.status == .running)
        #expect(parent.outcomes.isEmpty)
    }

    @Test func setStackReplacesOnlyTheFlowsSegment() {
        let (app, _, buy) = buyOnMap()
        buy.setStack([.payment, .confirmation])
        #expect(app.tree == #"root stack: [map] > [city(named: "parent")] > [payment] > [confirmation]"#)
        #expect(buy.status == .running)
    }

    @Test func popToLooksOnlyInsideTheSegment() {
        let (app, _, buy) = buyOnMap()
        let inner = MapFlowOnTop()
        buy.startChild(inner, as: .push)
        inner.show(.city(named: "inner"))
        let before = app.navigator.state
        withKnownIssue { inner.pop(to: .map) } matching: { $0.description.contains("does not hold a screen of MapFlowOnTop showing map") }
        #expect(app.navigator.state == before)
        inner.pop(to: .about)
        #expect(app.tree == #"root stack: [map] > [city(named: "parent")] > [cart] > [shipping] > [about]"#)
    }

    @Test func popAtTheFlowsFirstScreenEndsItAsABackSwipeWould() {
        let (app, parent, buy) = buyOnMap()
        buy.pop()
        buy.pop()
        #expect(app.tree == #"root stack: [map] > [city(named: "parent")]"#)
        #expect(buy.status == .ended)
        #expect(parent.outcomes == [.cancelled])
    }

    @Test func twoLevelsDeepSetStackKeepsBothParents() {
        let (app, parent, buy) = buyOnMap()
        let inner = MapFlowOnTop()
        buy.startChild(inner, as: .push)
        inner.setStack([.about, .settings])
        #expect(app.tree == #"root stack: [map] > [city(named: "parent")] > [cart] > [shipping] > [about] > [settings]"#)
        #expect(parent.status == .running && buy.status == .running && inner.status == .running)
        inner.popToRoot()
        #expect(app.tree == #"root stack: [map] > [city(named: "parent")] > [cart] > [shipping] > [about]"#)
    }

    @Test func threeLevelsDeepAParentPoppingPastItsChildrenEndsThemInOneRender() {
        let (app, parent, buy) = buyOnMap()
        let inner = MapFlowOnTop()
        buy.startChild(inner, as: .push)
        let innermost = MapFlowOnTop()
        inner.startChild(innermost, as: .push)
        let commands = app.host.performedCommands.count
        parent.popToRoot()
        #expect(app.tree == "root stack: [map]")
        #expect([buy.status, inner.status, innermost.status] == [.ended, .ended, .ended])
        #expect(parent.outcomes == [.cancelled])
        #expect(app.host.performedCommands.count == commands + 1)
    }

    @Test func aPushedFlowThatPresentedASheetTakesItWhenItsPoppedPast() {
        let (app, parent, buy) = buyOnMap()
        buy.present(.payment, as: .sheet)
        #expect(app.navigator.state.layers.count == 2)
        parent.popToRoot()
        #expect(app.tree == "root stack: [map]")
        #expect(buy.status == .ended)
        #expect(parent.outcomes == [.cancelled])
    }
}

@MainActor
@Suite struct ModalFlowsAndDismiss {
    @Test func popOnTheOnlyScreenOfASheetFlowDismissesItAndEndsTheFlow() {
        let app = Harness()
        let main = MainCoordinator()
        app.navigator.start(main)
        let buy = BuyCoordinator()
        var outcomes: [Outcome<Order>] = []
        main.startChild(buy, as: .sheet) { outcomes.append($0) }
        buy.pop()
        #expect(app.tree == "root stack: [list]")
        #expect(outcomes == [.cancelled])
    }

    @Test func anAppCoordinatorDismissesTheFlowItPresented() {
        let app = Harness()
        let root = AppCoordinator(user: User(name: "kim"))
        app.navigator.start(root)
        let buy = BuyCoordinator()
        root.startChild(buy, as: .fullScreenCover)
        buy.show(.shipping)
        root.dismiss()
        #expect(app.tree == "root stack: [list]")
        #expect(buy.status == .ended)
    }

    @Test func aDismissStepClosesTheSheetTheStepFlowPresented() {
        let app = Harness()
        let flow = StepCoordinator()
        app.navigator.start(flow)
        flow.send(.checkout)
        #expect(app.navigator.state.layers.count == 2)
        flow.perform(.dismiss)
        #expect(app.tree == "root stack: [start]")
    }

    @Test func aChildCannotDismissItsParentsSheet() {
        let app = Harness()
        let main = MainCoordinator()
        app.navigator.start(main)
        let buy = BuyCoordinator()
        main.startChild(buy, as: .sheet)
        let inner = MapFlowOnTop()
        buy.startChild(inner, as: .push)
        let before = app.navigator.state
        withKnownIssue { inner.dismiss() } matching: { $0.description.contains("presented anything") }
        #expect(app.navigator.state == before)
    }
}

@MainActor
@Suite struct FlowsSeeTheirOwnScreens {
    @Test func aFlowReadsItsRoutesAndHearsWhatTheUserRemoved() {
        let app = Harness()
        let flow = ParentFlow()
        app.navigator.start(flow)
        flow.show(.city(named: "A"))
        flow.show(.about)
        #expect(flow.routes == [.map, .city(named: "A"), .about])
        _ = app.host.tapBack()
        #expect(flow.removedByUser == [[.about]])
        flow.pop()
        #expect(flow.removedByUser == [[.about]], "a pop in code is not the user's doing")
    }

    @Test func stepsFromAnAsyncSequenceDriveTheFlowWhileItRuns() async {
        let app = Harness()
        let flow = StepCoordinator()
        app.navigator.start(flow)
        let (steps, continuation) = AsyncStream<Step>.makeStream()
        flow.receive(steps)
        continuation.yield(.pickedProduct(1))
        continuation.yield(.checkout)
        while app.navigator.state.layers.count < 2 { await Task.yield() }
        #expect(app.tree == "root  stack: [start] > [pickedProduct(1)]\nsheet stack: [checkout]")
        continuation.finish()
    }

    @Test func aTransitionCanSayItDoesNotAnimate() {
        let app = Harness()
        let flow = ParentFlow()
        app.navigator.start(flow)
        flow.perform(.animated(.push(.about), false))
        #expect(app.host.performedCommands.last?.animated == false)
        flow.perform(.push(.settings))
        #expect(app.host.performedCommands.last?.animated == true)
    }
}

@MainActor
@Suite struct IssuesPointAtTheAppsLine {
    @Test func aMisusedVerbReportsTheCallersFileAndLine() {
        let app = Harness()
        let flow = ParentFlow()
        app.navigator.start(flow)
        let line: Int = #line + 1
        withKnownIssue { flow.pop() } matching: { issue in
            issue.sourceLocation?.fileName == "FlowSegmentTests.swift" && issue.sourceLocation?.line == line
        }
    }
}

/// A flow on the map routes that keeps its children's outcomes and what the user removed.
private final class ParentFlow: Coordinator<MapRoute> {
    var outcomes: [Outcome<Order>] = []
    var removedByUser: [[MapRoute]] = []
    override func start() { show(.map) }
    override func userDidRemove(_ routes: [MapRoute]) { removedByUser.append(routes) }
}

/// A flow pushed above others; it shows the about screen first.
private final class MapFlowOnTop: Coordinator<MapRoute> {
    override func start() { show(.about) }
}
