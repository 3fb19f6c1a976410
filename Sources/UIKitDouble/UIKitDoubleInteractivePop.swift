#if os(Linux)
/// A swipe in progress, the user's finger still down (the double's own type, not UIKit API): a swipe
/// back begun by `UIKitDoubleRuntime.beginSwipeBack(in:)`, or a sheet's swipe down begun by
/// `UIKitDoubleRuntime.beginSwipeDown(of:)`.
///
/// While a swipe back is in progress the stack already shows the controller below, `willShow` has
/// been called and the navigation controller's `transitionCoordinator` is interactive; while a swipe
/// down is, the sheet is being dismissed and `presentationControllerWillDismiss` has been called. End
/// it with `complete()` or `cancel()`; the transition then finishes like any other (on a later turn
/// of the main queue, at once with `completesTransitionsSynchronously`, or by `finishNextTransition()`
/// when transitions are held).
@MainActor
public final class UIKitDoubleInteractivePop {
    // Weak: a finished pop must not keep the popped controller alive through a handle a test forgot.
    private weak var transition: DoubleTransition?
    private let runtime: UIKitDoubleRuntime

    init(transition: DoubleTransition, runtime: UIKitDoubleRuntime) {
        self.transition = transition
        self.runtime = runtime
    }

    /// Whether the user's finger is still on the screen.
    public var isInteracting: Bool {
        transition?.phase == .interacting
    }

    /// The user lifts the finger past the threshold: the pop (`didShow` after it) or the dismissal
    /// (`presentationControllerDidDismiss` after it) finishes.
    public func complete() {
        end(cancelled: false)
    }

    /// The user gives up: the stack or the sheet is restored, coordinators see `isCancelled`, and
    /// neither `didShow` nor `presentationControllerDidDismiss` is called.
    public func cancel() {
        end(cancelled: true)
    }

    private func end(cancelled: Bool) {
        guard let transition, transition.phase == .interacting else { return }
        transition.endInteraction(cancelled: cancelled)
        runtime.proceed(transition)
    }
}
#endif
