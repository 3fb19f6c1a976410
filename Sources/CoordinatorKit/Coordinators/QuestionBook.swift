/// The questions flows wait on, by question: each gets its answer, or `nil` (cancelled), once
/// the change that took its question away is committed.
///
/// The navigator owns it; a waiting flow is held only by what it gave to wait with (a
/// continuation, a callback), which is let go once the answer is delivered.
struct QuestionBook {
    /// What a flow gave to hear the answer.
    struct Waiter {
        let owner: CoordinatorID
        let deliver: @MainActor (AnyAnswer?) -> Void
    }

    /// One answer due for delivery.
    struct Delivery {
        let deliver: @MainActor () -> Void
    }

    private var waiters: [LayerID: Waiter] = [:]
    /// Answers the user gave, kept until the change that took their question away is committed.
    private var answers: [LayerID: AnyAnswer] = [:]
    /// Answers to questions no flow waits on (a question restored from saved data), for their
    /// owner's ``AnyCoordinator/restoredQuestion(_:answeredWith:)``.
    private var unwaited: [Delivery] = []

    var isEmpty: Bool { waiters.isEmpty && unwaited.isEmpty }

    mutating func wait(for question: LayerID, owner: CoordinatorID, deliver: @escaping @MainActor (AnyAnswer?) -> Void)
    {
        waiters[question] = Waiter(owner: owner, deliver: deliver)
    }

    /// Whether a flow waits on the question.
    func isWaiting(for question: LayerID) -> Bool { waiters[question] != nil }

    /// Keeps the user's answer to a question a flow waits on, for delivery after the commit.
    mutating func record(_ answer: AnyAnswer?, to question: LayerID) {
        if let answer { answers[question] = answer }
    }

    /// Queues an answer to a question no flow waits on.
    mutating func queueUnwaited(_ deliver: @escaping @MainActor () -> Void) {
        unwaited.append(Delivery(deliver: deliver))
    }

    /// The next answer due: one to a question that `state` no longer shows.
    mutating func nextDue(in state: NavigationState) -> Delivery? {
        if !unwaited.isEmpty { return unwaited.removeFirst() }
        guard !waiters.isEmpty else { return nil }
        let shown = state.question?.id
        guard let (question, waiter) = waiters.first(where: { $0.key != shown }) else { return nil }
        waiters[question] = nil
        let answer = answers.removeValue(forKey: question)
        return Delivery { waiter.deliver(answer) }
    }
}
