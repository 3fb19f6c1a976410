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

    /// What a flow gave to hear the answer to a question shown, and the answer the user gave.
    private struct Waiter {
        let question: LayerID
        /// The call of `ask` that showed it; `nil` for a question restored from saved data, whose
        /// owner hears it through ``AnyCoordinator/restoredQuestion(_:answeredWith:)``.
        let ask: AskID?
        let owner: CoordinatorID
        let deliver: @MainActor (AnyAnswer?) -> Void
        var answer: AnyAnswer?
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

    /// One answer due for delivery, in the navigator's queue of outcomes.
    struct Answer {
        let deliver: @MainActor () -> Void
    }

    /// The flows waiting on the question shown (or on one a commit is taking away), in the order
    /// they began to wait.
    private var waiters: [Waiter] = []
    /// Questions waiting for the one shown to go, oldest first.
    private var waitingAsks: [WaitingAsk] = []
    /// The newest link that arrived while a question was shown: it opens once no question is
    /// shown or waiting.
    private(set) var waitingLink: (@MainActor () -> Void)?
    private var lastAsk = 0

    var isEmpty: Bool { waiters.isEmpty && waitingAsks.isEmpty && waitingLink == nil }

    /// Whether a question waits for its turn.
    var hasWaitingAsks: Bool { !waitingAsks.isEmpty }

    /// A new identity for a call of `ask`.
    mutating func newAsk() -> AskID {
        lastAsk += 1
        return AskID(value: lastAsk)
    }

    /// Waits on a question: `deliver` hears the answer once the question is gone.
    /// - Parameter ask: the call of `ask` that showed it; `nil` for a question restored from
    ///   saved data, which no call waits on.
    mutating func wait(
        for question: LayerID, ask: AskID?, owner: CoordinatorID, deliver: @escaping @MainActor (AnyAnswer?) -> Void
    ) {
        waiters.append(Waiter(question: question, ask: ask, owner: owner, deliver: deliver))
    }

    /// Whether a flow waits on the question.
    func isWaiting(for question: LayerID) -> Bool { waiters.contains { $0.question == question } }

    /// The question an ask shows, while a flow waits on it.
    func question(of ask: AskID) -> LayerID? {
        waiters.first { $0.ask == ask }?.question
    }

    /// The asks a flow made whose answers are not delivered yet: those waiting for their turn
    /// and the questions shown for the others.
    func asks(by owner: CoordinatorID) -> [AskID] {
        waitingAsks.filter { $0.owner == owner }.map(\.id) + waiters.filter { $0.owner == owner }.compactMap(\.ask)
    }

    /// Keeps the user's answer to a question a flow waits on, for delivery after the commit.
    mutating func record(_ answer: AnyAnswer?, to question: LayerID) {
        guard let answer, let index = waiters.firstIndex(where: { $0.question == question }) else { return }
        waiters[index].answer = answer
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

    /// The answers a commit made due, taken: to the questions the committed state no longer
    /// shows (`nil`, cancelled, when the user gave none), then `.cancelled` for the questions
    /// waiting their turn whose flow ended.
    mutating func takeDue(showing shown: LayerID?, isRunning: (CoordinatorID) -> Bool) -> [Answer] {
        var due: [Answer] = []
        if waiters.contains(where: { $0.question != shown }) {
            for waiter in waiters where waiter.question != shown {
                due.append(Answer { [answer = waiter.answer] in waiter.deliver(answer) })
            }
            waiters.removeAll { $0.question != shown }
        }
        if waitingAsks.contains(where: { !isRunning($0.owner) }) {
            for ask in waitingAsks where !isRunning(ask.owner) { due.append(Answer(deliver: ask.cancel)) }
            waitingAsks.removeAll { !isRunning($0.owner) }
        }
        return due
    }

    /// What is to happen once no outcome is due and no question is shown: the next question in
    /// turn is asked, or else the waiting link opens.
    mutating func nextTurn(showing shown: LayerID?) -> (@MainActor () -> Void)? {
        guard shown == nil else { return nil }
        if !waitingAsks.isEmpty { return waitingAsks.removeFirst().ask }
        guard let link = waitingLink else { return nil }
        waitingLink = nil
        return link
    }
}
