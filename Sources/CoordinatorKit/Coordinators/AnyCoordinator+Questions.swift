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
    /// that took the question away is committed. It is `.cancelled` when the question goes
    /// without a choice: this flow ended, the layer under the question was dismissed, the root
    /// was replaced, a dialog without a cancel choice was tapped outside, the navigator was
    /// released, or the question could not be asked (another question is shown, nothing is
    /// shown, a question without choices), which is reported as an issue at the caller's line.
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
        return await withCheckedContinuation { continuation in
            let waiting = AnswerContinuation(continuation)
            ask(question, animated: animated, site: site) { waiting.resume(returning: $0) }
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
    /// asked). It is let go after that call, and with the navigator.
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

    private func ask<Answer>(
        _ question: Question<Answer>, animated: Bool, site: CallSite,
        onAnswer: @escaping @MainActor (Outcome<Answer>) -> Void
    ) {
        let request = "ask(\"\(question.title)\")"
        if let attempt = LinkAttempt.current {
            // A link shows screens; a question needs a person to answer it, so no link asks one.
            attempt.record(
                .refused(
                    "\(self).\(request): a link cannot show a question by itself; show the screen that asks, and let it ask."
                ))
            return onAnswer(.cancelled)
        }
        guard let navigator = runningNavigator(for: request, site: site) else { return onAnswer(.cancelled) }
        var asked: LayerID?
        navigator.change(by: self, request: request, animated: animated, site: site) {
            state, _ throws(NavigationError) in
            asked = try state.ask(question, owner: id)
        }
        guard let asked else { return onAnswer(.cancelled) }
        navigator.questions.wait(for: asked, owner: id) { answer in
            onAnswer(answer.flatMap { $0.as(Answer.self) }.map(Outcome.finished) ?? .cancelled)
        }
        // The question may be gone already (asked in a transaction that dropped it).
        navigator.deliverDueOutcomes()
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
    /// flow waits on (restored from saved data), queues it for the flow that asked.
    func noteAnswer(_ choice: Int?, to id: LayerID) {
        guard let shown = state.question, shown.id == id else { return }
        let answer = choice.map { shown.question.choices[$0].answer }
        if questions.isWaiting(for: id) {
            questions.record(answer, to: id)
        } else if let flow = tree.node(shown.owner)?.coordinator {
            questions.queueUnwaited { flow.restoredQuestion(shown, answeredWith: answer) }
        }
    }
}
