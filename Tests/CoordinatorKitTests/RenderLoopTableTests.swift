@testable import CoordinatorKit
import CoordinatorFixtures
import Testing

// The navigator's whole runtime loop, with no host, no tree and no navigator: every phase it can
// be in, against every event, each cell the action the loop answers with and the phase it is in
// afterwards, refusals included. A cell reads "action → phase"; a phase is followed by "+flight"
// while a command is in flight and "+swipe" while a swipe back holds commands.

/// `map > city` at the root: what every phase starts from, rendered.
private enum Fixture {
    static let rootLayer = LayerID()
    static let map = Screen(MapRoute.map)
    static let city = Screen(MapRoute.city(named: "Oslo"))
    static var rootStack: StackID { StackID(layer: rootLayer) }

    static var mapAndCity: NavigationState { state([map, city]) }
    static var mapOnly: NavigationState { state([map]) }
    static var emptyStack: NavigationState { state([]) }

    static func state(_ screens: [Screen]) -> NavigationState {
        var state = NavigationState()
        state.layers = [Layer(.root, content: .stack(Stack(screens)), id: rootLayer)]
        return state
    }

    static var answer: DueOutcome { .answer(QuestionBook.Answer {}) }
}

/// Every event the navigator sends its loop.
private enum Event: CaseIterable {
    case renderRequested, commandSent
    case hostFinished, formerHostFinished, unknownCommandFinished
    case userPopped, userBeganSwipe, userReportedWhatIsNotRendered
    case openLevel, closeLevelKeeping, closeLevelDropping
    case editDraft, recordStart, recordEnd, updateBodyBegins
    case commit, outcomesDue
    case deliveryRequested, delivered, settled
    case takeDeferredUserChange, hostAttached
}

/// Drives one loop, from `map > city` rendered, and remembers the last ticket it handed out.
private struct Driver {
    var loop = RenderLoop(target: Fixture.mapAndCity)
    var lastTicket: RenderTicket?

    init() {
        _ = send(.renderRequested)
        _ = send(.hostFinished)
        _ = send(.commandSent)
    }

    /// Sends one event; returns what the loop answered, in words.
    mutating func send(_ event: Event) -> String {
        switch event {
        case .renderRequested: return describe(loop.renderRequested(limits: []))
        case .commandSent: return describe(loop.commandSent(limits: []))
        case .hostFinished:
            return describe(loop.hostFinished(lastTicket ?? RenderTicket(attachment: 0, number: 0)))
        case .formerHostFinished: return describe(loop.hostFinished(RenderTicket(attachment: -1, number: 1)))
        case .unknownCommandFinished: return describe(loop.hostFinished(RenderTicket(attachment: 0, number: 999)))
        case .userPopped: return describe(loop.userReported(.popped(to: Fixture.map.id, in: Fixture.rootStack)))
        case .userBeganSwipe: return describe(loop.userReported(.interactivePopBegan(in: Fixture.rootStack)))
        case .userReportedWhatIsNotRendered: return describe(loop.userReported(.dismissed(LayerID())))
        case .openLevel:
            loop.openLevel(animated: true) { .code(requester: nil) }
            return "opened"
        case .closeLevelKeeping: return describe(loop.closeLevel(keeping: true))
        case .closeLevelDropping: return describe(loop.closeLevel(keeping: false))
        case .editDraft: return loop.edit(draft: Fixture.mapOnly) ? "edited" : "ignored"
        case .recordStart: return loop.recordStart(of: CoordinatorID()) ? "edited" : "ignored"
        case .recordEnd:
            return loop.recordEnd(of: CoordinatorID(), with: .cancelled, removingScreensOf: []) ? "edited" : "ignored"
        case .updateBodyBegins: return loop.updateBody(running: true) ? "edited" : "ignored"
        case .commit:
            let next = Fixture.mapOnly
            return loop.commit(next, animated: true, endings: []) ? "committed" : "refused"
        case .outcomesDue:
            loop.outcomesDue([Fixture.answer])
            return "queued"
        case .deliveryRequested: return describe(loop.deliveryRequested())
        case .delivered: return describe(loop.delivered())
        case .settled: return describe(loop.settled())
        case .takeDeferredUserChange: return loop.takeDeferredUserChange() == nil ? "none" : "user change"
        case .hostAttached:
            loop.hostAttached()
            return "attached"
        }
    }

