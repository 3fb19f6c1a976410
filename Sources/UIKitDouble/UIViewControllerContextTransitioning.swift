#if os(Linux)
/// Double of UIKit's `UIViewControllerContextTransitioning`: the context UIKit gives a custom
/// animation and its interaction controller. Only UIKit makes one; the double declares the
/// members an interaction controller drives the transition with.
@MainActor @preconcurrency
public protocol UIViewControllerContextTransitioning: NSObjectProtocol {
    /// Double of `transitionWasCancelled`: whether the interaction was cancelled.
    var transitionWasCancelled: Bool { get }

    /// Double of `updateInteractiveTransition(_:)`: the gesture moved.
    func updateInteractiveTransition(_ percentComplete: CGFloat)

    /// Double of `finishInteractiveTransition()`: the gesture completes the transition.
    func finishInteractiveTransition()

    /// Double of `cancelInteractiveTransition()`: the gesture undoes the transition.
    func cancelInteractiveTransition()

    /// Double of `completeTransition(_:)`: the animation has ended.
    func completeTransition(_ didComplete: Bool)
}
#endif
