#if os(Linux)
/// Double of UIKit's `UISheetPresentationControllerDetentResolutionContext` (iOS 16): what a custom
/// detent's resolver is given.
///
/// Apple's `containerTraitCollection` is left out: the double has no trait collections.
@available(iOS 16.0, *)
@available(tvOS, unavailable)
@available(visionOS, unavailable)
@MainActor @preconcurrency
public protocol UISheetPresentationControllerDetentResolutionContext: NSObjectProtocol {
    /// Double of `maximumDetentValue`: the largest value a detent can have.
    @available(iOS 16.0, *)
    @available(tvOS, unavailable)
    @available(visionOS, unavailable)
    var maximumDetentValue: CGFloat { get }
}
#endif
