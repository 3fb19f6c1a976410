#if os(Linux)
/// Double of UIKit's `UIViewControllerTransitionCoordinator`: lets code run alongside and after a transition.
///
/// ```swift
/// navigationController.transitionCoordinator?.animate(alongsideTransition: nil) { context in
///     if context.isCancelled { /* the swipe back was abandoned */ }
/// }
/// ```
@MainActor @preconcurrency
public protocol UIViewControllerTransitionCoordinator: UIViewControllerTransitionCoordinatorContext {
    /// Double of `animate(alongsideTransition:completion:)`: runs `animation` now and `completion` when the transition ends.
    ///
    /// Apple's declaration gives `completion` a `= nil` default, which a Swift protocol requirement cannot
    /// have; the extension overload `animate(alongsideTransition:)` covers the call without it.
    /// - Returns: `false` when the transition is already ending (inside its completions or `didShow`)
    ///   or ended: nothing is registered.
    @discardableResult
    func animate(alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?, completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?) -> Bool

    /// Double of `notifyWhenInteractionChanges(_:)`: `handler` runs when the user's gesture ends or is cancelled.
    func notifyWhenInteractionChanges(_ handler: @escaping (any UIViewControllerTransitionCoordinatorContext) -> Void)
}

extension UIViewControllerTransitionCoordinator {
    /// Double of `animate(alongsideTransition:completion:)` called without `completion` (Apple's `= nil` default).
    @discardableResult
    public func animate(alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?) -> Bool {
        animate(alongsideTransition: animation, completion: nil)
    }
}
#endif
