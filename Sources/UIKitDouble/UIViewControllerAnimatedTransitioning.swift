#if os(Linux)
/// Double of UIKit's `UIViewControllerAnimatedTransitioning`: an app's custom animation of a
/// transition, which a navigation controller's delegate may return. The double runs no custom
/// animation; it only carries the object.
@MainActor @preconcurrency
public protocol UIViewControllerAnimatedTransitioning: NSObjectProtocol {
    /// Double of `transitionDuration(using:)`: how long the animation lasts.
    @discardableResult
    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval

    /// Double of `animateTransition(using:)`: runs the animation.
    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning)
}
#endif
