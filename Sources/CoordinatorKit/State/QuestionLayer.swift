/// An alert or a confirmation dialog in the navigation state: a presented layer of its own kind,
/// over the topmost layer, that holds a question instead of a stack.
///
/// A question layer is always on top: nothing is presented over it, and it leaves with the layer
/// it is shown over, or with the flow that asked it (``owner``). ``NavigationState/question``
/// holds it.
public struct QuestionLayer: Hashable, Sendable, Codable, Identifiable, CustomStringConvertible {
    /// The layer's stable identity.
    public let id: LayerID
    /// The layer the question is shown over: the topmost layer when it was asked.
    public let layer: LayerID
    /// The coordinator that asked, which gets the answer; ``Identifier/app`` when no
    /// coordinator did.
    public let owner: CoordinatorID
    /// What is asked, with the answers erased.
    public let question: Question<AnyAnswer>

    /// Makes a question layer.
    /// - Parameters:
    ///   - question: what is asked.
    ///   - layer: the layer it is shown over.
    ///   - owner: the coordinator that asked.
    ///   - id: its identity; a new one unless given.
    package init<Answer>(
        _ question: Question<Answer>, over layer: LayerID, owner: CoordinatorID = .app, id: LayerID = LayerID()
    ) {
        self.id = id
        self.layer = layer
        self.owner = owner
        self.question = question.erased
    }

    /// The same layer, asked by another coordinator.
    func owned(by owner: CoordinatorID) -> QuestionLayer {
        QuestionLayer(question, over: layer, owner: owner, id: id)
    }

    /// The layer as a tree dump prints it: `alert "Log out?" ["Log out" (destructive), "Cancel" (cancel)]`.
    public var description: String {
        "\(question.style) \"\(question.title)\" [\(question.choices.map(\.description).joined(separator: ", "))]"
    }
}
