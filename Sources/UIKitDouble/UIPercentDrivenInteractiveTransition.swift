#if os(Linux)
/// Double of UIKit's `UIPercentDrivenInteractiveTransition`: an interaction controller that an
/// app's gesture drives, then finishes or cancels.
///
/// UIKit hands it the transition's context in `startInteractiveTransition(_:)`; `finish()` and
/// `cancel()` end the interaction there, and the transition then completes, or is undone.
@MainActor @preconcurrency
open class UIPercentDrivenInteractiveTransition: NSObject, UIViewControllerInteractiveTransitioning {
    private weak var context: (any UIViewControllerContextTransitioning)?
    private var storedPercentComplete: CGFloat = 0

    /// Double of the inherited `init()`.
    public override init() {
        super.init()
    }

    /// Double of `percentComplete`: the last value given to `update(_:)`.
    open var percentComplete: CGFloat {
        storedPercentComplete
    }

    /// Double of `startInteractiveTransition(_:)`: UIKit hands over the transition.
    open func startInteractiveTransition(_ transitionContext: any UIViewControllerContextTransitioning) {
        context = transitionContext
    }

    /// Double of `update(_:)`: the gesture moved.
    open func update(_ percentComplete: CGFloat) {
        storedPercentComplete = percentComplete
        context?.updateInteractiveTransition(percentComplete)
    }

    /// Double of `cancel()`: the user let go before the end; the transition is undone.
    open func cancel() {
        context?.cancelInteractiveTransition()
        context = nil
    }

    /// Double of `finish()`: the user let go past the point of no return; the transition completes.
    open func finish() {
        context?.finishInteractiveTransition()
        context = nil
    }
}
#endif
