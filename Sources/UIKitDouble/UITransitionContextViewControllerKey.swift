#if os(Linux)
/// Double of UIKit's `UITransitionContextViewControllerKey`, the keys of `viewController(forKey:)`.
public struct UITransitionContextViewControllerKey: Hashable, Equatable, RawRepresentable, @unchecked Sendable {
    /// Double of `UITransitionContextViewControllerKey.rawValue`.
    public var rawValue: String

    /// Double of `UITransitionContextViewControllerKey.init(_:)`.
    public init(_ rawValue: String) {
        self.rawValue = rawValue
    }

    /// Double of `UITransitionContextViewControllerKey.init(rawValue:)`.
    public init(rawValue: String) {
        self.rawValue = rawValue
    }
}

extension UITransitionContextViewControllerKey {
    /// Double of `UITransitionContextViewControllerKey.from`: the controller visible at the start.
    public static let from: UITransitionContextViewControllerKey = UITransitionContextViewControllerKey(rawValue: "UITransitionContextFromViewControllerKey")

    /// Double of `UITransitionContextViewControllerKey.to`: the controller visible at the end.
    public static let to: UITransitionContextViewControllerKey = UITransitionContextViewControllerKey(rawValue: "UITransitionContextToViewControllerKey")
}
#endif
