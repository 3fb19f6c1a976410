#if os(Linux)
// The iOS 18 tab API: `tabs`, `selectedTab` and `mode`.
//
// What the double models, after UITabBarController.h and UITab.h: once `tabs` is set the tab bar
// controller's `viewControllers` are the tabs' view controllers, derived (setting
// `viewControllers` meanwhile is refused and recorded); `selectedTab` and `selectedIndex` name
// the same root tab; the `.tabSidebar` mode shows the sidebar only at a regular width (a compact
// width shows the tab bar alone, as on iPhone and in a narrow window), and `.automatic` resolves
// to the tab bar, as it does without tab groups. The delegate hears a user's selection by
// `tabBarController(_:shouldSelectTab:)` and `tabBarController(_:didSelectTab:previousTab:)`,
// never code that selects. More than five tabs show a More item as with `viewControllers` (not
// checked against UIKit). Not modelled: tab groups, hiding and reordering by the user.
extension UITabBarController {
    /// Double of `UITabBarController.Mode` (`UITabBarControllerMode`).
    @available(iOS 18.0, tvOS 18.0, visionOS 2.0, *)
    public enum Mode: Int, @unchecked Sendable {
        /// Resolves to `tabSidebar` when a root tab is a group and the platform has a sidebar;
        /// otherwise to `tabBar`.
        @available(iOS 18.0, tvOS 18.0, visionOS 2.0, *)
        case automatic = 0
        /// Tabs in a tab bar.
        @available(iOS 18.0, tvOS 18.0, visionOS 2.0, *)
        case tabBar = 1
        /// Tabs in a tab bar and a sidebar.
        @available(iOS 18.0, tvOS 18.0, visionOS 2.0, *)
        @available(tvOS, unavailable)
        case tabSidebar = 2
    }

    /// Whether the tab bar controller shows a sidebar now: the `.tabSidebar` mode at a regular
    /// width (double-only).
    public var doubleShowsSidebar: Bool {
        !doubleTabs.isEmpty && mode == .tabSidebar && traitCollection.horizontalSizeClass != .compact
    }

    /// The tabs the sidebar lists, in order; `nil` when no sidebar is shown (double-only).
    public var doubleSidebarTabs: [UITab]? {
        doubleShowsSidebar ? doubleTabs : nil
    }
}
#endif
