import CoordinatorFixtures
import CoordinatorKit
import CoordinatorKitTesting
import IssueReporting
import Testing

// DESIGN §4, "A flow's verbs act on what it owns", at one, two and three levels of nesting on a
// shared stack, on every host.

@MainActor
@Suite struct PushedFlowsActOnTheirSegment {
    /// map > city(parent) > cart > shipping, with the buy flow pushed on the parent flow's stack.
    private func buyOnMap(_ kind: ScenarioHostKind) async -> (any ScenarioHost, ParentFlow, BuyCoordinator) {
        let app = kind.makeHost()
        let parent = ParentFlow()
        app.navigator.start(parent)
        parent.show(.city(named: "parent"))
        let buy = parent.buy()
        buy.show(.shipping)
        await app.settle()
        return (app, parent, buy)
    }

    @Test(arguments: everyHost)
    func popToRootReturnsToTheFlowsFirstScreen(_ kind: ScenarioHostKind) async {
        let (app, parent, buy) = await buyOnMap(kind)
        buy.show(.payment)
        buy.popToRoot()
        await app.settle()
        #expect(app.treeDescription == #"root stack: [map] > [city(named: "parent")] > [cart]"#)
        #expect(buy.status == .running)
        #expect(parent.outcomes.isEmpty)
        await expectInSync(app)
    }

    @Test(arguments: everyHost)
    func setStackReplacesOnlyTheFlowsSegment(_ kind: ScenarioHostKind) async {
        let (app, _, buy) = await buyOnMap(kind)
        buy.setStack([.payment, .confirmation])
        await app.settle()
        #expect(app.treeDescription == #"root stack: [map] > [city(named: "parent")] > [payment] > [confirmation]"#)
        #expect(buy.status == .running)
        await expectInSync(app)
    }

    @Test(arguments: everyHost)
    func popToLooksOnlyInsideTheSegment(_ kind: ScenarioHostKind) async {
        let (app, _, buy) = await buyOnMap(kind)
        let inner = AboutFlow()
        buy.startChild(inner, as: .push)
        inner.show(.city(named: "inner"))
        await app.settle()
        let before = app.navigator.state
        withKnownIssue { inner.pop(to: .map) } matching: { $0.description.contains("does not hold a screen of AboutFlow showing map") }
        #expect(app.navigator.state == before)
        inner.pop(to: .about)
        await app.settle()
        #expect(app.treeDescription == #"root stack: [map] > [city(named: "parent")] > [cart] > [shipping] > [about]"#)
        await expectInSync(app)
    }

    @Test(arguments: everyHost)
    func popAtTheFlowsFirstScreenEndsItAsABackSwipeWould(_ kind: ScenarioHostKind) async {
        let (app, parent, buy) = await buyOnMap(kind)
        buy.pop()
        buy.pop()
        await app.settle()
        #expect(app.treeDescription == #"root stack: [map] > [city(named: "parent")]"#)
        #expect(buy.status == .ended)
        #expect(parent.outcomes == [.cancelled])
        await expectInSync(app)
    }

    @Test(arguments: everyHost)
    func twoLevelsDeepSetStackAndPopToRootKeepBothParents(_ kind: ScenarioHostKind) async {
        let (app, parent, buy) = await buyOnMap(kind)
        let inner = AboutFlow()
        buy.startChild(inner, as: .push)
        inner.setStack([.about, .settings])
        await app.settle()
        #expect(app.treeDescription == #"root stack: [map] > [city(named: "parent")] > [cart] > [shipping] > [about] > [settings]"#)
        #expect(parent.status == .running && buy.status == .running && inner.status == .running)
        await expectInSync(app)
        inner.popToRoot()
        await app.settle()
        #expect(app.treeDescription == #"root stack: [map] > [city(named: "parent")] > [cart] > [shipping] > [about]"#)
        await expectInSync(app)
    }

