// Asking: an alert or a confirmation dialog is navigation too. A flow shows a question over the
// topmost layer and hears the answer once the user picked a choice, or `.cancelled` once the
// question is gone without one.
extension AnyCoordinator {
    /// Asks the user a question (an alert or a confirmation dialog) over the topmost layer and
    /// waits for the answer.
    ///
    /// ```swift
    /// switch await ask(.saveChanges) {
    /// case .finished(.save): settings.save(); dismiss()
    /// case .finished(.discard): dismiss()
    /// case .finished(.keepEditing), .cancelled: break
    /// }
    /// ```
    ///
    /// The answer is the tapped choice's ``Question/Choice/answer``, delivered once the change
    /// that took the question away is committed. One question is shown at a time, as UIKit and
    /// SwiftUI show one alert at a time: a question asked while another is shown waits its turn,
    /// and questions are shown in the order they were asked.
    ///
    /// It is `.cancelled` when the question goes without a choice: the task that awaits it was
    /// cancelled (the question leaves, or is never shown), this flow ended (while its question
    /// was shown or while it waited), the flow withdrew it
    /// (``withdrawQuestions(animated:fileID:filePath:line:column:)``), the layer under the
    /// question was dismissed, the root was replaced, a dialog without a cancel choice was tapped
    /// outside, the navigator was released, or the question could not be asked (nothing is
    /// shown, a question without choices or with a choice without a title), which is reported as
    /// an issue at the caller's line.
    /// - Parameters:
    ///   - question: what to ask.
    ///   - animated: whether the host animates it in.
    ///   - fileID: the file of the call, where an issue is reported; leave the default.
    ///   - filePath: the path of that file; leave the default.
    ///   - line: the line of the call; leave the default.
    ///   - column: the column of the call; leave the default.
    /// - Returns: `.finished(answer)` for the choice the user tapped, or `.cancelled`.
    public func ask<Answer>(
        _ question: Question<Answer>, animated: Bool = true,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) async -> Outcome<Answer> {
        let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
        if Task.isCancelled { return .cancelled }
        let asked = AwaitedAsk(by: self)
        return await withTaskCancellationHandler {
            await withCheckedContinuation { continuation in
                let waiting = AnswerContinuation(continuation)
                asked.id = ask(question, animated: animated, site: site) { waiting.resume(returning: $0) }
            }
        } onCancel: {
            Task { @MainActor in asked.withdraw(animated: animated) }
        }
    }

    /// Asks the user a question over the topmost layer, and calls `onAnswer` with the answer.
    ///
    /// ```swift
    /// ask(.logOut) { [weak self] answer in
    ///     if case .finished(.logOut) = answer { self?.finish() }
    /// }
    /// ```
    /// `onAnswer` is called once, as ``ask(_:animated:fileID:filePath:line:column:)`` returns:
    /// with the tapped choice's answer, or `.cancelled` (at once when the question cannot be
    /// asked). A question asked while another is shown waits its turn. `onAnswer` is let go
    /// after that call, and with the navigator.
    /// - Parameters:
    ///   - question: what to ask.
    ///   - animated: whether the host animates it in.
    ///   - fileID: the file of the call, where an issue is reported; leave the default.
    ///   - filePath: the path of that file; leave the default.
    ///   - line: the line of the call; leave the default.
    ///   - column: the column of the call; leave the default.
    ///   - onAnswer: called with `.finished(answer)` or `.cancelled`.
    public func ask<Answer>(
        _ question: Question<Answer>, animated: Bool = true,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column,
        onAnswer: @escaping @MainActor (Outcome<Answer>) -> Void
    ) {
        ask(
            question, animated: animated,
            site: CallSite(fileID: fileID, filePath: filePath, line: line, column: column), onAnswer: onAnswer)
    }

    /// Takes back every question this flow asked whose answer has not come: the one shown
    /// leaves, those waiting for their turn are never shown, and each answers `.cancelled`.
    ///
    /// ```swift
    /// ask(.stillThere) { [weak self] answer in … }
    /// timeout = Task { [weak self] in
    ///     try await Task.sleep(for: .seconds(30))
    ///     self?.withdrawQuestions()
    /// }
    /// ```
    /// Cancelling the task that awaits ``ask(_:animated:fileID:filePath:line:column:)`` takes
    /// back that one question the same way.
    /// - Parameters:
    ///   - animated: whether the host animates the shown question out.
    ///   - fileID: the file of the call, where an issue is reported; leave the default.
    ///   - filePath: the path of that file; leave the default.
    ///   - line: the line of the call; leave the default.
    ///   - column: the column of the call; leave the default.
    public func withdrawQuestions(
        animated: Bool = true,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) {
        let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
        guard let navigator = runningNavigator(for: "withdrawQuestions()", site: site) else { return }
        for ask in navigator.questions.asks(by: id) {
            withdraw(ask, animated: animated, site: site)
        }
    }

    /// Takes back one ask: out of the queue, or its question off the screen; nothing once its
    /// answer came.
    fileprivate func withdraw(_ ask: QuestionBook.AskID, animated: Bool, site: CallSite) {
        guard let navigator else { return }
        if let waiting = navigator.questions.takeWaitingAsk(ask) {
            return waiting.cancel()
        }
        guard let shown = navigator.questions.question(of: ask), navigator.currentState.question?.id == shown else {
            return
        }
        navigator.change(by: self, request: "withdraw question", animated: animated, site: site) {
            state, _ throws(NavigationError) in
            try state.dismissQuestion(shown)
        }
    }

