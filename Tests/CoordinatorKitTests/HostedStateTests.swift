import CoordinatorFixtures
@testable import CoordinatorKit
import Testing

// The host kit every host is built on, one row per case: the events that set a state, the event
// under test, what the host does and the state after. UIKitHost, SwiftUIHost and HeadlessHost
// each carry out these actions; none decides them on its own.

private let root = LayerID()
private let sheet = LayerID()
private let question = LayerID()
private let sidebar = StackID(layer: root, column: .sidebar)
private let detail = StackID(layer: root, column: .detail)
private let sheetStack = StackID(layer: sheet)
private let listID = ScreenID()
private let firstID = ScreenID()
private let secondID = ScreenID()
private let thirdID = ScreenID()
private let inSheetID = ScreenID()
private var list: Screen { Screen(MapRoute.map, id: listID) }
private var first: Screen { Screen(MapRoute.city(named: "El Paso"), id: firstID) }
private var second: Screen { Screen(MapRoute.city(named: "Austin"), id: secondID) }
private var third: Screen { Screen(MapRoute.about, id: thirdID) }
private var inSheet: Screen { Screen(MapRoute.about, id: inSheetID) }

private var split: Split { Split(sidebar: Stack([list]), detail: Stack([first, second])) }
private var rootLayer: Layer { Layer(.root, content: .split(split), id: root) }
private var sheetLayer: Layer { Layer(.sheet, content: .stack(Stack([inSheet])), id: sheet) }
private var asked: QuestionLayer {
    QuestionLayer(Question("Leave?", choices: [.init("Leave", answer: true), .init("Stay", role: .cancel, answer: false)]),
        over: sheet, id: question)
}
private var setRoot: HostCommand { HostCommand(.setRoot(rootLayer), animated: false) }
private var present: HostCommand { HostCommand(.present(sheetLayer), animated: true) }
private var push: HostCommand { HostCommand(.setStack(detail, Stack([first, second, third])), animated: true) }
private var ask: HostCommand { HostCommand(.presentQuestion(asked), animated: true) }
private var expandedSplit: HostCommand { HostCommand(.setSplit(root, split), animated: false) }

/// What a row looks at after its event: the gesture, the command in flight and those held, the
/// widths to report, and a few facts of what the host shows.
private struct After: Equatable, CustomStringConvertible {
    var gesture: HostedState.Gesture?
    var inFlight: HostCommand?
    var held: [HostCommand] = []
    var toReport: [LayerID] = []
    /// How many layers the host shows.
    var layers = 2
    /// How many screens the detail column shows.
    var detailScreens = 2
    var collapsed = false
    var asks = false

    init(
        gesture: HostedState.Gesture? = nil, inFlight: HostCommand? = nil, held: [HostCommand] = [],
        toReport: [LayerID] = [], layers: Int = 2, detailScreens: Int = 2, collapsed: Bool = false, asks: Bool = false
    ) {
        self.gesture = gesture
        self.inFlight = inFlight
        self.held = held
        self.toReport = toReport
        self.layers = layers
        self.detailScreens = detailScreens
        self.collapsed = collapsed
        self.asks = asks
    }

    init(_ state: HostedState) {
        gesture = state.gesture
        inFlight = state.inFlight
        held = state.heldCommands
        toReport = state.splitsToReport
        layers = state.shown.layers.count
        detailScreens = state.shown.stack(detail)?.count ?? 0
        if case .split(let shown)? = state.shown.layer(root)?.content { collapsed = shown.isCollapsed }
        asks = state.shown.question != nil
    }

    var description: String {
        "gesture \(String(describing: gesture)), in flight \(String(describing: inFlight)), held \(held), to report \(toReport), \(layers) layers, \(detailScreens) in detail, collapsed \(collapsed), asks \(asks)"
    }
}

/// An event of a row: the command events take a completion, which the row counts.
private enum Step: Sendable {
    case arrive(HostCommand)
    case event(@Sendable () -> HostedState.Event)