    @Test(arguments: everyHost)
    func threeLevelsDeepEachVerbOfTheInnermostFlowStaysInItsSegment(_ kind: ScenarioHostKind) async {
        let (app, parent, buy) = await buyOnMap(kind)
        let inner = AboutFlow()
        var innerOutcomes: [String] = []
        buy.startChild(inner, as: .push) { innerOutcomes.append($0.description) }
        let innermost = inner.startAbout(as: .push)
        let below = #"[map] > [city(named: "parent")] > [cart] > [shipping] > [about]"#

        innermost.setStack([.city(named: "x"), .about, .map])
        await app.settle()
        #expect(app.treeDescription == "root stack: \(below) > [city(named: \"x\")] > [about] > [map]")
        innermost.pop(to: .about)
        await app.settle()
        #expect(app.treeDescription == "root stack: \(below) > [city(named: \"x\")] > [about]")
        let before = app.navigator.state
        withKnownIssue { innermost.pop(to: .map) } matching: { $0.description.contains("does not hold a screen of AboutFlow showing map") }
        #expect(app.navigator.state == before)
        innermost.popToRoot()
        await app.settle()
        #expect(app.treeDescription == "root stack: \(below) > [city(named: \"x\")]")
        await expectInSync(app)

        innermost.pop()
        await app.settle()
        #expect(app.treeDescription == "root stack: \(below)")
        #expect(innermost.status == .ended)
        #expect(inner.outcomes == ["cancelled"])
        #expect([parent.status, buy.status, inner.status] == [.running, .running, .running])
        await expectInSync(app)

        inner.pop()
        await app.settle()
        #expect(app.treeDescription == #"root stack: [map] > [city(named: "parent")] > [cart] > [shipping]"#)
        #expect(innerOutcomes == ["cancelled"])
        #expect(buy.status == .running)
        await expectInSync(app)
    }

    @Test(arguments: everyHost)
    func threeLevelsDeepAParentPoppingPastItsChildrenEndsThemInOneRender(_ kind: ScenarioHostKind) async {
        let (app, parent, buy) = await buyOnMap(kind)
        let inner = AboutFlow()
        buy.startChild(inner, as: .push)
        let innermost = inner.startAbout(as: .push)
        await app.settle()
        let commands = await app.commands { parent.popToRoot() }
        #expect(app.treeDescription == "root stack: [map]")
        #expect([buy.status, inner.status, innermost.status] == [.ended, .ended, .ended])
        #expect(parent.outcomes == [.cancelled])
        #expect(commands.count == 1, "\(commands)")
        await expectInSync(app)
    }

    @Test(arguments: everyHost)
    func aPushedFlowThatPresentedASheetTakesItWhenItsPoppedPast(_ kind: ScenarioHostKind) async {
        let (app, parent, buy) = await buyOnMap(kind)
        buy.present(.payment, as: .sheet)
        await app.settle()
        #expect(app.treeDescription == """
            root  stack: [map] > [city(named: "parent")] > [cart] > [shipping]
            sheet stack: [payment]
            """)
        let commands = await app.commands { parent.popToRoot() }
        #expect(app.treeDescription == "root stack: [map]")
        #expect(buy.status == .ended)
        #expect(parent.outcomes == [.cancelled])
        #expect(commands.count == 2, "one dismissal, one stack change: \(commands)")
        await expectInSync(app)
    }

    @Test(arguments: everyHost)
    func aFlowThatFinishesTakesEverythingItPresentedInOneRender(_ kind: ScenarioHostKind) async {
        let (app, parent, buy) = await buyOnMap(kind)
        buy.present(.payment, as: .sheet)
        let cover = AboutFlow()
        buy.startChild(cover, as: .fullScreenCover)
        await app.settle()
        #expect(app.navigator.state.layers.count == 3)
        let commands = await app.commands { buy.placeOrder() }
        #expect(app.treeDescription == #"root stack: [map] > [city(named: "parent")]"#)
        #expect(parent.outcomes == [.finished(Order(number: 7))])
        #expect(cover.status == .ended)
        // SwiftUI dismisses one presentation per update: there, one dismissal per layer.
        let dismissals = app.navigator.host?.limits.contains(.dismissesOneLayerAtATime) == true ? 2 : 1
        #expect(commands.count == dismissals + 1, "the dismissal of both layers, one stack change: \(commands)")
        if case .dismiss? = commands.first?.action {} else { Issue.record("the dismissal comes first: \(commands)") }
        await expectInSync(app)
    }
}
