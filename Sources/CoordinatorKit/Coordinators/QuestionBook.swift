/// The questions flows wait on, by question: each gets its answer, or `nil` (cancelled), once
/// the change that took its question away is committed. Questions asked while another is shown
/// wait their turn here, in the order they were asked, and so does a link that arrived while a
/// question was shown.
///
/// The navigator owns it; a waiting flow is held only by what it gave to wait with (a
/// continuation, a callback), which is let go once the answer is delivered.
struct QuestionBook {
    /// One call of `ask`, from the moment it is made until its answer is delivered.
    struct AskID: Hashable {
        fileprivate let value: Int
    }

    /// What a flow gave to hear the answer.
    struct Waiter {
        let ask: AskID
        let owner: CoordinatorID
        let deliver: @MainActor (AnyAnswer?) -> Void
    }

    /// A question asked while another was shown: it is asked when its turn comes.
    struct WaitingAsk {
        let id: AskID
        let owner: CoordinatorID
        /// Asks it now.
        let ask: @MainActor () -> Void
        /// Tells the flow it was never asked: `.cancelled`.
        let cancel: @MainActor () -> Void
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
    /// Questions waiting for the one shown to go, oldest first.
    private var waitingAsks: [WaitingAsk] = []
    /// The newest link that arrived while a question was shown: it opens once no question is
    /// shown or waiting.
    private(set) var waitingLink: (@MainActor () -> Void)?
    private var lastAsk = 0

    var isEmpty: Bool { waiters.isEmpty && unwaited.isEmpty && waitingAsks.isEmpty && waitingLink == nil }

    /// Whether a question waits for its turn.
    var hasWaitingAsks: Bool { !waitingAsks.isEmpty }

    /// A new identity for a call of `ask`.
    mutating func newAsk() -> AskID {
        lastAsk += 1
        return AskID(value: lastAsk)
    }

    mutating func wait(
        for question: LayerID, ask: AskID, owner: CoordinatorID, deliver: @escaping @MainActor (AnyAnswer?) -> Void
    ) {
        waiters[question] = Waiter(ask: ask, owner: owner, deliver: deliver)
    }

    /// Whether a flow waits on the question.
    func isWaiting(for question: LayerID) -> Bool { waiters[question] != nil }

    /// The question an ask shows, while a flow waits on it.
    func question(of ask: AskID) -> LayerID? {
        waiters.first { $0.value.ask == ask }?.key
    }

    /// The asks a flow made whose answers are not delivered yet: those waiting for their turn
    /// and the questions shown for the others.
    func asks(by owner: CoordinatorID) -> [AskID] {
        waitingAsks.filter { $0.owner == owner }.map(\.id) + waiters.values.filter { $0.owner == owner }.map(\.ask)
    }

    /// Keeps the user's answer to a question a flow waits on, for delivery after the commit.
    mutating func record(_ answer: AnyAnswer?, to question: LayerID) {
        if let answer { answers[question] = answer }
    }

    /// Queues an answer to a question no flow waits on.
    mutating func queueUnwaited(_ deliver: @escaping @MainActor () -> Void) {
        unwaited.append(Delivery(deliver: deliver))
    }

    /// Puts a question behind those that wait already.
    mutating func queue(_ ask: WaitingAsk) {
        waitingAsks.append(ask)
    }

    /// Takes a question out of the queue, before its turn came.
    mutating func takeWaitingAsk(_ id: AskID) -> WaitingAsk? {
        guard let index = waitingAsks.firstIndex(where: { $0.id == id }) else { return nil }
        return waitingAsks.remove(at: index)
    }

    /// Keeps a link until no question is shown or waiting, in place of any link kept before.
    mutating func keepLink(_ open: @escaping @MainActor () -> Void) {
        waitingLink = open
    }

    /// The next thing due, given the state as committed: an answer to a question that `state`
    /// no longer shows; a waiting question whose flow ended (cancelled); with no question shown,
    /// the next question in turn, then the waiting link.
    mutating func nextDue(in state: NavigationState, isRunning: (CoordinatorID) -> Bool) -> Delivery? {
        if !unwaited.isEmpty { return unwaited.removeFirst() }
        let shown = state.question?.id
        if let (question, waiter) = waiters.first(where: { $0.key != shown }) {
            waiters[question] = nil
            let answer = answers.removeValue(forKey: question)
            return Delivery { waiter.deliver(answer) }
        }
        if let index = waitingAsks.firstIndex(where: { !isRunning($0.owner) }) {
            return Delivery(deliver: waitingAsks.remove(at: index).cancel)
        }
        guard shown == nil else { return nil }
        if !waitingAsks.isEmpty { return Delivery(deliver: waitingAsks.removeFirst().ask) }
        guard let link = waitingLink else { return nil }
        waitingLink = nil
        return Delivery(deliver: link)
    }
}
