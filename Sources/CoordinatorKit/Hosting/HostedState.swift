// What a host shows and what it is busy with, as one value every host is built on: events come in
// (a command from the navigator, its end, what the user did, a width drawn), and each returns
// what the host does next. No UIKit or SwiftUI here: a host reads its framework, sends the
// events, and carries out the actions, as async-algorithms' state machines and their storage do.

/// What a host shows, the gesture in progress, the command in flight and those held, and the
/// split widths to report once the host is idle.
///
/// ``shown`` changes only by the commands the host starts (from the moment it starts showing
/// one) and what the user did (as the host reports it): the navigator plans from the same
/// changes, so the two agree whenever the host is idle. A command comes with the navigator's
/// ``RenderedStep`` when it knows it: shown from the step's starting state, the command brings
/// ``shown`` to the step's end, with the step's screens as those that left; any other command is
/// applied. The screens that left it are noted as it changes.
package struct HostedState {
    /// Tells the navigator a command is finished.
    package typealias Completion = @MainActor () -> Void

    /// A command with the completion the navigator gave it.
    package typealias Command = (command: HostCommand, completion: Completion)

    /// What the user's finger is doing, as the host hears it.
    package enum Gesture: Equatable, Sendable {
        /// The user swipes back in this stack (or takes its column away in a collapsed split):
        /// the navigator holds its commands until the swipe ends.
        case swipeBack(StackID)
        /// The user drags this layer down: the host holds commands, as UIKit presents nothing
        /// over a sheet being dragged away.
        case swipeDown(LayerID)
        /// The user let go of this layer past the threshold (or answered it): the navigator
        /// knows it is gone, and the host still takes it away; commands wait for the end.
        case leaving(LayerID)
    }

    /// What happens to the host.
    package enum Event {
        /// The navigator sent a command: it shows now, or waits (a gesture holds it, or the host
        /// draws nothing yet and it presents). `step`, when the navigator knows it, is what the
        /// command does to the state it rendered: a command that shows now from that very state
        /// takes the state it reaches and the screens that left from it.
        case commandArrived(HostCommand, Completion, step: RenderedStep? = nil)
        /// The host finished showing the command in flight.
        case commandFinished
        /// The host is between its own calls (the navigator heard the last end, and may have
        /// sent the next command): a command nothing holds any more goes, and widths drawn
        /// meanwhile go to the navigator if the host is idle.
        case turnEnded
        /// The user changed what the host shows: it shows it now, and the navigator hears it.
        /// Beginning and cancelling a swipe back are changes too, which start and end the gesture.
        case user(UserChange)
        /// The user put a finger on this layer to drag it down.
        case swipeDownBegan(LayerID)
        /// The user let go of the layer before the threshold: it stays.
        case swipeDownCancelled(LayerID)
        /// The user took this layer away (let go of a sheet past the threshold, answered a
        /// question): the change is shown and reported at once, and the layer still animates
        /// away; commands wait for ``layerGone(_:)``.
        case layerLeaving(LayerID, UserChange)
        /// The layer is gone: the one the user drags down (dismissed now), or the one leaving.
        /// Commands held meanwhile go.
        case layerGone(LayerID)
        /// The host drew this split at a width (`collapsed` in a compact one): the split shows
        /// at it from now on, and the navigator hears it once the host is idle.
        case splitDrawn(LayerID, collapsed: Bool)
        /// The host's width changed for every split (`nil`: each split's own, as drawn).
        case hostWidth(collapsed: Bool?)
        /// Something draws the host now: presentations held until then go at the next
        /// ``turnEnded``, after the drawing that shows the layers below them.
        case drawn
    }

    /// What the host does in answer to an event, in order.
    package enum Action: Equatable, Sendable {
        /// Show the command in flight (``inFlight``) now; ``shown`` holds it already.
        case show
        /// Call the completion of the command in flight: take it with ``takeCompletion()``.
        case finish
        /// Tell the navigator what the user did (or the width the host shows a split at).
        case report(UserChange)
    }

    /// What the host does in answer to one event: usually one action or none.
    package typealias Actions = SmallArray<Action>

    /// What the host shows: each command from the moment it starts, each user change as the host
    /// reports it, every split at the width the host draws it.
    package private(set) var shown = NavigationState()
    /// The screens that left ``shown`` and did not come back: the host lets go of what it made for
    /// them with `take(keeping:)`.
    package var screensThatLeft = ScreensThatLeft()
    /// What the user's finger is doing.
    package private(set) var gesture: Gesture?
    /// The command the host shows and has not finished.
    package private(set) var inFlight: HostCommand?
    /// What the host showed as the command in flight started: what leaves with it (a layer
    /// dismissed, a screen popped) is still on screen, animating away, until it finishes.
    package private(set) var shownBeforeCommand: NavigationState?
    /// The completion of the command in flight.
    private var completion: Completion?
    /// The commands held: by a swipe down, or until something draws the host.
    private var held: [Command] = []
    /// Whether the host holds presentations until something draws it (SwiftUIHost before its
    /// first `NavigatorView`).
    private var waitsForDrawing: Bool
    /// The width each split is drawn at (`true`: collapsed), as the host last drew it.
    package private(set) var widths: [LayerID: Bool] = [:]
    /// The width every split is drawn at, when the host has one for all (`HeadlessHost`).
    package private(set) var hostWidth: Bool?
    /// Splits whose width the navigator has yet to hear, once the host is idle.
    package private(set) var splitsToReport: [LayerID] = []

    /// A host that shows nothing yet.
    /// - Parameter waitsForDrawing: whether presentations wait for ``Event/drawn``.
    package init(waitsForDrawing: Bool = false) {
        self.waitsForDrawing = waitsForDrawing
    }

    /// The commands held, in order.
    package var heldCommands: [HostCommand] { held.map(\.command) }

    /// Whether a command is in flight.
    package var hasCommandInFlight: Bool {
        if case .some = inFlight { true } else { false }
    }

    /// Whether the user's finger is on what the host shows.
    private var hasGesture: Bool {
        if case .some = gesture { true } else { false }
    }

    /// Whether nothing is in flight, held, or under the user's finger.
    package var isIdle: Bool { !hasCommandInFlight && !hasGesture && held.isEmpty }

    /// Whether the user may start a gesture: nothing in flight and no other gesture.
    package var takesGestures: Bool { !hasCommandInFlight && !hasGesture && held.isEmpty }

    /// What the user can do by hand on what the host shows.
    package var offeredGestures: OfferedGestures { shown.offeredGestures }

    /// Takes the completion of the command in flight, if any, to call it after ``Action/finish``.
    package mutating func takeCompletion() -> Completion? {
        defer { completion = nil }
        return completion
    }

    /// Takes the completions of the command in flight and of those held, in order, as the host
    /// goes away: it shows none of them, and the navigator must not wait for them.
    package mutating func takeAllCompletions() -> [Completion] {
        defer { held = [] }
        return (takeCompletion().map { [$0] } ?? []) + held.map(\.completion)
    }

    /// Whether a command that arrives now waits: the user drags a sheet down or it leaves,
    /// commands wait already, or the host draws nothing yet and the command presents.
    package func holds(_ command: HostCommand) -> Bool {
        switch gesture {
        case .swipeDown?, .leaving?:
            return true
        case .swipeBack?, nil:
            if case .present = command.action { return waitsForDrawing || !held.isEmpty }
            return !held.isEmpty
        }
    }

    /// A new navigator: the host shows nothing of the former one's, and finishes nothing for it.
    package mutating func navigatorAttached() {
        shown = NavigationState()
        screensThatLeft = ScreensThatLeft()
        gesture = nil
        inFlight = nil
        shownBeforeCommand = nil
        completion = nil
        held = []
        splitsToReport = []
    }

    /// The host's answer to an event, and the state after it.
    package mutating func handle(_ event: Event) -> Actions {
        switch event {
        case .commandArrived(let command, let completion, let step):
            return commandArrived(command, completion, step: step)
        case .commandFinished:
            guard hasCommandInFlight else { return [] }
            inFlight = nil
            shownBeforeCommand = nil
            return .one(.finish)
        case .turnEnded:
            let released = releaseHeld()
            return released.isEmpty ? reportWidthsIfIdle() : released
        case .user(let change):
            return changeShown { $0.user(change) }
        case .swipeDownBegan(let layer):
            guard !hasGesture, shown.layer(layer) != nil else { return [] }
            gesture = .swipeDown(layer)
            return []
        case .swipeDownCancelled(let layer):
            guard gesture == .swipeDown(layer) else { return [] }
            gesture = nil
            return releaseHeld()
        case .layerLeaving(let layer, let change):
            if case .swipeDown(let dragged)? = gesture, dragged != layer { return [] }
            gesture = .leaving(layer)
            return changeShown { $0.user(change) }
        case .layerGone(let layer):
            switch gesture {
            case .swipeDown(layer)?:
                gesture = nil
                let dismissed = changeShown { $0.user(.dismissed(layer)) }
                return dismissed + releaseHeld()
            case .leaving(layer)?:
                gesture = nil
                return releaseHeld()
            default:
                return []
            }
        case .splitDrawn(let layer, let collapsed):
            widths[layer] = collapsed
            guard case .split(let split)? = shown.layer(layer)?.content, split.isCollapsed != collapsed else {
                return []
            }
            changeShown { $0.shown.apply(.setSplit(layer, split.atWidth(collapsed: collapsed))) }
            noteToReport(layer)
            return []
        case .hostWidth(let collapsed):
            hostWidth = collapsed
            guard collapsed != nil else { return [] }
            showSplitsAtTheirWidths()
            return []
        case .drawn:
            waitsForDrawing = false
            return []
        }
    }
}

