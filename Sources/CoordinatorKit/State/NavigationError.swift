/// Why a change to the navigation state cannot be made.
///
/// Every change on ``NavigationState`` is validated: an impossible one throws this error and
/// leaves the state exactly as it was. Its description says what was asked and why it cannot be
/// done:
///
/// ```swift
/// do { try state.pop() } catch { print(error) }
/// // Cannot pop(count: 1): the stack shows only its root screen [map]; the root is never popped.
/// ```
public struct NavigationError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The change that was asked for, as code would spell it: `pop(count: 3)`.
    public let request: String
    /// Why it cannot be done.
    public let reason: Reason

    /// Makes an error for a request.
    public init(_ request: String, _ reason: Reason) {
        self.request = request
        self.reason = reason
    }

    /// The reasons a change can be impossible.
    public enum Reason: Equatable, Sendable {
        /// Nothing is shown yet: the state has no root layer.
        case nothingShown
        /// No layer has this identity.
        case noSuchLayer(LayerID)
        /// No stack is at this place: its layer is gone, holds no such tab, or holds a stack where
        /// tabs were expected.
        case noSuchStack(StackID)
        /// The layer holds no tab with this identity.
        case noSuchTab(TabID, in: LayerID)
        /// The layer holds a single stack, not tabs.
        case notTabs(LayerID)
        /// The stack does not hold the screen or route asked for.
        case notInStack(String, StackID)
        /// Popping would remove the root screen.
        case wouldPopRoot(requested: Int, available: Int, root: String)
        /// A count that must be positive was not.
        case notPositive(Int)
        /// Nothing is presented over the root layer.
        case nothingPresented
        /// The root layer cannot be dismissed; replace it instead.
        case cannotDismissRoot
        /// Only the window's root layer has the ``Presentation/root`` presentation.
        case rootIsNotModal
        /// A stack would be left without screens.
        case emptyStack(StackID)
        /// Tabs need at least one tab, distinct identities and a selected tab among them.
        case invalidTabs(String)
        /// Two screens or layers would share one identity.
        case duplicateIdentity(String)
        /// The flow shows no screen of its own that the request could act on.
        case flowShowsNothing(flow: String)
        /// Neither the flow nor any flow it started presented a layer that is still shown.
        case nothingPresentedByFlow(flow: String)
        /// The change would remove screens of a flow that started this one; a flow acts only on
        /// what it owns.
        case wouldRemoveAncestorScreens(flow: String, ancestor: String)
        /// The first screen of the window's root layer or of a tab is never popped: nothing would
        /// be left to show there.
        case wouldPopContainerRoot(String)
        /// A layer's presentation options contradict each other or hold an impossible value.
        case invalidOptions(String)
        /// A split's columns or the column it shows contradict each other.
        case invalidSplit(String)
        /// The layer holds no split.
        case notSplit(LayerID)
        /// A question (an alert or a confirmation dialog) is shown: nothing is presented or asked
        /// over it until it is answered or taken away.
        case questionShown(String)
        /// A question breaks a rule: it has no choice, two cancel choices, or is not over the
        /// topmost layer.
        case invalidQuestion(String)
        /// No question is shown.
        case noQuestion
        /// A screen's or layer's animation holds an impossible value: a custom animation without
        /// a name.
        case invalidAnimation(String)
    }

    public var description: String {
        "Cannot \(request): \(explanation)"
    }

    private var explanation: String {
        switch reason {
        case .nothingShown:
            "nothing is shown yet; set a root first with replaceRoot(with:)."
        case .noSuchLayer(let id):
            "no layer \(id) is in the state; it was dismissed or never presented."
        case .noSuchStack(let id):
            "no stack \(id) is in the state; its layer was dismissed or holds no such stack."
        case .noSuchTab(let tab, let layer):
            "layer \(layer) has no tab \"\(tab)\"."
        case .notTabs(let layer):
            "layer \(layer) holds a single stack, not tabs."
        case .notInStack(let what, let stack):
            "stack \(stack) does not hold \(what)."
        case .wouldPopRoot(let requested, let available, let root):
            available == 0
                ? "the stack shows only its root screen \(root); the root is never popped."
                : "the stack has \(available) screen(s) above its root \(root), fewer than the \(requested) asked for; the root is never popped."
        case .notPositive(let count):
            "the count must be at least 1, not \(count)."
        case .nothingPresented:
            "nothing is presented over the window's root layer."
        case .cannotDismissRoot:
            "the root layer cannot be dismissed; use replaceRoot(with:) to change it."
        case .rootIsNotModal:
            "the .root presentation belongs to layers[0] only; present with .sheet, .fullScreenCover or .popover."
        case .emptyStack(let stack):
            "stack \(stack) would have no screens; a rendered stack always keeps its root."
        case .invalidTabs(let why):
            "\(why)."
        case .duplicateIdentity(let what):
            "\(what) would appear twice; identities are unique across the whole state."
        case .flowShowsNothing(let flow):
            "\(flow) shows no screen of its own to act on; show one first, or ask the flow that owns the screen."
        case .nothingPresentedByFlow(let flow):
            "neither \(flow) nor a flow it started presented anything that is still shown; a flow dismisses only what it or its children presented."
        case .wouldRemoveAncestorScreens(let flow, let ancestor):
            "it would remove screens of \(ancestor), which started \(flow); a flow acts only on its own screens and its children's. End the flow with finish(), or ask \(ancestor)."
        case .wouldPopContainerRoot(let screen):
            "\(screen) is the first screen of the window's root or of a tab, which is never popped; replace it with setStack(_:) instead."
        case .invalidOptions(let why):
            "\(why)."
        case .invalidSplit(let why):
            "\(why)."
        case .notSplit(let layer):
            "layer \(layer) holds no split; present or set a root with .split(_:) first."
        case .questionShown(let question):
            "the \(question) is shown; nothing is presented or asked over a question. Wait for its answer, or dismiss it first."
        case .invalidQuestion(let why):
            "\(why)."
        case .noQuestion:
            "no question is shown."
        case .invalidAnimation(let why):
            "\(why); name it as the host registered it, as in .custom(\"card\")."
        }
    }
}
