#if os(Linux)
extension UINavigationController {
    /// Double of UIKit's `UINavigationController.Operation`: what a navigation transition does,
    /// as a navigation controller's delegate is told when asked for a custom animation.
    public enum Operation: Int, @unchecked Sendable {
        /// Double of `UINavigationController.Operation.none`.
        case none = 0
        /// Double of `UINavigationController.Operation.push`.
        case push = 1
        /// Double of `UINavigationController.Operation.pop`.
        case pop = 2
    }
}
#endif
