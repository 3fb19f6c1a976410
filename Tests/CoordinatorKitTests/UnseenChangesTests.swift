import CoordinatorKit
import CoordinatorFixtures
import Testing

/// What the user removes by hand is what the host rendered: a layer or a screen code added
/// meanwhile, which the host had not shown yet, stays in the target, planned over what remains,
/// and its flow keeps running. The host here holds every command until the test finishes it,
/// as a host holds one while the user's finger is down.
@MainActor
@Suite struct UserRemovalsTakeOnlyWhatTheUserSaw {
    @Test func aDismissalKeepsALayerPresentedOverItThatWasNeverRendered() throws {
        let app = HoldingApp()
        let flow = RecordingFlow()
        app.start(flow)
        flow.present(.city(named: "s1"), as: .sheet)
        app.finishCommands()
        let s1 = try #require(app.navigator.state.layers.last?.id)

        flow.present(.city(named: "s2"), as: .sheet)
        #expect(app.navigator.renderedState.layers.count == 2, "the sheet's command is held")
        app.navigator.hostDidReport(.dismissed(s1))

        #expect(app.navigator.state.treeDescription == "root  stack: [map]\nsheet stack: [city(named: \"s2\")]")
        #expect(app.navigator.renderedState.treeDescription == "root stack: [map]")
        #expect(flow.removedByUser == [[.city(named: "s1")]])
        let sent = app.commands.count
        app.finishCommands()
        #expect(app.navigator.renderedState == app.navigator.state)
        // The held command shows the sheet over the map: nothing more is needed.
        #expect(app.commands.count == sent)
    }

    @Test func aDismissalTakesEveryLayerTheUserSawOverIt() throws {
        let app = HoldingApp()
        let flow = RecordingFlow()
        app.start(flow)
        flow.present(.city(named: "s1"), as: .sheet)
        flow.present(.city(named: "s2"), as: .sheet)
        app.finishCommands()
        let s1 = app.navigator.state.layers[1].id

        app.navigator.hostDidReport(.dismissed(s1))

        #expect(app.navigator.state.treeDescription == "root stack: [map]")
        #expect(flow.removedByUser == [[.city(named: "s1"), .city(named: "s2")]])
        app.finishCommands()
        #expect(app.navigator.renderedState == app.navigator.state)
    }

    @Test func aChildStartedOnANewLayerOverTheDismissedOneKeepsRunning() throws {
        let app = HoldingApp()
        let flow = RecordingFlow()
        app.start(flow)
        flow.present(.city(named: "s1"), as: .sheet)
        app.finishCommands()
        let s1 = app.navigator.state.layers[1].id

        let child = RecordingFlow()
        flow.startChild(child, as: .sheet) { flow.outcomes.append($0.description) }
        app.navigator.hostDidReport(.dismissed(s1))
        app.finishCommands()

        #expect(app.navigator.state.treeDescription == "root  stack: [map]\nsheet stack: [map]")
        #expect(child.status == .running)
        #expect(flow.children.map(\.id) == [child.id])
        #expect(flow.outcomes.isEmpty)
        #expect(flow.removedByUser == [[.city(named: "s1")]])
        #expect(child.removedByUser.isEmpty)
        #expect(app.navigator.renderedState == app.navigator.state)
    }

    @Test func theDismissedLayersFlowEndsAndTheSheetItPresentedUnseenLeavesWithIt() throws {
        let app = HoldingApp()
        let flow = RecordingFlow()
        app.start(flow)
        weak var child: RecordingFlow?
        do {
            let started = RecordingFlow()
            child = started
            flow.startChild(started, as: .sheet) { flow.outcomes.append($0.description) }
        }
        app.finishCommands()
        let home = app.navigator.state.layers[1].id

        child?.present(.city(named: "unseen"), as: .sheet)
        app.navigator.hostDidReport(.dismissed(home))
        app.finishCommands()

        #expect(app.navigator.state.treeDescription == "root stack: [map]")
        #expect(flow.outcomes == ["cancelled"])
        #expect(child == nil)
        #expect(flow.removedByUser.isEmpty)
        #expect(app.navigator.renderedState == app.navigator.state)
    }

    @Test func aPopTakesOnlyTheScreenTheUserSawAndKeepsAPushAndASheetMadeMeanwhile() throws {
        let app = HoldingApp()
        let flow = RecordingFlow()
        app.start(flow)
        flow.show(.city(named: "1"))
        app.finishCommands()
        let stack = StackID(layer: app.navigator.state.layers[0].id)
        let map = app.navigator.state.layers[0].content.visibleStack!.screens.first!.id

        app.navigator.hostDidReport(.interactivePopBegan(in: stack))
        flow.show(.city(named: "2"))
        flow.present(.city(named: "s"), as: .sheet)
        app.navigator.hostDidReport(.popped(to: map, in: stack))

        #expect(app.navigator.state.treeDescription == "root  stack: [map] > [city(named: \"2\")]\nsheet stack: [city(named: \"s\")]")
        #expect(flow.removedByUser == [[.city(named: "1")]])
        app.finishCommands()
        #expect(app.navigator.renderedState == app.navigator.state)
    }
}

/// A navigator whose host holds each command until the test finishes it, showing nothing.
@MainActor
private final class HoldingApp {
    let navigator = Navigator()
    private let host = HoldingHost()

    init() { navigator.attach(host) }

    var commands: [String] { host.commands.map(\.description) }

    func start(_ flow: AnyCoordinator) {
        navigator.start(flow)
        finishCommands()
    }

    /// Finishes the command in flight, and each one the navigator sends after it.
    func finishCommands() {
        while let done = host.pending {
            host.pending = nil
            done()
        }
    }
}

@MainActor
private final class HoldingHost: NavigationHost {
    var commands: [HostCommand] = []
    var pending: (@MainActor () -> Void)?

    func perform(_ command: HostCommand, completion: @escaping @MainActor () -> Void) {
        commands.append(command)
        pending = completion
    }
}

/// A flow that shows the map and keeps what the user removed and its children's outcomes.
private final class RecordingFlow: Coordinator<MapRoute> {
    var removedByUser: [[MapRoute]] = []
    var outcomes: [String] = []
    override func start() { show(.map) }
    override func userDidRemove(_ routes: [MapRoute]) { removedByUser.append(routes) }
}
