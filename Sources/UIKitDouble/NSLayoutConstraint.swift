#if os(Linux)
/// Double of UIKit's `NSLayoutConstraint`: only the namespace of `Axis`; the double lays nothing out.
@MainActor @preconcurrency
open class NSLayoutConstraint: NSObject {}

extension NSLayoutConstraint {
    /// Double of `NSLayoutConstraint.Axis` (raw values as in the iOS SDK).
    public enum Axis: Int, @unchecked Sendable {
        /// Double of `NSLayoutConstraint.Axis.horizontal`.
        case horizontal = 0
        /// Double of `NSLayoutConstraint.Axis.vertical`.
        case vertical = 1
    }
}
#endif
