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

    /// Double of `tabBarController(_:shouldSelectTab:)` (iOS 18): asked before a tab the user
    /// picked in the tab bar or the sidebar of a tab bar controller that uses `tabs` is selected.
    @available(iOS 18.0, tvOS 18.0, visionOS 2.0, *)
    @discardableResult
    func tabBarController(_ tabBarController: UITabBarController, shouldSelectTab tab: UITab) -> Bool

    /// Double of `tabBarController(_:didSelectTab:previousTab:)` (iOS 18): called after the user
    /// picked a tab in the tab bar or the sidebar of a tab bar controller that uses `tabs`.
    @available(iOS 18.0, tvOS 18.0, visionOS 2.0, *)
    func tabBarController(_ tabBarController: UITabBarController, didSelectTab selectedTab: UITab, previousTab: UITab?)
}

extension UITabBarControllerDelegate {
    /// Default for Apple's optional `tabBarController(_:shouldSelect:)`: allows the selection.
    @discardableResult
    public func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController) -> Bool {
        true
    }

    /// Default for Apple's optional `tabBarController(_:didSelect:)`: does nothing.
    public func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController) {}

    /// Default for Apple's optional `tabBarController(_:shouldSelectTab:)`: allows the selection.
    @available(iOS 18.0, tvOS 18.0, visionOS 2.0, *)
    @discardableResult
    public func tabBarController(_ tabBarController: UITabBarController, shouldSelectTab tab: UITab) -> Bool {
        true
    }

    /// Default for Apple's optional `tabBarController(_:didSelectTab:previousTab:)`: does nothing.
    @available(iOS 18.0, tvOS 18.0, visionOS 2.0, *)
    public func tabBarController(_ tabBarController: UITabBarController, didSelectTab selectedTab: UITab, previousTab: UITab?) {}
}
#endif
