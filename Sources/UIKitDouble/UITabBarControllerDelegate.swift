#if os(Linux)
/// Double of UIKit's `UITabBarControllerDelegate`: told about the user's taps on tabs, never about code selecting one.
///
/// Apple's methods are `optional` Objective-C requirements: here they are requirements with default
/// implementations. Implement them; never call them with `?`.
@MainActor @preconcurrency
public protocol UITabBarControllerDelegate: NSObjectProtocol {
    /// Double of `tabBarController(_:shouldSelect:)`: asked before a tapped tab is selected.
    @discardableResult
    func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController) -> Bool

    /// Double of `tabBarController(_:didSelect:)`: called after a tap selected (or re-selected) a tab.
    func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController)
}

extension UITabBarControllerDelegate {
    /// Default for Apple's optional `tabBarController(_:shouldSelect:)`: allows the selection.
    @discardableResult
    public func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController) -> Bool {
        true
    }

    /// Default for Apple's optional `tabBarController(_:didSelect:)`: does nothing.
    public func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController) {}
}
#endif
