#if canImport(UIKit) && !os(watchOS)
import UIKit
#elseif os(Linux)
import UIKitDouble
#endif
#if (canImport(UIKit) && !os(watchOS)) || os(Linux)
import CoordinatorKit

// The adaptive tab bar: a sidebar-adaptable tab bar is shown with the iOS 18 tab API, one
// `UITab` per tab whose view controller is the tab's navigation controller, in the `.tabSidebar`
// mode, which shows a sidebar at a regular width and the tab bar at a compact one. Before
// iOS 18, on tvOS (which has no sidebar mode) and for the plain style, the tab bar controller
// gets `viewControllers` as before. The user's pick in the sidebar reaches the delegate as a tap
// in the tab bar does, through `tabBarController(_:didSelectTab:previousTab:)`.
extension UIKitHost {
    /// Gives a tab bar controller its tabs' navigation controllers, in the tab bar's order: as
    /// `UITab`s in the `.tabSidebar` mode for a sidebar-adaptable tab bar where the OS has it,
    /// else as `viewControllers`.
    func setTabControllers(
        _ controllers: [UINavigationController], for tabs: Tabs, on tabBarController: UITabBarController
    ) {
        #if !os(tvOS)
        if #available(iOS 18.0, tvOS 18.0, visionOS 2.0, *) {
            guard tabs.style.adaptsToSidebar else {
                // A tab bar that used tabs gives them up first: `viewControllers` is not used meanwhile.
                if !tabBarController.tabs.isEmpty { tabBarController.setTabs([], animated: false) }
                tabBarController.setViewControllers(controllers, animated: false)
                return
            }
            let kept = tabBarController.tabs
            let shown = zip(tabs.tabs, controllers).map { tab, controller in
                let made =
                    kept.first { $0.identifier == tab.id.rawValue && $0.viewController === controller }
                    ?? UITab(title: tab.title, image: nil, identifier: tab.id.rawValue) { _ in controller }
                Self.show(tab.item, title: tab.id.rawValue, on: made)
                return made
            }
            tabBarController.mode = .tabSidebar
            tabBarController.setTabs(shown, animated: false)
            return
        }
        #endif
        tabBarController.setViewControllers(controllers, animated: false)
    }

    /// The style a tab bar controller shows: sidebar-adaptable in the `.tabSidebar` mode with
    /// tabs. Where the OS has no such mode (before iOS 18, tvOS) the plain tab bar is how the
    /// rendered style looks, so that style is read back.
    static func shownStyle(of tabBarController: UITabBarController, rendered: TabBarStyle) -> TabBarStyle {
        #if !os(tvOS)
        if #available(iOS 18.0, tvOS 18.0, visionOS 2.0, *) {
            return !tabBarController.tabs.isEmpty && tabBarController.mode == .tabSidebar ? .sidebarAdaptable : .tabBar
        }
        #endif
        return rendered
    }

    /// Selects the tab at `index` of a tab bar controller: its `selectedTab` when it uses tabs,
    /// else its `selectedIndex`.
    func selectTab(at index: Int, in tabBarController: UITabBarController) {
        if #available(iOS 18.0, tvOS 18.0, visionOS 2.0, *), tabBarController.tabs.indices.contains(index) {
            tabBarController.selectedTab = tabBarController.tabs[index]
            return
        }
        tabBarController.selectedIndex = index
    }

    /// Shows a tab's item on its `UITab`, when its tab bar controller uses tabs.
    func showOnUITab(_ item: TabItem?, forTab tab: TabID, in layer: LayerID) {
        guard #available(iOS 18.0, tvOS 18.0, visionOS 2.0, *),
            let tabBarController = containers.record(ofLayer: layer)?.container as? UITabBarController,
            let shown = tabBarController.tabs.first(where: { $0.identifier == tab.rawValue })
        else { return }
        Self.show(item, title: tab.rawValue, on: shown)
    }

    /// Shows a tab's title, image and badge on its `UITab`.
    @available(iOS 18.0, tvOS 18.0, visionOS 2.0, *)
    static func show(_ item: TabItem?, title: String, on tab: UITab) {
        tab.title = item?.title ?? title
        tab.image = image(for: item)
        tab.badgeValue = item?.badge
    }

    /// The image of a tab item.
    static func image(for item: TabItem?) -> UIImage? {
        item?.image.flatMap { image -> UIImage? in
            switch image {
            case .system(let name): UIImage(systemName: name)
            case .named(let name): UIImage(named: name)
            }
        }
    }

    /// The user picked a tab in the tab bar or the sidebar of a tab bar controller that uses
    /// tabs: the tab's navigation controller stands for it, as in a tab bar of view controllers.
    @available(iOS 18.0, tvOS 18.0, visionOS 2.0, *)
    func userMaySelect(_ tab: UITab, in tabBarController: UITabBarController) -> Bool {
        guard let controller = tab.viewController else { return true }
        return userMaySelect(controller, in: tabBarController)
    }
}
#endif
