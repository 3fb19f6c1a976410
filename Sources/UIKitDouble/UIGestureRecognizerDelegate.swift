#if os(Linux)
/// Double of UIKit's `UIGestureRecognizerDelegate`: asked before a gesture recognizer begins,
/// and how it goes along with others.
///
/// Apple's methods are `optional` Objective-C requirements: here they are requirements with
/// default implementations, UIKit's answers when the delegate does not implement them.
@MainActor @preconcurrency
public protocol UIGestureRecognizerDelegate: NSObjectProtocol {
    /// Double of `gestureRecognizerShouldBegin(_:)`: asked as the recognizer would begin; `false`
    /// keeps it from beginning.
    @discardableResult
    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool

    /// Double of `gestureRecognizer(_:shouldRecognizeSimultaneouslyWith:)`.
    @discardableResult
    func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer,
        shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool
}

extension UIGestureRecognizerDelegate {
    /// Default for Apple's optional `gestureRecognizerShouldBegin(_:)`: the recognizer begins.
    @discardableResult
    public func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        true
    }

    /// Default for Apple's optional `gestureRecognizer(_:shouldRecognizeSimultaneouslyWith:)`:
    /// not together.
    @discardableResult
    public func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer,
        shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool {
        false
    }
}
#endif
