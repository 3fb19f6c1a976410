#if os(Linux)
/// Double of UIKit's `UIGestureRecognizer`: only the navigation controller's pop gesture
/// (`UINavigationController.interactivePopGestureRecognizer`) is modelled; the double's edge
/// swipe (`UIKitDoubleRuntime.beginSwipeBack(in:)`) begins only when it is enabled and its
/// delegate's `gestureRecognizerShouldBegin(_:)` allows it.
///
/// Apple's initializer takes a target and an Objective-C selector, which Linux has not: the
/// double makes its recognizers itself.
@MainActor @preconcurrency
open class UIGestureRecognizer: NSObject {
    /// Double of `UIGestureRecognizer.delegate` (weak).
    weak open var delegate: (any UIGestureRecognizerDelegate)?

    /// Double of `UIGestureRecognizer.isEnabled`: a disabled recognizer recognizes nothing.
    open var isEnabled: Bool = true

    override init() {
        super.init()
    }
}
#endif