extension HostedState {
    private mutating func commandArrived(
        _ command: HostCommand, _ completion: @escaping Completion, step: RenderedStep?
    ) -> Actions {
        if holds(command) {
            held.append((command, completion))
            return []
        }
        return start(command, completion, step: step)
    }

    private mutating func start(
        _ command: HostCommand, _ completion: @escaping Completion, step: RenderedStep? = nil
    ) -> Actions {
        inFlight = command
        self.completion = completion
        shownBeforeCommand = shown
        if case .presentQuestion = command.action, shown.question != nil {
            // Like UIKit, which presents one alert per presenter, a host shows no question over a
            // question.
        } else if let step, shown == step.from {
            // The host shows what the navigator rendered (usually its very storage, which is
            // compared first): the state the command reaches is the navigator's, and so are the
            // screens that left on the way.
            shown = step.to
            screensThatLeft.note(removed: step.removed, added: step.added)
        } else {
            changeShown { $0.shown.apply(command.action) }
        }
        if hostWidth != nil || !widths.isEmpty, command.action.mayShowASplit { showSplitsAtTheirWidths() }
        return .one(.show)
    }

    /// Changes what the host shows, noting the screens that left it and those that came back.
    private mutating func changeShown<Result>(_ change: (inout Self) -> Result) -> Result {
        let before = shown
        defer { noteScreensThatLeft(since: before) }
        return change(&self)
    }

