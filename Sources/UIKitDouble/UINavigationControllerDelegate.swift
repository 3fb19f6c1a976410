#if os(Linux)
/// Double of UIKit's `UINavigationControllerDelegate`.
///
/// Apple's methods are `optional` Objective-C requirements, which Linux cannot express: here they are
/// requirements with empty default implementations. Implement them; never call them with `?`.
@MainActor @preconcurrency
public protocol UINavigationControllerDelegate: NSObjectProtocol {
    /// Double of `navigationController(_:willShow:animated:)`: called when a push, pop or stack change starts.
    func navigationController(_ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool)

    /// Double of `navigationController(_:didShow:animated:)`: called when that change has finished (not after a cancelled swipe).
    func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool)
}

extension UINavigationControllerDelegate {
    /// Default for Apple's optional `navigationController(_:willShow:animated:)`: does nothing.
    public func navigationController(_ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool) {}

    /// Default for Apple's optional `navigationController(_:didShow:animated:)`: does nothing.
    public func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool) {}
}
#endif