    private mutating func describe(_ action: RenderLoop.RenderAction) -> String {
        switch action {
        case .render(let command, let ticket, _):
            lastTicket = ticket
            return "render \(command.action.kind)"
        case .wait: return "wait"
        }
    }

    private func describe(_ finish: RenderLoop.Finish) -> String {
        switch finish {
        case .rendered: "rendered"
        case .fromFormerHost: "former host"
        case .unexpected: "unexpected"
        }
    }

    private func describe(_ report: RenderLoop.UserReport) -> String {
        switch report {
        case .commit(let edit): "commit \(edit.kind)"
        case .deferred(let edit): "defer \(edit.kind)"
        case .gesture: "gesture"
        case .attemptedDismiss: "attempted dismiss"
        case .mismatch: "mismatch"
        }
    }

    private func describe(_ closed: RenderLoop.LevelClosed) -> String {
        switch closed {
        case .inner: "inner"
        case .commit: "commit"
        case .dropped: "dropped"
        case .noneOpen: "none open"
        }
    }

    private func describe(_ action: RenderLoop.DeliveryAction) -> String {
        switch action {
        case .deliver(.answer): "deliver answer"
        case .deliver(.ending): "deliver ending"
        case .settle: "settle"
        case .done: "done"
        case .wait: "wait"
        }
    }

    /// The phase, in words.
    var phase: String {
        var words =
            switch loop.phase {
            case .idle: "idle"
            case .rendering: "rendering"
            case .delivering(let insideRender): insideRender ? "delivering in render" : "delivering"
            case .inTransaction(let over):
                "transaction\(loop.levels > 1 ? "×\(loop.levels)" : "") over \(Self.words(for: over))"
            }
        if loop.commandInFlight != nil { words += " +flight" }
        if loop.gesture != nil { words += " +swipe" }
        return words
    }
}

extension Driver {
    fileprivate static func words(for outer: RenderLoop.Outer) -> String {
        switch outer {
        case .idle: "idle"
        case .rendering: "rendering"
        case .delivering(let insideRender): insideRender ? "delivering in render" : "delivering"
        }
    }
}

extension HostCommand.Action {
    fileprivate var kind: String { "\(self)".prefix { $0 != "(" }.description }
}

extension RenderLoop.TargetEdit {
    fileprivate var kind: String { "\(self)".prefix { $0 != "(" }.description }
}

/// A phase the loop can be in, reached by events from `map > city` rendered.
private struct Given: Sendable {
    let name: String
    let events: [Step]
    /// The phase, in words, once the events are sent.
    let phase: String
}

/// An event that sets a phase up.
private enum Step: Sendable {
    case event(Event)
    /// The draft edited to an empty stack.
    case draftEmptyStack
}

private let given: [Given] = [
    Given(name: "idle", events: [], phase: "idle"),
    Given(name: "idle, target ahead", events: [.event(.commit)], phase: "idle"),
    Given(name: "idle, command in flight", events: [.event(.commit), .event(.renderRequested), .event(.commandSent)], phase: "idle +flight"),
    Given(name: "idle, swiping", events: [.event(.userBeganSwipe)], phase: "idle +swipe"),
    Given(name: "idle, an answer due", events: [.event(.outcomesDue)], phase: "idle"),
    Given(name: "rendering", events: [.event(.commit), .event(.renderRequested)], phase: "rendering +flight"),
    Given(name: "delivering", events: [.event(.outcomesDue), .event(.deliveryRequested)], phase: "delivering"),
    Given(name: "delivering, an answer due", events: [.event(.outcomesDue), .event(.deliveryRequested), .event(.outcomesDue)], phase: "delivering"),
    Given(
        name: "delivering inside a render", events: [.event(.commit), .event(.renderRequested), .event(.deliveryRequested)],
        phase: "delivering in render +flight"),
    Given(name: "in a transaction", events: [.event(.openLevel)], phase: "transaction over idle"),
    Given(name: "in a nested transaction", events: [.event(.openLevel), .event(.openLevel)], phase: "transaction×2 over idle"),
    Given(
        name: "in a transaction during a delivery", events: [.event(.outcomesDue), .event(.deliveryRequested), .event(.openLevel)],
        phase: "transaction over delivering"),
    Given(name: "in a transaction that emptied a stack", events: [.event(.openLevel), .draftEmptyStack], phase: "transaction over idle"),
    Given(name: "in a transaction, a user change kept", events: [.event(.openLevel), .event(.userPopped)], phase: "transaction over idle"),
]

