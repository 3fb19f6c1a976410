#if os(Linux)
/// A swipe back in progress, begun by `UIKitDoubleRuntime.beginInteractivePop(in:)` (the double's own type, not UIKit API).
///
/// While it is in progress the stack already shows the controller below, `willShow` has been called
/// and the navigation controller's `transitionCoordinator` is interactive. End it with `complete()` or
/// `cancel()`; the transition then finishes like any other (at once, or by `finishNextTransition()`
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

    /// The user lifts the finger past the threshold: the pop finishes, then `didShow` is called.
    public func complete() {
        end(cancelled: false)
    }

    /// The user gives up: the stack is restored, coordinators see `isCancelled`, `didShow` is never called.
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