    /// Notes the screens that left what the host shows since `before`, and those that came back.
    private mutating func noteScreensThatLeft(since before: NavigationState) {
        // A screen that enters matters only to one that left and waits: a change that only adds
        // screens, while none wait, notes nothing.
        guard !screensThatLeft.isEmpty || ScreenDiff.mayRemoveScreens(from: before, to: shown) else { return }
        let (removed, added) = before.screenDifference(to: shown)
        screensThatLeft.note(removed: removed, added: added)
    }

    /// Starts the first command held, once nothing holds it.
    private mutating func releaseHeld() -> Actions {
        // Only a sheet being dragged or taken away holds commands; a swipe back does not.
        guard !held.isEmpty, !hasCommandInFlight else { return [] }
        switch gesture {
        case nil, .swipeBack?: break
        case .swipeDown?, .leaving?: return []
        }
        let (command, completion) = held.removeFirst()
        if waitsForDrawing, case .present = command.action {
            held.insert((command, completion), at: 0)
            return []
        }
        return start(command, completion)
    }

    /// What the user did: shown now, as the navigator applies it to what it rendered, and
    /// reported. A change that does not match what the host shows is still reported: the
    /// navigator tells of the mismatch.
    private mutating func user(_ change: UserChange) -> Actions {
        switch change {
        case .interactivePopBegan(let stack):
            if !hasGesture { gesture = .swipeBack(stack) }
        case .interactivePopCancelled(let stack):
            if gesture == .swipeBack(stack) { gesture = nil }
        case .popped(let screen, let stack):
            if gesture == .swipeBack(stack) { gesture = nil }
            _ = try? shown.pop(to: screen, in: stack)
        case .dismissed(let layer):
            if case .swipeBack(let stack)? = gesture, stack.layer == layer { gesture = nil }
            _ = try? shown.dismiss(layer)
        case .selectedTab(let tab, let layer):
            try? shown.selectTab(tab, in: layer)
        case .reselectedTab(let tab, let layer):
            _ = try? shown.popToRoot(in: StackID(layer: layer, tab: tab))
        case .selectedDetent(let detent, let layer):
            try? shown.selectDetent(detent, in: layer)
        case .attemptedDismiss:
            break
        case .collapsed(let collapsed, let layer):
            try? shown.setCollapsed(collapsed, in: layer)
            splitsToReport.removeAll { $0 == layer }
        case .showedColumn(let column, let layer):
            if case .swipeBack(let stack)? = gesture, stack.layer == layer, let swiped = stack.column, swiped > column {
                gesture = nil
            }
            try? shown.showColumn(column, in: layer)
        case .changedColumnVisibility(let visibility, let layer):
            try? shown.setColumnVisibility(visibility, in: layer)
        case .answered(let question, _):
            shown.apply(.dismissQuestion(question))
        }
        return .one(.report(change))
    }