    static func the(_ event: @autoclosure @escaping @Sendable () -> HostedState.Event) -> Step { .event(event) }
}

/// One case: a split with two screens in its detail column under a sheet, shown and idle,
/// unless `drawing` (the host waits to be drawn) or `given` says otherwise.
private struct Row: CustomTestStringConvertible, Sendable {
    let name: String
    var drawing = false
    let given: [Step]
    let when: Step
    let actions: [HostedState.Action]
    let then: After

    var testDescription: String { name }
}

private func row(
    _ name: String, drawing: Bool = false, given: [Step] = [], when: Step, actions: [HostedState.Action], then: After
) -> Row {
    Row(name: name, drawing: drawing, given: given, when: when, actions: actions, then: then)
}

private let finished = Step.the(.commandFinished)

private let rows: [Row] = [
    // Commands from the navigator
    row("a command shows at once when nothing holds it", when: .arrive(push), actions: [.show],
        then: After(inFlight: push, detailScreens: 3)),
    row("its end finishes it", given: [.arrive(push)], when: finished, actions: [.finish],
        then: After(detailScreens: 3)),
    row("an end with nothing in flight does nothing", when: finished, actions: [], then: After()),
    row("a command waits while the user drags a sheet down", given: [.the(.swipeDownBegan(sheet))],
        when: .arrive(push), actions: [], then: After(gesture: .swipeDown(sheet), held: [push])),
    row("a command waits while a sheet the user let go of leaves", given: [.the(.layerLeaving(sheet, .dismissed(sheet)))],
        when: .arrive(push), actions: [], then: After(gesture: .leaving(sheet), held: [push], layers: 1)),
    row("a command shows during a swipe back (the navigator holds its own)", given: [.the(.user(.interactivePopBegan(in: detail)))],
        when: .arrive(push), actions: [.show], then: After(gesture: .swipeBack(detail), inFlight: push, detailScreens: 3)),
    row("a presentation waits until something draws the host", drawing: true, when: .arrive(present), actions: [],
        then: After(held: [present], layers: 1)),
    row("any other command shows before the host is drawn", drawing: true, when: .arrive(push), actions: [.show],
        then: After(inFlight: push, layers: 1, detailScreens: 3)),
    row("being drawn lets the presentation go on the next turn", drawing: true, given: [.arrive(present)],
        when: .the(.drawn), actions: [], then: After(held: [present], layers: 1)),
    row("the turn after the drawing shows it", drawing: true, given: [.arrive(present), .the(.drawn)],
        when: .the(.turnEnded), actions: [.show], then: After(inFlight: present)),
    row("a question is asked over the top layer", when: .arrive(ask), actions: [.show],
        then: After(inFlight: ask, asks: true)),

    // What the user did
    row("a swipe back begins: reported, the gesture runs", when: .the(.user(.interactivePopBegan(in: detail))),
        actions: [.report(.interactivePopBegan(in: detail))], then: After(gesture: .swipeBack(detail))),
    row("a swipe back given up ends it", given: [.the(.user(.interactivePopBegan(in: detail)))],
        when: .the(.user(.interactivePopCancelled(in: detail))), actions: [.report(.interactivePopCancelled(in: detail))],
        then: After()),
    row("a swipe back completed pops and ends it", given: [.the(.user(.interactivePopBegan(in: detail)))],
        when: .the(.user(.popped(to: first.id, in: detail))), actions: [.report(.popped(to: first.id, in: detail))],
        then: After(detailScreens: 1)),
    row("a swipe back past a collapsed column's first screen ends as the column below shows",
        given: [.the(.user(.interactivePopBegan(in: detail)))], when: .the(.user(.showedColumn(.sidebar, in: root))),
        actions: [.report(.showedColumn(.sidebar, in: root))], then: After()),
    row("a back tap pops at once", when: .the(.user(.popped(to: first.id, in: detail))),
        actions: [.report(.popped(to: first.id, in: detail))], then: After(detailScreens: 1)),
    row("a dismissal takes the layer away", when: .the(.user(.dismissed(sheet))), actions: [.report(.dismissed(sheet))],
        then: After(layers: 1)),
    row("an answer takes the question away", given: [.arrive(ask), finished],
        when: .the(.user(.answered(question, choice: 0))), actions: [.report(.answered(question, choice: 0))],
        then: After()),
    row("a report that matches nothing shown is still the navigator's to judge",
        when: .the(.user(.popped(to: inSheet.id, in: detail))), actions: [.report(.popped(to: inSheet.id, in: detail))],
        then: After()),

    // The user's swipe down, and a layer that leaves
    row("a finger on a sheet", when: .the(.swipeDownBegan(sheet)), actions: [], then: After(gesture: .swipeDown(sheet))),
    row("a finger on a layer not shown does nothing", when: .the(.swipeDownBegan(LayerID())), actions: [], then: After()),
    row("a sheet let go before the threshold stays; the held command shows",
        given: [.the(.swipeDownBegan(sheet)), .arrive(push)], when: .the(.swipeDownCancelled(sheet)),
        actions: [.show], then: After(inFlight: push, detailScreens: 3)),
    row("a sheet gone under the finger is reported, then the held command shows",
        given: [.the(.swipeDownBegan(sheet)), .arrive(push)], when: .the(.layerGone(sheet)),
        actions: [.report(.dismissed(sheet)), .show], then: After(inFlight: push, layers: 1, detailScreens: 3)),
    row("a sheet let go past the threshold is reported at once, and still holds commands",
        given: [.the(.swipeDownBegan(sheet)), .arrive(push)], when: .the(.layerLeaving(sheet, .dismissed(sheet))),
        actions: [.report(.dismissed(sheet))], then: After(gesture: .leaving(sheet), held: [push], layers: 1)),
    row("the end of a leaving layer shows the held command, reported once",
        given: [.the(.layerLeaving(sheet, .dismissed(sheet))), .arrive(push)], when: .the(.layerGone(sheet)),
        actions: [.show], then: After(inFlight: push, layers: 1, detailScreens: 3)),
    row("an answered question leaves as a layer does", given: [.arrive(ask), finished],
        when: .the(.layerLeaving(question, .answered(question, choice: 1))),
        actions: [.report(.answered(question, choice: 1))], then: After(gesture: .leaving(question))),
    row("the end of another layer changes nothing", given: [.the(.swipeDownBegan(sheet))],
        when: .the(.layerGone(LayerID())), actions: [], then: After(gesture: .swipeDown(sheet))),
    row("letting go of another sheet changes nothing", given: [.the(.swipeDownBegan(sheet))],
        when: .the(.swipeDownCancelled(LayerID())), actions: [], then: After(gesture: .swipeDown(sheet))),

    // Widths: shown at once, reported once the host is idle
    row("a split drawn at another width shows at it and waits to be reported",
        when: .the(.splitDrawn(root, collapsed: true)), actions: [], then: After(toReport: [root], collapsed: true)),
    row("a split drawn at the width shown has nothing to report", when: .the(.splitDrawn(root, collapsed: false)),
        actions: [], then: After()),
    row("idle, the width is reported", given: [.the(.splitDrawn(root, collapsed: true))], when: .the(.turnEnded),
        actions: [.report(.collapsed(true, in: root))], then: After(collapsed: true)),
    row("a command in flight keeps the width for later", given: [.arrive(push), .the(.splitDrawn(root, collapsed: true))],
        when: .the(.turnEnded), actions: [], then: After(inFlight: push, toReport: [root], detailScreens: 3, collapsed: true)),
    row("a swipe back keeps the width for later",
        given: [.the(.user(.interactivePopBegan(in: detail))), .the(.splitDrawn(root, collapsed: true))],
        when: .the(.turnEnded), actions: [], then: After(gesture: .swipeBack(detail), toReport: [root], collapsed: true)),
    row("a command that thinks the split otherwise shows it at the drawn width, to report",
        given: [.the(.splitDrawn(root, collapsed: true)), .the(.turnEnded)], when: .arrive(expandedSplit),
        actions: [.show], then: After(inFlight: expandedSplit, toReport: [root], collapsed: true)),
    row("the host's width shows every split at it", when: .the(.hostWidth(collapsed: true)), actions: [],
        then: After(toReport: [root], collapsed: true)),
    row("a width reported by hand is not reported again", given: [.the(.splitDrawn(root, collapsed: true))],
        when: .the(.user(.collapsed(true, in: root))), actions: [.report(.collapsed(true, in: root))],
        then: After(collapsed: true)),
]

