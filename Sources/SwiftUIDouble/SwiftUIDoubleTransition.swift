#if os(Linux)
/// A transition a ``SwiftUIDoubleRuntime`` has started and not finished. Not SwiftUI API.
public struct SwiftUIDoubleTransition: Equatable, Sendable, CustomStringConvertible {
    /// What the transition does.
    public enum Kind: Equatable, Sendable {
        case push
        case pop
        case present(SwiftUIDoublePresentationKind)
        case dismiss(SwiftUIDoublePresentationKind)
        /// The user's edge swipe in progress: finished by `endSwipeBack(completing:)`, never by `finishNextTransition()`.
        case edgeSwipe
        /// A view transition (`transition(_:)`) by its name: a view inserted or removed, or
        /// replaced by a new identity, in an animated change. Its transaction's completions wait
        /// for it, as SwiftUI's wait for the animation.
        case view(String)
    }

    /// What the transition does.
    public let kind: Kind
    /// Whether it animates (`false` in a transaction that `disablesAnimations`); either way it finishes on a later turn.
    public let isAnimated: Bool

    /// A transition of `kind`, to compare with `pendingTransitions`.
    public init(kind: Kind, isAnimated: Bool = true) {
        self.kind = kind
        self.isAnimated = isAnimated
    }

    public var description: String {
        "\(kind)\(isAnimated ? "" : " (not animated)")"
    }
}
#endif
