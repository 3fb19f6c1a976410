#if os(Linux)
/// Double of UIKit's `UIAdaptivePresentationControllerDelegate`: told about the user swiping a sheet away.
///
/// None of these is called for a programmatic `dismiss(animated:completion:)`. Apple's methods are
/// `optional` Objective-C requirements: here they are requirements with default implementations.
@MainActor @preconcurrency
public protocol UIAdaptivePresentationControllerDelegate: NSObjectProtocol {
    /// Double of `presentationControllerShouldDismiss(_:)`: asked when the user starts swiping the sheet down.
    @discardableResult
    func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool

    /// Double of `presentationControllerWillDismiss(_:)`: the user's dismissal starts.
    func presentationControllerWillDismiss(_ presentationController: UIPresentationController)

    /// Double of `presentationControllerDidDismiss(_:)`: the user's dismissal finished.
    func presentationControllerDidDismiss(_ presentationController: UIPresentationController)

    /// Double of `presentationControllerDidAttemptToDismiss(_:)`: a swipe was refused (`isModalInPresentation` or `ShouldDismiss`).
    func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController)
}

extension UIAdaptivePresentationControllerDelegate {
    /// Default for Apple's optional `presentationControllerShouldDismiss(_:)`: allows the dismissal.
    @discardableResult
    public func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool {
        true
    }

    /// Default for Apple's optional `presentationControllerWillDismiss(_:)`: does nothing.
    public func presentationControllerWillDismiss(_ presentationController: UIPresentationController) {}

    /// Default for Apple's optional `presentationControllerDidDismiss(_:)`: does nothing.
    public func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {}

    /// Default for Apple's optional `presentationControllerDidAttemptToDismiss(_:)`: does nothing.
    public func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController) {}
}
#endif
