#if canImport(UIKit) && !os(watchOS)
public import UIKit
#elseif os(Linux)
public import UIKitDouble
#endif
#if (canImport(UIKit) && !os(watchOS)) || os(Linux)

/// An app's own animation, which ``UIKitHost`` plays for `RouteAnimation.custom`
/// under the name it was registered with.
///
/// The host asks for a new animation controller each time a screen or layer arrives or leaves
/// with the animation: UIKit's `UIViewControllerAnimatedTransitioning`, through the navigation
/// controller's delegate for a push or pop and the presented view controller's
/// `transitioningDelegate` for a presentation or dismissal. When it leaves, the host also asks
/// for the gesture that drives it, if the user is making one: return your
/// `UIPercentDrivenInteractiveTransition` while your gesture runs, `nil` otherwise (UIKit waits
/// for an interaction controller to finish or cancel the transition).
///
/// ```swift
/// let card = CardInteraction()   // a UIPercentDrivenInteractiveTransition your pan drives
/// host.register(RouteAnimator(
///     arriving: { CardAnimator(presenting: true) },
///     leaving: { CardAnimator(presenting: false) },
///     interactiveLeaving: { card.isInteracting ? card : nil }
/// ), named: "card")
/// ```
///
/// A dismissal the user drives and then cancels changes nothing; one that completes is written
/// back to the navigator as the user's dismissal, as a sheet swiped down is.
@MainActor
public struct RouteAnimator {
    let arriving: @MainActor () -> any UIViewControllerAnimatedTransitioning
    let leaving: @MainActor () -> any UIViewControllerAnimatedTransitioning
    let interactiveLeaving: @MainActor () -> (any UIViewControllerInteractiveTransitioning)?

    /// Makes an animation from its animation controllers.
    /// - Parameters:
    ///   - arriving: a new animation controller for a push or a presentation.
    ///   - leaving: a new animation controller for a pop or a dismissal.
    ///   - interactiveLeaving: the interaction controller of the user's gesture while it drives
    ///     a pop or dismissal, `nil` otherwise; `nil` always by default.
    public init(
        arriving: @escaping @MainActor () -> any UIViewControllerAnimatedTransitioning,
        leaving: @escaping @MainActor () -> any UIViewControllerAnimatedTransitioning,
        interactiveLeaving: @escaping @MainActor () -> (any UIViewControllerInteractiveTransitioning)? = { nil }
    ) {
        self.arriving = arriving
        self.leaving = leaving
        self.interactiveLeaving = interactiveLeaving
    }
}
#endif
