#if os(Linux)
/// Double of UIKit's `UIViewControllerInteractiveTransitioning`: drives a custom animation from
/// a gesture. The double runs no custom animation; it only carries the object.
@MainActor @preconcurrency
public protocol UIViewControllerInteractiveTransitioning: NSObjectProtocol {
    /// Double of `startInteractiveTransition(_:)`: the gesture takes over the transition.
    func startInteractiveTransition(_ transitionContext: any UIViewControllerContextTransitioning)
}
#endif
