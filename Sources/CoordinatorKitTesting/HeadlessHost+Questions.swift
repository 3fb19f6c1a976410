import CoordinatorKit

extension HeadlessHost {
    /// Taps a choice of the question shown, as a user taps an alert's button: the question
    /// goes, and the flow that asked gets the choice's answer.
    ///
    /// While a question is shown, the host takes no other gesture: an alert is modal.
    /// - Parameter title: the choice's title.
    /// - Returns: `false`, changing nothing, when no question is shown, it has no such choice,
    ///   or a transition is in flight.
    @discardableResult
    public func tapChoice(_ title: String) -> Bool {
        guard !isTransitioning, let shown = question,
            let choice = shown.question.choices.firstIndex(where: { $0.title == title })
        else { return false }
        handle(.user(.answered(shown.id, choice: choice)))
        return true
    }

    /// Taps outside the confirmation dialog shown, as on iPad, where it is a popover: the
    /// dialog goes with its cancel choice's answer, or with none when it has no cancel choice.
    /// - Returns: `false`, changing nothing, when no dialog is shown (an alert ignores taps
    ///   outside it) or a transition is in flight.
    @discardableResult
    public func tapOutsideQuestion() -> Bool {
        guard !isTransitioning, let shown = question, shown.question.style == .confirmationDialog else { return false }
        let cancel = shown.question.choices.firstIndex { $0.role == .cancel }
        handle(.user(.answered(shown.id, choice: cancel)))
        return true
    }
}
