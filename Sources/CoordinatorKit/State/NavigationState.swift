/// The whole navigation of one window, as one value.
///
/// `layers[0]` is the window's root; each further layer is presented modally over the one below
/// it. Each layer holds a navigation stack or tabs of stacks. Coordinators decide how this value
/// changes, a ``Navigator`` makes the screen match it, and what the user does by hand is written
/// back into it.
///
/// ```swift
/// var state = NavigationState(root: .stack(Stack(routes: [MapRoute.map])))
/// try state.push(MapRoute.city(named: "El Paso"))
/// try state.present(MapRoute.settings, as: .sheet)
/// print(state.treeDescription)
/// // root  stack: [map] > [city(named: "El Paso")]
/// // sheet stack: [settings]
/// ```
///
/// Every change is a validated function: an impossible one throws ``NavigationError`` and leaves
/// the value exactly as it was.
public struct NavigationState: Equatable, Sendable {
    /// The layers, the window's root first.
    public internal(set) var layers: [Layer] {
        // A question leaves with the layer it was asked over, in the change that takes the
        // layer away: the state never holds a question it does not show.
        didSet { if let asked = askedQuestionBox, asked.question.layer != layers.last?.id { askedQuestionBox = nil } }
    }
    /// The question asked over the topmost layer: ``question``.
    var askedQuestion: QuestionLayer? {
        get { askedQuestionBox?.question }
        set { askedQuestionBox = newValue.map(AskedQuestion.init) }
    }
    /// ``askedQuestion``, held by reference: a state is copied with every change and most hold
    /// no question, so the state stays as small as its array of layers and one reference.
    private var askedQuestionBox: AskedQuestion?

    /// The empty state: nothing shown yet.
    public init() { layers = [] }

    /// A state that shows one root container.
    public init(root: Container) {
        layers = [Layer(.root, content: root)]
    }

    /// A state of the given layers, and a question over the topmost one, checked against the
    /// state's rules.
    /// - Throws: ``NavigationError`` when a layer other than the first is not modal, a stack is
    ///   empty, tabs are malformed, an identity appears twice, or the question is not over the
    ///   topmost layer or breaks a question's rules.
    package init(layers: [Layer], question: QuestionLayer? = nil) throws(NavigationError) {
        self.layers = layers
        self.askedQuestion = question
        if let question, question.layer != layers.last?.id {
            throw NavigationError(
                "NavigationState(layers:question:)",
                .invalidQuestion("a question is shown over the topmost layer, not over layer \(question.layer)"))
        }
        try validate(request: "NavigationState(layers:)")
    }

    /// The window's root layer.
    public var root: Layer? { layers.first }

    /// The topmost layer, the one the user sees.
    public var top: Layer? { layers.last }

    /// Whether nothing is shown.
    public var isEmpty: Bool { layers.isEmpty }

    /// Equal when their layers and questions are equal.
    public static func == (lhs: NavigationState, rhs: NavigationState) -> Bool {
        if lhs.askedQuestionBox !== rhs.askedQuestionBox, lhs.question != rhs.question { return false }
        return lhs.layers.sharesStorage(with: rhs.layers) || lhs.layers == rhs.layers
    }

    /// Whether both states hold the very same storage of layers, and so are equal, for callers
    /// that would otherwise compare layer by layer only to skip work.
    package func sharesLayers(with other: NavigationState) -> Bool {
        guard askedQuestionBox === other.askedQuestionBox || askedQuestion?.id == other.askedQuestion?.id else {
            return false
        }
        return layers.sharesStorage(with: other.layers)
    }

    /// The position of the layer with an identity, looked for first at `index`, where the layer
    /// of another version of the state usually stays; `nil` when the state lacks it.
    func index(ofLayer id: LayerID, expectedAt index: Int) -> Int? {
        index < layers.count && layers[index].id == id ? index : layers.firstIndex { $0.id == id }
    }

    /// The stack a push goes onto when no stack is named: the topmost layer's stack, or its
    /// selected tab's stack.
    public var visibleStackID: StackID? { layers.isEmpty ? nil : visibleStackID(ofLayerAt: layers.count - 1) }

    /// ``Layer/visibleStackID`` of the layer at `index`, read where the layer lies: asking the
    /// layer would copy it out of the array first, on every change.
    func visibleStackID(ofLayerAt index: Int) -> StackID {
        if case .tabs(let tabs) = layers[index].content { return StackID(layer: layers[index].id, tab: tabs.selected) }
        if case .split = layers[index].content { return StackID(layer: layers[index].id, column: .detail) }
        return StackID(layer: layers[index].id)
    }

    /// The stack at a place, if the state has one there.
    public func stack(_ id: StackID) -> Stack? {
        guard let location = try? locate(id, request: "") else { return nil }
        return self[location]
    }

    /// The layer with an identity, if the state has it.
    public func layer(_ id: LayerID) -> Layer? {
        layers.first { $0.id == id }
    }

    /// Every screen in the state, root layer first, tabs in order, each stack root first.
    public var screens: [Screen] {
        layers.flatMap { layer in layer.content.stacks.flatMap(\.stack.list) }
    }

    /// The identities of every stack in the state.
    package var stackIDs: [StackID] { layers.flatMap(\.stackIDs) }

    /// Whether a coordinator owns a screen in the state; looks from the topmost layer and each
    /// stack's top down, where a flow's screens usually are, without copying the screens.
    func hasScreen(ownedBy owner: CoordinatorID) -> Bool {
        for layer in layers.reversed() {
            for (_, stack) in layer.content.stacks where stack.list.lastIndex(where: { $0.owner == owner }) != nil {
                return true
            }
        }
        return false
    }

    /// Where a screen is, if it is in the state.
    package func location(of screen: ScreenID) -> StackID? {
        for layer in layers {
            for (tab, column, stack) in layer.content.stackPlaces where stack.list.contains(where: { $0.id == screen })
            {
                return column.map { StackID(layer: layer.id, column: $0) } ?? StackID(layer: layer.id, tab: tab)
            }
        }
        return nil
    }
}

/// A question held by reference in a ``NavigationState``; never changed, only replaced.
final class AskedQuestion: Sendable {
    let question: QuestionLayer

    init(_ question: QuestionLayer) {
        self.question = question
    }
}
