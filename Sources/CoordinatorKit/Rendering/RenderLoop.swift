// The navigator's runtime as one value: the target, what the host has rendered, the transaction
// being built, and the outcomes due. Every entry point is an event, and each returns what to do
// next; the Navigator carries that out with the tree, the host and the observers, which it holds
// itself. Nothing outside this file changes the transaction, the phase or the queue of outcomes.

/// One command in flight, told apart from every other by its number, not its value: the same
/// command can be asked for twice, and a host that was replaced may still call back.
struct RenderTicket: Equatable {
    /// Which attachment of a host the command went to.
    let attachment: Int
    let number: Int
}

/// Everything that changes while the navigator works, in one value beside the coordinator tree.
///
/// ```
///                 openLevel                          closeLevel (outermost)
///  idle ───────────────────────────▶ inTransaction ─────────────────────────▶ idle (.commit)
///   │ renderRequested  ▲ commandSent (nothing left)
///   ▼                  │
///  rendering ──deliveryRequested──▶ delivering(insideRender: true) ──settled──▶ rendering
///  idle ──deliveryRequested──▶ delivering(insideRender: false) ──settled──▶ idle
/// ```
///
/// A transaction opens over any other phase and gives it back when it closes. A render and a
/// delivery never begin while a transaction is open, nor inside one another's loop (a delivery
/// may run inside a render: a host that reports while it is sent a command has its outcomes
/// delivered there); each refused request is made good by the phase that refused it, which
/// renders or delivers once it ends. Apart from the phase, the host's side: the command in
/// flight (one at a time) and the stack a user's swipe back holds.
struct RenderLoop {
    /// What the navigator runs.
    enum Phase {
        /// Nothing runs: a render or a delivery may begin, a transaction may open.
        case idle
        /// The navigator sends the host commands toward the target, one at a time.
        case rendering
        /// The navigator delivers due outcomes; `insideRender` when the render it interrupted
        /// goes on afterwards.
        case delivering(insideRender: Bool)
        /// A transaction is open (``transaction``); `over` is the phase it opened in, which goes
        /// on when it closes.
        case inTransaction(over: Outer)
    }

    /// A phase a transaction can open over.
    enum Outer: Equatable {
        case idle
        case rendering
        case delivering(insideRender: Bool)
    }

    /// The target: what the window should show, as last committed.
    private(set) var target: NavigationState
    /// What the host has finished rendering.
    private(set) var rendered = NavigationState()
    private(set) var phase = Phase.idle
    /// The change being built while the phase is `inTransaction`, and only then. Kept beside the
    /// phase rather than in it, so that each event changes it in place.
    private(set) var transaction: Transaction?
    /// The command the host performs, until it calls back with its ticket; with the target a
    /// one-command plan was made for, while the user changed nothing rendered: what the host
    /// shows once it finishes, storage shared with the target, so the comparison that ends the
    /// render loop takes a few steps.
    private var inFlight: (command: HostCommand, ticket: RenderTicket, reaching: NavigationState?)?
    /// The stack a user's swipe back is popping: no command goes until it ends.
    private(set) var gesture: StackID?
    /// The last commit, made while the host had rendered the target it replaced, with the screens
    /// it removed and added: the step a one-command plan toward it makes. Taken by the next
    /// command, or let go then, as it holds the screens that left.
    private var committedStep: RenderedStep?
    /// The last ticket handed out.
    private var lastTicket = RenderTicket(attachment: 0, number: 0)
    /// Whether the next commands animate, as the last commit asked.
    private var animated = true
    /// What the user did while a transaction was open, applied once it ends, oldest first.
    private var deferredUserChanges: [(edit: TargetEdit, change: UserChange)] = []
    /// Outcomes due, in the order of the commits that made them: delivered once no transaction
    /// is open.
    private var due: [DueOutcome] = []

    init(target: NavigationState) {
        self.target = target
    }

    /// The command the host performs, if any.
    var commandInFlight: HostCommand? { inFlight?.command }

    /// The state as it stands inside the current transaction.
    var current: NavigationState { transaction?.draft ?? target }

