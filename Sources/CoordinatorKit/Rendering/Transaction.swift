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
    /// The flows whose own calls made the changes, first caller first: a flow's leave guard is
    /// not asked about a change it made itself.
    private(set) var actors = SmallArray<CoordinatorID>()
    /// Coordinators started in this transaction, in order.
    private(set) var started: [CoordinatorID] = []
    /// Flows that asked to end, with their outcomes, in the order they asked.
    private(set) var endRequests: [(CoordinatorID, ErasedOutcome)] = []
    /// How many levels are open.
    private(set) var depth = 0
    /// Above zero while an `update { }` body runs: coordinator calls are refused then.
    var updateBodies = 0
    // The outermost level goes back to where the transaction began, kept apart: most
    // transactions have one level, and then no array of checkpoints is made. Two fields, not a
    // stored `Checkpoint`, which cost every update a copy (Benchmarks/README.md has the method).
    private let base: NavigationState
    private let baseAnimated: Bool
    private var checkpoints: [Checkpoint] = []

    private struct Checkpoint {
        let draft: NavigationState
        let animated: Bool
        let started: Int
        let endRequests: Int
    }

    init(from state: NavigationState, animated: Bool, cause: NavigationChange.Cause) {
        draft = state
        base = state
        self.animated = animated
        baseAnimated = animated
        self.cause = cause
    }

    /// Opens a nested level.
    mutating func open(animated: Bool) {
        if depth > 0 {
            checkpoints.append(
                Checkpoint(
                    draft: draft, animated: self.animated, started: started.count, endRequests: endRequests.count))
        }
        depth += 1
        self.animated = self.animated && animated
    }

    /// Closes the innermost level, keeping its changes.
    mutating func close() {
        precondition(depth > 0, "Transaction: a level closed with none open.")
        depth -= 1
        if depth > 0 { checkpoints.removeLast() }
    }

    /// Closes the innermost level, dropping its changes.
    /// - Returns: the coordinators it started, which must be discarded, newest first.
    mutating func rollBack() -> [CoordinatorID] {
        precondition(depth > 0, "Transaction: a level rolled back with none open.")
        depth -= 1
        let checkpoint =
            depth > 0
            ? checkpoints.removeLast()
            : Checkpoint(draft: base, animated: baseAnimated, started: 0, endRequests: 0)
        draft = checkpoint.draft
        animated = checkpoint.animated
        endRequests.removeSubrange(checkpoint.endRequests...)
        let discarded = started[checkpoint.started...]
        started.removeSubrange(checkpoint.started...)
        return discarded.reversed()
    }

    mutating func recordStart(of id: CoordinatorID) { started.append(id) }

    mutating func recordActor(_ id: CoordinatorID) {
        if !actors.contains(id) { actors.append(id) }
    }

    mutating func recordEnd(of id: CoordinatorID, with outcome: ErasedOutcome) { endRequests.append((id, outcome)) }

    /// Whether the flow asked to end in this transaction.
    func endRequested(by id: CoordinatorID) -> Bool { endRequests.contains { $0.0 == id } }
}