/// One event against every given phase: what each cell expects, in the order of `given`. A cell
/// written `same("x")` expects the action `x` and the phase unchanged.
private struct Row: CustomTestStringConvertible, Sendable {
    let event: Event
    let cells: [Cell]

    var testDescription: String { "\(event)" }
}

private enum Cell: Sendable {
    case same(String)
    case to(String, String)

    func expected(from phase: String) -> String {
        switch self {
        case .same(let action): "\(action) → \(phase)"
        case .to(let action, let phase): "\(action) → \(phase)"
        }
    }
}

private func same(_ action: String) -> Cell { .same(action) }
private func to(_ action: String, _ phase: String) -> Cell { .to(action, phase) }

// Columns: idle | idle, target ahead | idle, in flight | idle, swiping | idle, answer due |
// rendering | delivering | delivering, answer due | delivering in render | transaction |
// nested transaction | transaction in delivery | transaction, empty stack | transaction, user change kept
private let table: [Row] = [
    Row(event: .renderRequested, cells: [
        same("wait"), to("render setStack", "rendering +flight"), same("wait"), same("wait"), same("wait"),
        same("wait"), same("wait"), same("wait"), same("wait"), same("wait"),
        same("wait"), same("wait"), same("wait"), same("wait"),
    ]),
    Row(event: .commandSent, cells: [
        same("wait"), same("wait"), same("wait"), same("wait"), same("wait"),
        to("wait", "idle +flight"), same("wait"), same("wait"), same("wait"), same("wait"),
        same("wait"), same("wait"), same("wait"), same("wait"),
    ]),
    Row(event: .hostFinished, cells: [
        same("unexpected"), same("unexpected"), to("rendered", "idle"), same("unexpected"), same("unexpected"),
        to("rendered", "rendering"), same("unexpected"), same("unexpected"), to("rendered", "delivering in render"),
        same("unexpected"),
        same("unexpected"), same("unexpected"), same("unexpected"), same("unexpected"),
    ]),
    Row(event: .formerHostFinished, cells: Array(repeating: same("former host"), count: 14)),
    Row(event: .unknownCommandFinished, cells: Array(repeating: same("unexpected"), count: 14)),
    Row(event: .userPopped, cells: [
        same("commit removeScreens"), same("commit removeScreens"), same("commit removeScreens"),
        to("commit removeScreens", "idle"), same("commit removeScreens"),
        same("commit removeScreens"), same("commit removeScreens"), same("commit removeScreens"),
        same("commit removeScreens"), same("defer removeScreens"),
        // Kept: a report of a pop to the screen on top removes nothing, and changes nothing.
        same("defer removeScreens"), same("defer removeScreens"), same("defer removeScreens"),
        same("defer removeScreens"),
    ]),
    Row(event: .userBeganSwipe, cells: [
        to("gesture", "idle +swipe"), to("gesture", "idle +swipe"), to("gesture", "idle +flight +swipe"),
        same("gesture"), to("gesture", "idle +swipe"),
        to("gesture", "rendering +flight +swipe"), to("gesture", "delivering +swipe"),
        to("gesture", "delivering +swipe"), to("gesture", "delivering in render +flight +swipe"),
        to("gesture", "transaction over idle +swipe"),
        to("gesture", "transaction×2 over idle +swipe"), to("gesture", "transaction over delivering +swipe"),
        to("gesture", "transaction over idle +swipe"), to("gesture", "transaction over idle +swipe"),
    ]),
    Row(event: .userReportedWhatIsNotRendered, cells: Array(repeating: same("mismatch"), count: 14)),
    Row(event: .openLevel, cells: [
        to("opened", "transaction over idle"), to("opened", "transaction over idle"),
        to("opened", "transaction over idle +flight"), to("opened", "transaction over idle +swipe"),
        to("opened", "transaction over idle"),
        to("opened", "transaction over rendering +flight"), to("opened", "transaction over delivering"),
        to("opened", "transaction over delivering"), to("opened", "transaction over delivering in render +flight"),
        to("opened", "transaction×2 over idle"),
        to("opened", "transaction×3 over idle"), to("opened", "transaction×2 over delivering"),
        to("opened", "transaction×2 over idle"), to("opened", "transaction×2 over idle"),
    ]),
    Row(event: .closeLevelKeeping, cells: [
        same("none open"), same("none open"), same("none open"), same("none open"), same("none open"),
        same("none open"), same("none open"), same("none open"), same("none open"), to("commit", "idle"),
        to("inner", "transaction over idle"), to("commit", "delivering"), to("dropped", "idle"), to("commit", "idle"),
    ]),
    Row(event: .closeLevelDropping, cells: [
        same("none open"), same("none open"), same("none open"), same("none open"), same("none open"),
        same("none open"), same("none open"), same("none open"), same("none open"), to("commit", "idle"),
        to("inner", "transaction over idle"), to("commit", "delivering"), to("commit", "idle"), to("commit", "idle"),
    ]),
    Row(event: .editDraft, cells: transactionOnly("edited", else: "ignored")),
    Row(event: .recordStart, cells: transactionOnly("edited", else: "ignored")),
    Row(event: .recordEnd, cells: transactionOnly("edited", else: "ignored")),
    Row(event: .updateBodyBegins, cells: transactionOnly("edited", else: "ignored")),
    Row(event: .commit, cells: transactionOnly("refused", else: "committed")),
    Row(event: .outcomesDue, cells: Array(repeating: same("queued"), count: 14)),
    Row(event: .deliveryRequested, cells: [
        to("settle", "delivering"), to("settle", "delivering"), to("settle", "delivering +flight"),
        to("settle", "delivering +swipe"), to("deliver answer", "delivering"),
        to("settle", "delivering in render +flight"), same("wait"), same("wait"), same("wait"), same("wait"),
        same("wait"), same("wait"), same("wait"), same("wait"),
    ]),
    Row(event: .delivered, cells: [
        same("wait"), same("wait"), same("wait"), same("wait"), same("wait"),
        same("wait"), same("settle"), same("deliver answer"), same("settle"), same("wait"),
        same("wait"), same("wait"), same("wait"), same("wait"),
    ]),
    Row(event: .settled, cells: [
        same("wait"), same("wait"), same("wait"), same("wait"), same("wait"),
        same("wait"), to("done", "idle"), same("deliver answer"), to("done", "rendering +flight"), same("wait"),
        same("wait"), same("wait"), same("wait"), same("wait"),
    ]),
    Row(event: .takeDeferredUserChange, cells: Array(repeating: same("none"), count: 13) + [same("user change")]),
    Row(event: .hostAttached, cells: [
        same("attached"), same("attached"), to("attached", "idle"), to("attached", "idle"), same("attached"),
        to("attached", "rendering"), same("attached"), same("attached"), to("attached", "delivering in render"),
        same("attached"),
        same("attached"), same("attached"), same("attached"), same("attached"),
    ]),
]

