#if os(Linux)
/// Double of UIKit's `UIViewControllerTransitioningDelegate`: the custom animations of a
/// presented view controller (its `transitioningDelegate`), asked when it is presented and
/// dismissed.
///
/// Apple's methods are `optional` Objective-C requirements: here they are requirements with
/// default implementations that give none, as when a method is not implemented.
@MainActor @preconcurrency
public protocol UIViewControllerTransitioningDelegate: NSObjectProtocol {
    /// Double of `animationController(forPresented:presenting:source:)`: the animation of a presentation.
    @discardableResult
    func animationController(forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController) -> (any UIViewControllerAnimatedTransitioning)?

    /// Double of `animationController(forDismissed:)`: the animation of a dismissal.
    @discardableResult
    func animationController(forDismissed dismissed: UIViewController) -> (any UIViewControllerAnimatedTransitioning)?

    /// Double of `interactionControllerForPresentation(using:)`: the gesture driving a custom presentation.
    @discardableResult
    func interactionControllerForPresentation(using animator: any UIViewControllerAnimatedTransitioning) -> (any UIViewControllerInteractiveTransitioning)?

    /// Double of `interactionControllerForDismissal(using:)`: the gesture driving a custom dismissal.
    @discardableResult
    func interactionControllerForDismissal(using animator: any UIViewControllerAnimatedTransitioning) -> (any UIViewControllerInteractiveTransitioning)?
}

extension UIViewControllerTransitioningDelegate {
    /// Default for Apple's optional `animationController(forPresented:presenting:source:)`: none, UIKit's own animation.
    @discardableResult
    public func animationController(forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? { nil }

    /// Default for Apple's optional `animationController(forDismissed:)`: none, UIKit's own animation.
    @discardableResult
    public func animationController(forDismissed dismissed: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? { nil }

    /// Default for Apple's optional `interactionControllerForPresentation(using:)`: none.
    @discardableResult
    public func interactionControllerForPresentation(using animator: any UIViewControllerAnimatedTransitioning) -> (any UIViewControllerInteractiveTransitioning)? { nil }

    /// Default for Apple's optional `interactionControllerForDismissal(using:)`: none.
    @discardableResult
    public func interactionControllerForDismissal(using animator: any UIViewControllerAnimatedTransitioning) -> (any UIViewControllerInteractiveTransitioning)? { nil }
}
#endif
