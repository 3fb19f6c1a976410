#if os(Linux)
extension UIView {
    /// Double of `UIView.AnimationOptions`: how a view animation runs; the double models the
    /// cross-fade of `transition(with:duration:options:animations:completion:)` only.
    public struct AnimationOptions: OptionSet, @unchecked Sendable {
        /// Double of `UIView.AnimationOptions.rawValue`.
        public var rawValue: UInt

        /// Double of `UIView.AnimationOptions.init(rawValue:)`.
        public init(rawValue: UInt) {
            self.rawValue = rawValue
        }

        /// Double of `UIView.AnimationOptions.transitionCrossDissolve`: the old content fades
        /// into the new.
        public static var transitionCrossDissolve: UIView.AnimationOptions { UIView.AnimationOptions(rawValue: 5 << 20) }
    }

    /// Double of `UIView.transition(with:duration:options:animations:completion:)`: runs
    /// `animations` now (a window's new root is in place at once), records the transition in the
    /// window's runtime with its style, and calls `completion` when it ends, on UIKit's clock.
    public class func transition(
        with view: UIView, duration: TimeInterval, options: UIView.AnimationOptions = [], animations: (() -> Void)?,
        completion: ((Bool) -> Void)? = nil
    ) {
        animations?()
        let runtime = ((view as? UIWindow) ?? view.window)?.doubleRuntime ?? .detached
        runtime.recordViewTransition(animated: duration > 0, style: options.contains(.transitionCrossDissolve) ? .crossDissolve : .system, of: view)
        runtime.onNextTurn { completion?(true) }
    }
}
#endif
