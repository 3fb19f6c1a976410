// The navigator's runtime as one value: the target, what the host has rendered, the change being
// built, and what waits for that change to end. The navigator tells it what happens (a level
// opens or closes, a change is committed, the host reports, a render or a delivery begins) and
// carries out what it answers with the tree, the host and the observers, which it holds itself.

/// Everything that changes while the navigator works, in one value beside the coordinator tree.
///
/// A render and a delivery of outcomes never begin while a transaction is open, nor inside one
/// another's loop: a host that reports inside a render has its outcomes delivered there, and the
/// render that follows them waits for the outer one, which sends what is left.
struct RenderLoop {
    /// The target: what the window should show, as last committed.
    private(set) var target: NavigationState
    /// What the host has rendered, and the command in flight.
    private var machine = RenderMachine()
    /// The change being built, while a transaction is open.
    var transaction: Transaction?
    /// Whether the next commands animate, as the last commit asked.
    private var animated = true
    /// Above zero while an `update { }` body runs: coordinator calls are refused then.
    private(set) var updateBodies = 0
    /// What the user did while a transaction was open; it applies once the transaction ends.
    private var deferredUserChanges: [(edit: RenderMachine.TargetEdit, change: UserChange)] = []
    /// Outcomes due, delivered in order once no transaction is open.
    private var dueEndings: [CoordinatorTree.Ending] = []
    /// The loop running now, outside the transactions its callers open.
    private var activity = Activity.idle

    /// Which loop runs: a render, a delivery of outcomes, or a delivery inside a render (a host
    /// that reports while it is sent a command has its outcomes delivered there).
    ///
    /// ```
    /// idle ──beginRendering──▶ rendering ──beginDelivering──▶ deliveringInsideRender
    ///  │  ◀──endRendering────            ◀──endDelivering────
    ///  └──beginDelivering──▶ delivering ──endDelivering──▶ idle
    /// ```
    private enum Activity {
        case idle
        case rendering
        case delivering
        case deliveringInsideRender
    }

    init(target: NavigationState) {
        self.target = target
    }

    /// What the host has finished rendering.
    var rendered: NavigationState { machine.rendered }

    /// The state as it stands inside the current transaction.
    var current: NavigationState { transaction?.draft ?? target }

    /// A new host shows nothing yet; completions from the one before are ignored from now on.
    mutating func hostAttached() {
        machine.hostAttached()
    }

    // MARK: Rendering

    /// Begins sending commands, unless a transaction is open, outcomes are being delivered, or a
    /// render runs already: each of those renders once it ends.
    /// - Returns: whether the render begins; call ``endRendering()`` after it.
    mutating func beginRendering() -> Bool {
        guard transaction == nil, case .idle = activity else { return false }
        activity = .rendering
        return true
    }

    mutating func endRendering() {
        guard case .rendering = activity else { preconditionFailure("RenderLoop: a render ended that did not begin.") }
        activity = .idle
    }

    /// The next command toward the target, if the host may get one now.
    mutating func nextCommand(limits: HostLimits) -> (HostCommand, RenderTicket)? {
        machine.nextCommand(toward: target, animated: animated, limits: limits)
    }

    /// The host called back for a command.
    mutating func hostFinished(_ ticket: RenderTicket) -> RenderMachine.Finish {
        machine.hostFinished(ticket)
    }

    /// The host reported what the user did; the rendered state follows at once.
    mutating func userReported(_ change: UserChange) -> RenderMachine.TargetEdit {
        machine.userReported(change)
    }

    /// Keeps what the user did for the end of the open transaction.
    /// - Returns: `false` when no transaction is open: the change applies now.
    mutating func deferUserChange(_ edit: RenderMachine.TargetEdit, _ change: UserChange) -> Bool {
        guard transaction != nil else { return false }
        deferredUserChanges.append((edit, change))
        return true
    }

    /// The oldest user change kept for the end of a transaction, taken.
    mutating func nextDeferredUserChange() -> (edit: RenderMachine.TargetEdit, change: UserChange)? {
        deferredUserChanges.isEmpty ? nil : deferredUserChanges.removeFirst()
    }

    // MARK: Transactions

    /// Opens a level; `cause` (who asked) counts, and is worked out, only for the outermost.
    mutating func openLevel(animated: Bool, cause: () -> NavigationChange.Cause) {
        if transaction == nil {
            transaction = Transaction(from: target, animated: animated, cause: cause())
        }
        transaction?.open(animated: animated)
    }

    /// Closes the innermost level; keeping its changes or dropping them.
    /// - Returns: the coordinators a dropped level started, to discard, newest first; and the
    ///   transaction, taken, when the level was the outermost.
    mutating func closeLevel(keeping: Bool) -> (discarded: [CoordinatorID], ended: Transaction?) {
        guard transaction != nil else { preconditionFailure("RenderLoop: a transaction level closed with none open.") }
        // Edited in place: a copy taken out and stored back would copy its checkpoints.
        var discarded: [CoordinatorID] = []
        if keeping {
            transaction!.close()
        } else {
            discarded = transaction!.rollBack()
        }
        guard transaction!.depth == 0 else { return (discarded, nil) }
        // Moved out, not copied: a copy would retain all it holds, then release it twice.
        return (discarded, transaction.take())
    }

    /// Counts an `update { }` body running, while coordinator calls are refused.
    mutating func beginUpdateBody() { updateBodies += 1 }

    mutating func endUpdateBody() { updateBodies -= 1 }

    /// Sets the committed target, which the next commands animate toward or not.
    mutating func commit(_ next: NavigationState, animated: Bool, diff: ScreenDiff) {
        target = next
        self.animated = animated
    }

    // MARK: Outcomes

    /// Queues outcomes for delivery, after those queued before.
    mutating func addDue(_ endings: [CoordinatorTree.Ending]) {
        dueEndings += endings
    }

    /// Begins delivering outcomes, unless a transaction is open or a delivery runs already.
    /// - Returns: whether the delivery begins; call ``endDelivering()`` after it.
    mutating func beginDelivering() -> Bool {
        guard transaction == nil else { return false }
        switch activity {
        case .idle: activity = .delivering
        case .rendering: activity = .deliveringInsideRender
        case .delivering, .deliveringInsideRender: return false
        }
        return true
    }

    mutating func endDelivering() {
        switch activity {
        case .delivering: activity = .idle
        case .deliveringInsideRender: activity = .rendering
        case .idle, .rendering: preconditionFailure("RenderLoop: a delivery ended that did not begin.")
        }
    }

    /// The oldest outcome due, taken.
    mutating func nextDueEnding() -> CoordinatorTree.Ending? {
        dueEndings.isEmpty ? nil : dueEndings.removeFirst()
    }
}