@MainActor
@Suite struct HostedStateTable {
    @Test(arguments: rows)
    fileprivate func row(_ row: Row) {
        var state = HostedState(waitsForDrawing: row.drawing)
        var completions = 0
        func send(_ step: Step) -> HostedState.Actions {
            switch step {
            case .arrive(let command): state.handle(.commandArrived(command, { completions += 1 }))
            case .event(let event): state.handle(event())
            }
        }
        // Shown: the split, then the sheet over it (before the host is drawn, the split alone).
        for step in row.drawing ? [Step.arrive(setRoot), finished] : [.arrive(setRoot), finished, .arrive(present), finished] {
            for action in send(step) where action == .finish { state.takeCompletion()?() }
        }
        for step in row.given {
            for action in send(step) where action == .finish { state.takeCompletion()?() }
        }
        let before = completions
        let actions = send(row.when)
        #expect(Array(actions) == row.actions)
        #expect(After(state) == row.then)
        if actions.contains(.finish) {
            state.takeCompletion()?()
            #expect(completions == before + 1, "the completion of the command in flight is called once")
        }
    }

    @Test func theScreensThatLeftWhatTheHostShowsAreNotedUntilTaken() {
        var state = HostedState()
        _ = state.handle(.commandArrived(setRoot, {}))
        _ = state.handle(.user(.popped(to: first.id, in: detail)))
        #expect(state.screensThatLeft.take() == [second.id])
        #expect(state.screensThatLeft.isEmpty)
    }