    // MARK: The host

    /// A new host shows nothing yet; completions from the one before are ignored from now on.
    mutating func hostAttached() {
        rendered = NavigationState()
        inFlight = nil
        committedStep = nil
        gesture = nil
        lastTicket = RenderTicket(attachment: lastTicket.attachment + 1, number: lastTicket.number)
    }

    /// What to do after a render event.
    enum RenderAction: Equatable {
        /// Send this command, with what it does to what the host rendered when the loop knows it;
        /// tell the loop with ``commandSent(limits:)`` once the host took it.
        case render(HostCommand, RenderTicket, step: RenderedStep?)
        /// Nothing to send now: the host is busy or shows the target, or another phase runs that
        /// renders when it ends.
        case wait
    }

    /// Event: the navigator asks to render.
    mutating func renderRequested(limits: HostLimits) -> RenderAction {
        guard case .idle = phase else { return .wait }
        phase = .rendering
        return nextCommand(limits: limits)
    }

    /// Event: the host took the last command (it may have finished it already).
    mutating func commandSent(limits: HostLimits) -> RenderAction {
        guard case .rendering = phase else { return .wait }
        return nextCommand(limits: limits)
    }

    private mutating func nextCommand(limits: HostLimits) -> RenderAction {
        let committed = committedStep.take()
        guard inFlight == nil, gesture == nil,
            // After the last command of a plan the rendered state holds the target's very
            // storage: a look at two addresses spares planning again only to find nothing left.
            // Otherwise planning finds whether anything is left; comparing the states first
            // would look at every layer twice.
            !rendered.sharesLayers(with: target),
            let (command, isWholePlan) = NavigationPlan.firstCommand(
                from: rendered, to: target, animated: animated, limits: limits)
        else {
            phase = .idle
            return .wait
        }
        let ticket = RenderTicket(attachment: lastTicket.attachment, number: lastTicket.number + 1)
        lastTicket = ticket
        inFlight = (command, ticket, isWholePlan ? target : nil)
        // The whole plan toward the last commit, from the state it replaced, makes its step.
        guard isWholePlan, let committed, committed.from.sharesLayers(with: rendered),
            committed.to.sharesLayers(with: target)
        else { return .render(command, ticket, step: nil) }
        return .render(command, ticket, step: committed)
    }

    /// What a completion from the host means.
    enum Finish: Equatable {
        /// The command is rendered now: tell observers, and render what is left.
        case rendered(HostCommand)
        /// A completion from a host that was replaced since: ignore it.
        case fromFormerHost
        /// A completion for no command in flight: the host called one twice.
        case unexpected
    }

    /// Event: the host called back for a command.
    mutating func hostFinished(_ ticket: RenderTicket) -> Finish {
        guard ticket.attachment == lastTicket.attachment else { return .fromFormerHost }
        // Moved out, not copied: the command is in flight no more.
        guard inFlight?.ticket == ticket, let (command, _, reaching) = inFlight.take() else { return .unexpected }
        if let reached = reaching {
            #if DEBUG
            var applied = rendered
            applied.apply(command.action)
            assert(applied == reached, "RenderLoop: a one-command plan did not reach its target")
            #endif
            rendered = reached
        } else {
            rendered.apply(command.action)
        }
        return .rendered(command)
    }

    // MARK: Transactions

    /// Event: a level opens; `cause` (who asked) counts, and is worked out, only for the
    /// outermost.
    mutating func openLevel(animated: Bool, cause: () -> NavigationChange.Cause) {
        let outer: Outer
        switch phase {
        case .idle: outer = .idle
        case .rendering: outer = .rendering
        case .delivering(let insideRender): outer = .delivering(insideRender: insideRender)
        case .inTransaction:
            transaction?.open(animated: animated)
            return
        }
        transaction = Transaction(from: target, animated: animated, cause: cause())
        transaction?.open(animated: animated)
        phase = .inTransaction(over: outer)
    }

