// Questions: an alert or a confirmation dialog over the topmost layer.
extension NavigationState {
    /// The alert or confirmation dialog shown over the topmost layer, if any.
    ///
    /// A question stays only while the layer it was asked over is the topmost one: dismissing
    /// that layer, or replacing the root, takes the question with it.
    public var question: QuestionLayer? { askedQuestion }

    /// Shows a question over the topmost layer.
    ///
    /// ```swift
    /// try state.ask(.logOut)
    /// ```
    /// - Parameters:
    ///   - question: what to ask.
    ///   - owner: the coordinator that asks.
    /// - Returns: the question layer's identity.
    /// - Throws: ``NavigationError`` when nothing is shown, a question is shown already, or the
    ///   question has no choice or two cancel choices.
    @discardableResult
    public mutating func ask<Answer>(_ question: Question<Answer>, owner: CoordinatorID = .app) throws(NavigationError)
        -> LayerID
    {
        func request() -> String { "ask(\"\(question.title)\")" }
        guard let top = layers.last else { throw NavigationError(request(), .nothingShown) }
        if let shown = self.question { throw NavigationError(request(), .questionShown(shown.description)) }
        if let problem = question.problem { throw NavigationError(request(), .invalidQuestion(problem)) }
        let layer = QuestionLayer(question, over: top.id, owner: owner)
        askedQuestion = layer
        return layer.id
    }

    /// Takes the question away without an answer.
    /// - Parameter id: the question to take away; the one shown when `nil`.
    /// - Returns: the question taken away.
    /// - Throws: ``NavigationError`` when no such question is shown.
    @discardableResult
    public mutating func dismissQuestion(_ id: LayerID? = nil) throws(NavigationError) -> QuestionLayer {
        func request() -> String { id.map { "dismissQuestion(\($0))" } ?? "dismissQuestion()" }
        guard let shown = question, id == nil || shown.id == id else {
            throw NavigationError(request(), id.map { .noSuchLayer($0) } ?? .noQuestion)
        }
        askedQuestion = nil
        return shown
    }

    /// Checks the rules of the question a whole state holds.
    func validateQuestion(request: @autoclosure () -> String) throws(NavigationError) {
        guard let asked = question else { return }
        if let problem = asked.question.problem { throw NavigationError(request(), .invalidQuestion(problem)) }
        if layers.contains(where: { $0.id == asked.id }) {
            throw NavigationError(request(), .duplicateIdentity("layer \(asked.id)"))
        }
    }

    /// Forgets a question that a coordinator of `owners` asked.
    mutating func dropQuestion(askedByAnyOf owners: Set<CoordinatorID>) {
        guard let asked = askedQuestion else { return }
        if owners.contains(asked.owner) { askedQuestion = nil }
    }
}