    @Test func aCommandSentFromTheStateTheHostShowsTakesTheNavigatorsStep() {
        var state = HostedState()
        _ = state.handle(.commandArrived(setRoot, {}))
        _ = state.handle(.commandFinished)
        let pop = HostCommand(.setStack(detail, Stack([first])), animated: true)
        let from = state.shown
        var to = from
        to.apply(pop.action)
        _ = state.handle(.commandArrived(pop, {}, step: RenderedStep(from: from, to: to, removed: [second], added: [])))
        #expect(state.shown.sharesLayers(with: to), "the state the step reaches, not one applied again")
        #expect(state.shownBeforeCommand == from)
        #expect(state.screensThatLeft.take() == [second.id])
    }

    @Test func aCommandSentFromAnotherStateIsApplied() {
        var state = HostedState()
        _ = state.handle(.commandArrived(setRoot, {}))
        _ = state.handle(.commandFinished)
        let pop = HostCommand(.setStack(detail, Stack([first])), animated: true)
        // The navigator rendered a third screen the host does not show.
        var from = state.shown
        from.apply(.setStack(detail, Stack([first, second, third])))
        var to = from
        to.apply(pop.action)
        _ = state.handle(
            .commandArrived(pop, {}, step: RenderedStep(from: from, to: to, removed: [second, third], added: [])))
        #expect(!state.shown.sharesLayers(with: to))
        #expect(state.shown == to)
        #expect(state.screensThatLeft.take() == [second.id])
    }

    @Test func aNewNavigatorStartsFromNothing() {
        var state = HostedState()
        _ = state.handle(.commandArrived(setRoot, {}))
        _ = state.handle(.user(.interactivePopBegan(in: detail)))
        state.navigatorAttached()
        #expect(state.shown.layers.isEmpty)
        #expect(state.isIdle)
        #expect(state.takeCompletion() == nil)
    }
}