    /// What closing a level asks of the navigator.
    enum LevelClosed {
        /// An inner level closed: discard the coordinators it dropped, newest first.
        case inner(discard: [CoordinatorID])
        /// The transaction ended: discard what its outermost level dropped, then commit what it
        /// gathered.
        case commit(Transaction, discard: [CoordinatorID])
        /// The transaction ended with a stack left empty: nothing is committed, every coordinator
        /// it started is discarded, and the misuse is reported.
        case dropped(emptyStack: StackID, discard: [CoordinatorID])
        /// No transaction is open: nothing changes.
        case noneOpen
    }

    /// Event: the innermost level closes, keeping its changes or dropping them.
    mutating func closeLevel(keeping: Bool) -> LevelClosed {
        guard case .inTransaction(let outer) = phase, transaction != nil else { return .noneOpen }
        // Edited in place: a copy taken out and stored back would copy its checkpoints.
        var discarded: [CoordinatorID] = []
        if keeping {
            transaction!.close()
        } else {
            discarded = transaction!.rollBack()
        }
        guard transaction!.depth == 0 else { return .inner(discard: discarded) }
        phase = Phase(outer)
        // Moved out, not copied: a copy would retain all it holds, then release it twice.
        let open = transaction.take()!
        if let empty = open.draft.firstEmptyStack {
            return .dropped(emptyStack: empty, discard: discarded + open.started.reversed())
        }
        return .commit(open, discard: discarded)
    }

    // The events that change the open transaction return whether one was open: without one
    // they change nothing.

    /// Event: the draft changed.
    @discardableResult
    mutating func edit(draft: NavigationState) -> Bool {
        modifyTransaction { $0.draft = draft }
    }

    /// Event: a coordinator started in the open transaction.
    @discardableResult
    mutating func recordStart(of id: CoordinatorID) -> Bool {
        modifyTransaction { $0.recordStart(of: id) }
    }

    /// Event: a flow asked to end; the screens of `owners` (the flow and those it runs) leave the
    /// draft.
    @discardableResult
    mutating func recordEnd(
        of id: CoordinatorID, with outcome: ErasedOutcome, removingScreensOf owners: Set<CoordinatorID>
    ) -> Bool {
        modifyTransaction {
            $0.recordEnd(of: id, with: outcome)
            $0.draft.removeScreens(ownedBy: owners)
        }
    }

    /// Event: a flow's own call changes the open transaction.
    @discardableResult
    mutating func recordActor(_ id: CoordinatorID) -> Bool {
        modifyTransaction { $0.recordActor(id) }
    }

    /// Event: an `update { }` body begins or ends: coordinator calls are refused while one runs.
    @discardableResult
    mutating func updateBody(running: Bool) -> Bool {
        modifyTransaction { $0.updateBodies += running ? 1 : -1 }
    }

    /// The open transaction, changed in place.
    private mutating func modifyTransaction(_ change: (inout Transaction) -> Void) -> Bool {
        guard transaction != nil else { return false }
        change(&transaction!)
        return true
    }

    /// Whether a transaction is open.
    var isInTransaction: Bool { transaction != nil }

    /// How many levels of the open transaction are open.
    var levels: Int { transaction?.depth ?? 0 }

    /// Whether an `update { }` body runs.
    var isInUpdateBody: Bool { (transaction?.updateBodies ?? 0) > 0 }

    /// Whether a flow asked to end in the open transaction.
    var hasEndRequests: Bool { transaction?.endRequests.isEmpty == false }

    /// Event: the navigator settled a change; it becomes the target, which the next commands
    /// animate toward or not, and the outcomes of the flows it ended are due after those due
    /// already.
    /// - Parameter screens: the screens that leave and enter from the target to `next`, when the
    ///   navigator compared them: a command that makes the whole change hands them to the host.
    /// - Returns: `false`, changing nothing, inside a transaction, which commits when it ends.
    mutating func commit(
        _ next: NavigationState, animated: Bool, endings: [CoordinatorTree.Ending],
        screens: (removed: [Screen], added: [Screen])? = nil
    ) -> Bool {
        if case .inTransaction = phase { return false }
        committedStep =
            if let screens, rendered.sharesLayers(with: target) {
                RenderedStep(from: target, to: next, removed: screens.removed, added: screens.added)
            } else {
                nil
            }
        target = next
        self.animated = animated
        outcomesDue(endings.map(DueOutcome.ending))
        return true
    }

