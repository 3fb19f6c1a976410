#if os(Linux)
/// A transition the double holds open, as `UIKitDoubleRuntime.pendingTransitions` lists it (the double's own type, not UIKit API).
public struct UIKitDoubleTransition: Sendable, Equatable, CustomStringConvertible {
    /// What started the transition.
    public enum Kind: String, Sendable {
        /// `pushViewController(_:animated:)` (or `setViewControllers` onto a new top).
        case push
        /// A pop: `popViewController`, `popTo…`, the back button or an interactive swipe.
        case pop
        /// `present(_:animated:completion:)`.
        case present
        /// `dismiss(animated:completion:)` or a sheet swiped down.
        case dismiss
        /// A view's content replaced inside `UIView.transition(with:…)`, such as a window's root.
        case replaceRoot
    }

    /// What started the transition.
    public let kind: Kind
    /// Whether it was requested animated.
    public let isAnimated: Bool
    /// Whether a simulated gesture still drives it (finish it through its `UIKitDoubleInteractivePop`).
    public let isInteractive: Bool
    /// The animation UIKit plays.
    public let style: Style
    /// Kind plus the `.from` and `.to` controllers, for failure messages.
    public let description: String

    /// The animation of a transition.
    public enum Style: Sendable, Equatable, CustomStringConvertible {
        /// UIKit's own: a push slides, a sheet slides up.
        case system
        /// An app's animation controller, by its description.
        case custom(String)
        /// A zoom (`preferredTransition = .zoom`) from the source view the provider gave, by
        /// its description.
        case zoom(String)
        /// A cross-fade (`modalTransitionStyle = .crossDissolve`, or a window's root replaced
        /// inside `UIView.transition(with:…)` with `.transitionCrossDissolve`).
        case crossDissolve

        public var description: String {
            switch self {
            case .system: "system"
            case .custom(let name): "custom(\(name))"
            case .zoom(let source): "zoom(\(source))"
            case .crossDissolve: "crossDissolve"
            }
        }
    }
}
#endif