/// `inside` in the five phases with a transaction open (the last five), `outside` in the others.
private func transactionOnly(_ inside: String, else outside: String) -> [Cell] {
    Array(repeating: same(outside), count: 9) + Array(repeating: same(inside), count: 5)
}

@Suite struct RenderLoopTable {
    @Test func everyEventHasARowAndEveryRowACellPerPhase() {
        #expect(Set(table.map { "\($0.event)" }) == Set(Event.allCases.map { "\($0)" }))
        #expect(table.count == Event.allCases.count)
        for row in table { #expect(row.cells.count == given.count, "\(row.event)") }
    }

    @Test func eachGivenPhaseIsReached() {
        for phase in given {
            var driver = Driver()
            #expect(driver.phase == "idle", "rendering map > city leaves the loop idle")
            for step in phase.events { driver.send(step) }
            #expect(driver.phase == phase.phase, "\(phase.name)")
        }
    }

    @Test(arguments: table)
    private func row(_ row: Row) {
        for (phase, cell) in zip(given, row.cells) {
            var driver = Driver()
            for step in phase.events { driver.send(step) }

            let action = driver.send(row.event)

            #expect("\(action) → \(driver.phase)" == cell.expected(from: phase.phase), "\(row.event) when \(phase.name)")
        }
    }
}

extension Driver {
    fileprivate mutating func send(_ step: Step) {
        switch step {
        case .event(let event): _ = send(event)
        case .draftEmptyStack: loop.edit(draft: Fixture.emptyStack)
        }
    }
}