    /// Asks now, or after the questions shown and waiting before it.
    /// - Returns: the ask's identity, `nil` when it was refused at once.
    @discardableResult
    private func ask<Answer>(
        _ question: Question<Answer>, animated: Bool, site: CallSite,
        onAnswer: @escaping @MainActor (Outcome<Answer>) -> Void
    ) -> QuestionBook.AskID? {
        let request = "ask(\"\(question.title)\")"
        if let attempt = LinkAttempt.current {
            // A link shows screens; a question needs a person to answer it, so no link asks one.
            attempt.record(
                .refused(
                    "\(self).\(request): a link cannot show a question by itself; show the screen that asks, and let it ask."
                ))
            onAnswer(.cancelled)
            return nil
        }
        guard let navigator = runningNavigator(for: request, site: site),
            navigator.allowsNavigation(by: self, request: request, site: site)
        else {
            onAnswer(.cancelled)
            return nil
        }
        if let problem = question.problem {
            site.report("\(self): \(NavigationError(request, .invalidQuestion(problem)))")
            onAnswer(.cancelled)
            return nil
        }
        let ask = navigator.questions.newAsk()
        guard navigator.currentState.question != nil || navigator.questions.hasWaitingAsks else {
            show(question, ask, animated: animated, site: site, onAnswer: onAnswer)
            return ask
        }
        navigator.questions.queue(
            QuestionBook.WaitingAsk(
                id: ask, owner: id,
                ask: { [weak self] in
                    guard let self else { return onAnswer(.cancelled) }
                    self.show(question, ask, animated: animated, site: site, onAnswer: onAnswer)
                },
                cancel: { onAnswer(.cancelled) }))
        return ask
    }

    /// Shows a question whose turn it is.
    private func show<Answer>(
        _ question: Question<Answer>, _ ask: QuestionBook.AskID, animated: Bool, site: CallSite,
        onAnswer: @escaping @MainActor (Outcome<Answer>) -> Void
    ) {
        guard let navigator = runningNavigator(for: "ask(\"\(question.title)\")", site: site) else {
            return onAnswer(.cancelled)
        }
        var asked: LayerID?
        navigator.change(by: self, request: "ask(\"\(question.title)\")", animated: animated, site: site) {
            state, _ throws(NavigationError) in
            asked = try state.ask(question, owner: id)
        }
        guard let asked else { return onAnswer(.cancelled) }
        navigator.questions.wait(for: asked, ask: ask, owner: id) { answer in
            onAnswer(answer.flatMap { $0.as(Answer.self) }.map(Outcome.finished) ?? .cancelled)
        }
        // The question may be gone already (a handler the commit ran took it away).
        navigator.queueAnswersDue()
        navigator.deliverDueOutcomes()
    }
}

/// One call of the awaiting ``AnyCoordinator/ask(_:animated:fileID:filePath:line:column:)``,
/// for the task's cancellation to take back.
@MainActor
private final class AwaitedAsk {
    weak var flow: AnyCoordinator?
    var id: QuestionBook.AskID?

    init(by flow: AnyCoordinator) { self.flow = flow }

    func withdraw(animated: Bool) {
        guard let flow, let id else { return }
        flow.withdraw(
            id, animated: animated, site: CallSite(fileID: #fileID, filePath: #filePath, line: #line, column: #column))
    }
}

/// A continuation that resumes with `.cancelled` when it is let go unresumed: an ask whose
/// navigator was released never leaves its task, and the flow it holds, suspended.
private final class AnswerContinuation<Answer: Sendable>: @unchecked Sendable {
    // Touched on the main actor only, and by `deinit` once nothing else holds the object.
    private var continuation: CheckedContinuation<Outcome<Answer>, Never>?

    init(_ continuation: CheckedContinuation<Outcome<Answer>, Never>) { self.continuation = continuation }

    func resume(returning outcome: Outcome<Answer>) {
        continuation?.resume(returning: outcome)
        continuation = nil
    }

    deinit { continuation?.resume(returning: .cancelled) }
}

extension Navigator {
    /// Keeps the user's answer for the flow that waits on the question, or, for a question no
    /// flow waits on (restored from saved data), for the flow that asked; either hears it once
    /// the change that takes the question away is committed.
    func noteAnswer(_ choice: Int?, to id: LayerID) {
        guard let shown = state.question, shown.id == id else { return }
        let answer = choice.map { shown.question.choices[$0].answer }
        if !questions.isWaiting(for: id) {
            guard let flow = tree.node(shown.owner)?.coordinator else { return }
            questions.wait(for: id, ask: nil, owner: shown.owner) { flow.restoredQuestion(shown, answeredWith: $0) }
        }
        questions.record(answer, to: id)
    }

    /// Queues the answers made due by what was committed, outside a transaction (whose commit
    /// queues them): to the questions the target no longer shows, and `.cancelled` to the
    /// questions waiting their turn whose flow ended.
    func queueAnswersDue() {
        guard !runtime.loop.isInTransaction else { return }
        let answers = questions.takeDue(showing: state.question?.id) { tree.node($0) != nil }
        runtime.loop.outcomesDue(answers.map(DueOutcome.answer))
    }
}
