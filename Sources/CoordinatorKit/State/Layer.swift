/// One layer of the window: the root, or one modal presentation over the layer below it.
public struct Layer: Hashable, Sendable, Codable, Identifiable {
    /// The layer's stable identity.
    public let id: LayerID
    /// How the layer is shown.
    public let presentation: Presentation
    /// What the layer holds.
    public internal(set) var content: Container
    /// How a presented layer looks and what the user may do with it; the root layer's are
    /// ignored.
    public internal(set) var options: PresentationOptions
    /// How the layer arrived: presented over the layer below, or, for the root layer, switched
    /// in for the root before it. A dismissal plays the inverse.
    public let animation: RouteAnimation

    /// Makes a layer.
    /// - Parameters:
    ///   - presentation: ``Presentation/root`` for the window's root layer, a modal style otherwise.
    ///   - content: a stack, tabs or a split.
    ///   - options: detents, sizing and the like of a presented layer.
    ///   - animation: how the layer arrives; a dismissal plays the inverse.
    ///   - id: its identity; a new one unless given.
    package init(
        _ presentation: Presentation, content: Container, options: PresentationOptions = .init(),
        animation: RouteAnimation = .system,
        id: LayerID = LayerID()
    ) {
        self.id = id
        self.presentation = presentation
        self.content = content
        self.options = options
        self.animation = animation
    }

    private enum CodingKeys: String, CodingKey {
        case id, presentation, content, options, animation
    }

    // Data saved before layers had options or an animation decodes with the defaults; defaults
    // are not written, so a plain layer encodes as it always did.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        id = try container.decode(LayerID.self, forKey: .id)
        presentation = try container.decode(Presentation.self, forKey: .presentation)
        content = try container.decode(Container.self, forKey: .content)
        options = try container.decodeIfPresent(PresentationOptions.self, forKey: .options) ?? .init()
        animation = try container.decodeIfPresent(RouteAnimation.self, forKey: .animation) ?? .system
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(id, forKey: .id)
        try container.encode(presentation, forKey: .presentation)
        try container.encode(content, forKey: .content)
        if options != PresentationOptions() { try container.encode(options, forKey: .options) }
        if animation != .system { try container.encode(animation, forKey: .animation) }
    }

    /// The identities of the layer's stacks.
    package var stackIDs: [StackID] {
        content.stackPlaces.map { $0.column.map { StackID(layer: id, column: $0) } ?? StackID(layer: id, tab: $0.tab) }
    }

    /// The stack a push goes onto.
    package var visibleStackID: StackID {
        switch content {
        case .stack: StackID(layer: id)
        case .tabs(let tabs): StackID(layer: id, tab: tabs.selected)
        case .split: StackID(layer: id, column: .detail)
        }
    }
}
