#if os(Linux)
/// Double of UIKit's `UIViewControllerTransitionCoordinatorContext`: what a running transition tells observers.
@MainActor @preconcurrency
public protocol UIViewControllerTransitionCoordinatorContext: NSObjectProtocol {
    /// Double of `isAnimated`: whether the transition was requested animated.
    var isAnimated: Bool { get }
    /// Double of `presentationStyle`: the modal style of a presentation, `.none` for navigation.
    var presentationStyle: UIModalPresentationStyle { get }
    /// Double of `initiallyInteractive`: whether a gesture started the transition.
    var initiallyInteractive: Bool { get }
    /// Double of `isInterruptible`: always `false` in the double.
    var isInterruptible: Bool { get }
    /// Double of `isInteractive`: whether the user's gesture still drives the transition.
    var isInteractive: Bool { get }
    /// Double of `isCancelled`: whether an interactive transition was cancelled by the user.
    var isCancelled: Bool { get }
    /// Double of `transitionDuration`: a nominal duration; the double never measures time.
    var transitionDuration: TimeInterval { get }
    /// Double of `percentComplete`: 0 while running, 1 once finished, 0 once cancelled.
    var percentComplete: CGFloat { get }
    /// Double of `completionVelocity`: always 1 in the double.
    var completionVelocity: CGFloat { get }
    /// Double of `viewController(forKey:)`: the `.from` and `.to` controllers of the transition.
    @discardableResult
    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController?
    /// Double of `containerView`: an empty view.
    var containerView: UIView { get }
}
#endif
