#if os(Linux)
/// Double of UIKit's `UISheetPresentationControllerDetentResolutionContext` (iOS 16): what a custom
/// detent's resolver is given.
///
/// Apple's `containerTraitCollection` is left out: the double has no trait collections.
@MainActor @preconcurrency
public protocol UISheetPresentationControllerDetentResolutionContext: NSObjectProtocol {
    /// Double of `maximumDetentValue`: the largest value a detent can have.
    var maximumDetentValue: CGFloat { get }
}
#endif