    // MARK: Outcomes

    /// Event: outcomes became due; they are delivered after those due already.
    mutating func outcomesDue(_ outcomes: [DueOutcome]) {
        if !outcomes.isEmpty { due += outcomes }
    }

    /// What to do in a delivery.
    enum DeliveryAction {
        /// Deliver this outcome, then tell the loop with ``delivered()``.
        case deliver(DueOutcome)
        /// Nothing is due: ask the next question in turn, or end the flows left with nothing to
        /// run, and report either with ``delivered()`` (after ``outcomesDue(_:)``); or, with
        /// nothing left to do, ``settled()``.
        case settle
        /// The delivery is over: check the tree, and render.
        case done
        /// A transaction is open or a delivery runs, and delivers when it ends; or no delivery
        /// runs.
        case wait
    }

    /// Event: the navigator asks to deliver what is due.
    mutating func deliveryRequested() -> DeliveryAction {
        switch phase {
        case .idle: phase = .delivering(insideRender: false)
        case .rendering: phase = .delivering(insideRender: true)
        case .delivering, .inTransaction: return .wait
        }
        return nextDue()
    }

    /// Event: the last outcome was delivered, or the navigator did what ``DeliveryAction/settle``
    /// asked.
    mutating func delivered() -> DeliveryAction {
        guard case .delivering = phase else { return .wait }
        return nextDue()
    }

    /// Event: the navigator found nothing more to do; unless an outcome became due meanwhile,
    /// the delivery ends, and the render it interrupted, if any, goes on.
    mutating func settled() -> DeliveryAction {
        guard case .delivering(let insideRender) = phase else { return .wait }
        guard due.isEmpty else { return nextDue() }
        phase = insideRender ? .rendering : .idle
        return .done
    }

    private mutating func nextDue() -> DeliveryAction {
        due.isEmpty ? .settle : .deliver(due.removeFirst())
    }

    // MARK: The user

    /// What a report from the host asks of the navigator.
    enum UserReport: Equatable {
        /// Commit this edit of the target now.
        case commit(TargetEdit)
        /// A transaction is open: the edit is kept and applied once it ends
        /// (``takeDeferredUserChange()``).
        case deferred(TargetEdit)
        /// A gesture began or was abandoned: nothing for the target; tell observers.
        case gesture
        /// The user tried to dismiss this locked layer: nothing changes, its flow is told.
        case attemptedDismiss(LayerID)
        /// The report does not match what is rendered: nothing changes.
        case mismatch
    }

    /// Event: the host reported what the user did; the rendered state follows at once.
    mutating func userReported(_ change: UserChange) -> UserReport {
        // What the user did changes what is rendered: the command in flight is applied to that.
        inFlight?.reaching = nil
        let report = rendered.follow(change, gesture: &gesture)
        guard case .commit(let edit) = report, case .inTransaction = phase else { return report }
        deferredUserChanges.append((edit, change))
        return .deferred(edit)
    }

    /// Event: the navigator applies what the user did during the transaction that ended.
    /// - Returns: the oldest user change kept, taken.
    mutating func takeDeferredUserChange() -> (edit: TargetEdit, change: UserChange)? {
        deferredUserChanges.isEmpty ? nil : deferredUserChanges.removeFirst()
    }
}

extension RenderLoop.Phase {
    init(_ outer: RenderLoop.Outer) {
        switch outer {
        case .idle: self = .idle
        case .rendering: self = .rendering
        case .delivering(let insideRender): self = .delivering(insideRender: insideRender)
        }
    }
}

/// An outcome due for delivery once the change that made it is committed: a flow's ending for
/// its parent, or an answer for the flow that asked.
enum DueOutcome {
    case ending(CoordinatorTree.Ending)
    case answer(QuestionBook.Answer)
}
