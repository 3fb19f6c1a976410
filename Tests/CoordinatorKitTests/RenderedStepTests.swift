import CoordinatorFixtures
@testable import CoordinatorKit
@testable import CoordinatorKitTesting
import Testing

// The step a command makes, which the navigator hands a host built on the host kit: made from a
// commit when the navigator had rendered the target it replaced, and only then.

@MainActor
@Suite struct RenderedStepTests {
    @Test func aCommitFromWhatWasRenderedGivesItsOneCommandPlanTheCommitsStep() throws {
        let first = Screen(MapRoute.map)
        let second = Screen(MapRoute.about)
        var shown = NavigationState(root: .stack(Stack([first])))
        var loop = RenderLoop(target: shown)
        loop.hostAttached()
        // Rendered from nothing: no commit made this command.
        guard case .render(_, let ticket, let step) = loop.renderRequested(limits: []) else {
            Issue.record("no command")
            return
        }
        #expect(step == nil)
        _ = loop.hostFinished(ticket)
        _ = loop.commandSent(limits: [])

        try shown.push(second.route)
        let pushed = shown.screens.last!
        let committed = loop.commit(shown, animated: true, endings: [], screens: ([], [pushed]))
        #expect(committed)
        guard case .render(_, _, let pushStep?) = loop.renderRequested(limits: []) else {
            Issue.record("no step")
            return
        }
        #expect(pushStep.to.sharesLayers(with: shown))
        #expect(pushStep.from.sharesLayers(with: loop.rendered))
        #expect(pushStep.added == [pushed])
    }

    @Test func aStepIsNotGivenOnceWhatWasRenderedChanged() throws {
        let map = Screen(MapRoute.map)
        let state = NavigationState(root: .stack(Stack([map, Screen(MapRoute.about)])))
        var loop = RenderLoop(target: state)
        loop.hostAttached()
        guard case .render(_, let ticket, _) = loop.renderRequested(limits: []) else {
            Issue.record("no command")
            return
        }
        _ = loop.hostFinished(ticket)
        _ = loop.commandSent(limits: [])
        var next = state
        try next.push(MapRoute.city(named: "El Paso"))
        let committed = loop.commit(next, animated: true, endings: [], screens: ([], [next.screens.last!]))
        #expect(committed)
        // The user popped before the command went: the commit's step no longer starts from what
        // the host rendered.
        _ = loop.userReported(.popped(to: map.id, in: StackID(layer: state.layers[0].id)))
        guard case .render(_, _, let step) = loop.renderRequested(limits: []) else {
            Issue.record("no command")
            return
        }
        #expect(step == nil)
    }

    @Test func aHeadlessHostShowsTheVeryStateTheNavigatorRenders() throws {
        let navigator = Navigator()
        let host = HeadlessHost()
        navigator.attach(host)
        try navigator.update { $0 = NavigationState(root: .stack(Stack(routes: [MapRoute.map]))) }
        try navigator.update { try $0.push(MapRoute.about) }
        #expect(host.shownState.sharesLayers(with: navigator.renderedState))
        let pushed = navigator.renderedState.screens.last!.id
        try navigator.update { try $0.pop() }
        #expect(host.shownState.sharesLayers(with: navigator.renderedState))
        #expect(host.instances[pushed] == nil)
    }
}
