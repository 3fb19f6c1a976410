/// One layer of the window: the root, or one modal presentation over the layer below it.
public struct Layer: Hashable, Sendable, Codable, Identifiable {
    /// The layer's stable identity.
    public let id: LayerID
    /// How the layer is shown.
    public let presentation: Presentation
    /// What the layer holds.
    public internal(set) var content: Container

    /// Makes a layer.
    /// - Parameters:
    ///   - presentation: ``Presentation/root`` for the window's root layer, a modal style otherwise.
    ///   - content: a stack or tabs.
    ///   - id: its identity; a new one unless given.
    public init(_ presentation: Presentation, content: Container, id: LayerID = LayerID()) {
        self.id = id
        self.presentation = presentation
        self.content = content
    }

    /// The identities of the layer's stacks.
    public var stackIDs: [StackID] {
        content.stacks.map { StackID(layer: id, tab: $0.tab) }
    }

    /// The stack a push goes onto.
    public var visibleStackID: StackID {
        switch content {
        case .stack: StackID(layer: id)
        case .tabs(let tabs): StackID(layer: id, tab: tabs.selected)
        }
    }
}
