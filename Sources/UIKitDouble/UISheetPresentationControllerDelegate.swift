#if os(Linux)
/// Double of UIKit's `UISheetPresentationControllerDelegate` (iOS 15): told when the user drags a sheet
/// to another detent.
///
/// Apple's method is an `optional` Objective-C requirement: here it is a requirement with a default
/// implementation. Set it as the sheet's `delegate` (inherited from `UIPresentationController`).
@available(iOS 15.0, *)
@available(tvOS, unavailable)
@MainActor @preconcurrency
public protocol UISheetPresentationControllerDelegate: UIAdaptivePresentationControllerDelegate {
    /// Double of `sheetPresentationControllerDidChangeSelectedDetentIdentifier(_:)`: the user's drag
    /// changed `selectedDetentIdentifier`. "Not called if selectedDetentIdentifier is programmatically set."
    @available(iOS 15.0, *)
    @available(tvOS, unavailable)
    @available(visionOS, unavailable)
    func sheetPresentationControllerDidChangeSelectedDetentIdentifier(_ sheetPresentationController: UISheetPresentationController)
}

extension UISheetPresentationControllerDelegate {
    /// Default for Apple's optional `sheetPresentationControllerDidChangeSelectedDetentIdentifier(_:)`: does nothing.
    @available(iOS 15.0, *)
    @available(tvOS, unavailable)
    @available(visionOS, unavailable)
    public func sheetPresentationControllerDidChangeSelectedDetentIdentifier(_ sheetPresentationController: UISheetPresentationController) {}
}
#endif