    /// Shows every split at the width the host draws it; a split shown otherwise than the
    /// navigator thinks is reported once the host is idle.
    private mutating func showSplitsAtTheirWidths() {
        changeShown { state in
            for layer in state.shown.layers {
                guard case .split(let split) = layer.content, let collapsed = state.hostWidth ?? state.widths[layer.id],
                    split.isCollapsed != collapsed
                else { continue }
                state.shown.apply(.setSplit(layer.id, split.atWidth(collapsed: collapsed)))
                state.noteToReport(layer.id)
            }
        }
    }

    private mutating func noteToReport(_ layer: LayerID) {
        if !splitsToReport.contains(layer) { splitsToReport.append(layer) }
    }

    /// The widths the navigator has yet to hear, once nothing is in flight, held or under a
    /// finger; splits no longer shown are forgotten.
    private mutating func reportWidthsIfIdle() -> Actions {
        guard !splitsToReport.isEmpty || !widths.isEmpty, isIdle else { return [] }
        if !widths.isEmpty { widths = widths.filter { shown.layer($0.key) != nil } }
        let layers = splitsToReport
        splitsToReport = []
        var actions: Actions = []
        for layer in layers {
            guard case .split(let split)? = shown.layer(layer)?.content else { continue }
            actions.append(.report(.collapsed(split.isCollapsed, in: layer)))
        }
        return actions
    }
}

extension HostCommand.Action {
    /// Whether the command may show a split the host has not drawn at its width yet.
    fileprivate var mayShowASplit: Bool {
        switch self {
        case .setRoot, .present, .setSplit: true
        case .dismiss, .setStack, .setTabs, .selectTab, .setOptions, .setTabItem, .presentQuestion, .dismissQuestion:
            false
        }
    }
}
