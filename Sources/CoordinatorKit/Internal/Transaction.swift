// The changes gathered for one commit: the draft state, the flows started and the flows that
// asked to end, with a checkpoint per nested level so that a level that throws drops exactly
// its own changes.
struct Transaction {
    /// The state being built.
    var draft: NavigationState
    /// Whether the commit animates: `false` once any call inside asked for no animation.
    var animated: Bool
    /// Who asked: the outermost caller.
    let cause: NavigationChange.Cause
    /// Coordinators started in this transaction, in order.
    private(set) var started: [CoordinatorID] = []
    /// Flows that asked to end, with their outcomes, in the order they asked.
    private(set) var endRequests: [(CoordinatorID, ErasedOutcome)] = []
    private var checkpoints: [Checkpoint] = []

    private struct Checkpoint {
        let draft: NavigationState
        let animated: Bool
        let started: Int
        let endRequests: Int
    }

    init(from state: NavigationState, animated: Bool, cause: NavigationChange.Cause) {
        draft = state
        self.animated = animated
        self.cause = cause
    }

    /// How many levels are open.
    var depth: Int { checkpoints.count }

    /// Opens a nested level.
    mutating func open(animated: Bool) {
        checkpoints.append(Checkpoint(draft: draft, animated: self.animated, started: started.count, endRequests: endRequests.count))
        self.animated = self.animated && animated
    }

    /// Closes the innermost level, keeping its changes.
    mutating func close() {
        checkpoints.removeLast()
    }

    /// Closes the innermost level, dropping its changes.
    /// - Returns: the coordinators it started, which must be discarded, newest first.
    mutating func rollBack() -> [CoordinatorID] {
        let checkpoint = checkpoints.removeLast()
        draft = checkpoint.draft
        animated = checkpoint.animated
        endRequests.removeSubrange(checkpoint.endRequests...)
        let discarded = started[checkpoint.started...]
        started.removeSubrange(checkpoint.started...)
        return discarded.reversed()
    }

    mutating func recordStart(of id: CoordinatorID) { started.append(id) }

    mutating func recordEnd(of id: CoordinatorID, with outcome: ErasedOutcome) { endRequests.append((id, outcome)) }

    /// Whether the flow asked to end in this transaction.
    func endRequested(by id: CoordinatorID) -> Bool { endRequests.contains { $0.0 == id } }
}
