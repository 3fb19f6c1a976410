#if os(Linux)
/// Double of UIKit's `UIPopoverPresentationController`: where a popover points.
///
/// A controller whose `modalPresentationStyle` is `.popover` gets one as its presentation
/// controller. Presenting it without a `sourceView` records UIKit's iPad exception.
@available(tvOS, unavailable)
@MainActor @preconcurrency
open class UIPopoverPresentationController: UIPresentationController {
    /// Double of `UIPopoverPresentationController.sourceView`: the view the popover points at.
    @available(tvOS, unavailable)
    open var sourceView: UIView?

    /// Double of `UIPopoverPresentationController.sourceRect`: the rectangle in `sourceView` it points at.
    @available(tvOS, unavailable)
    open var sourceRect: CGRect = .zero
}
#endif
