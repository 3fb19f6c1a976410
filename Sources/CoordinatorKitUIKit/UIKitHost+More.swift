#if canImport(UIKit) && !os(watchOS)
import UIKit
#elseif os(Linux)
import UIKitDouble
#endif
#if (canImport(UIKit) && !os(watchOS)) || os(Linux)
import CoordinatorKit

// More than five tabs: UIKit's tab bar shows four and a "More" item, and shows a tab beyond the
// fourth inside its More navigation controller, which takes over that tab's stack (UIKit cannot
// push a navigation controller): the tab's own navigation controller is empty meanwhile. The
// host reads and writes such a stack where UIKit shows it, and hears the user's back taps there.
// tvOS and visionOS have no More navigation controller.

extension UIKitHost {
    /// Where UIKit shows a stack: its navigation controller, or the More navigation controller
    /// (after its list of tabs, the first `skipping` controllers) for a tab shown there.
    func displayingNavigationController(of id: StackID) -> (controller: UINavigationController, skipping: Int)? {
        guard let navigationController = containers.navigationController(of: id) else { return nil }
        return displayingNavigationController(of: id, own: navigationController)
    }

    /// Where UIKit shows a stack whose own navigation controller is `navigationController`.
    func displayingNavigationController(of id: StackID, own navigationController: UINavigationController) -> (
        controller: UINavigationController, skipping: Int
    ) {
        if id.column != nil, let place = collapsedPlace(of: id) { return place }
        #if !os(tvOS) && !os(visionOS)
        // Only a tab's stack can be shown there: a layer's own navigation controller is no tab.
        if id.tab != nil, let more = moreNavigationController(showing: navigationController) {
            return (more, 1)
        }
        #endif
        return (navigationController, 0)
    }

    /// The screens' view controllers a stack's navigation controller shows, wherever UIKit shows them.
    func shownViewControllers(of id: StackID) -> [UIViewController] {
        guard let navigationController = containers.navigationController(of: id) else { return [] }
        return shownViewControllers(of: id, own: navigationController)
    }

    /// The same, for a stack whose own navigation controller the caller holds: no lookup.
    func shownViewControllers(of id: StackID, own navigationController: UINavigationController) -> [UIViewController] {
        if id.column != nil, let stacked = collapsedViewControllers(of: id) { return stacked }
        let (controller, skipping) = displayingNavigationController(of: id, own: navigationController)
        return Self.screensViewControllers(in: controller, skipping: skipping)
    }

    /// The screens' view controllers a navigation controller shows, after the first `skipping`.
    static func screensViewControllers(in controller: UINavigationController, skipping: Int) -> [UIViewController] {
        skipping == 0 ? controller.viewControllers : Array(controller.viewControllers.dropFirst(skipping))
    }

    /// Sets the screens' view controllers of a navigation controller, after the first `skipping`
    /// it keeps.
    static func setScreensViewControllers(
        _ viewControllers: [UIViewController], in controller: UINavigationController, skipping: Int, animated: Bool
    ) {
        let all = skipping == 0 ? viewControllers : Array(controller.viewControllers.prefix(skipping)) + viewControllers
        controller.setViewControllers(all, animated: animated)
    }

    /// The stack of a tab that UIKit's More navigation controller shows now.
    func stackShown(inMore navigationController: UINavigationController) -> StackID? {
        #if !os(tvOS) && !os(visionOS)
        for record in containers.layers where record.tabs.count > Self.tabBarCapacity {
            guard let tabBarController = record.container as? UITabBarController,
                tabBarController.moreNavigationController === navigationController,
                let selected = tabBarController.selectedViewController as? UINavigationController,
                moreNavigationController(showing: selected) != nil
            else { continue }
            return containers.stack(of: selected)
        }
        #endif
        return nil
    }

    /// Makes the host the delegate of a tab bar's More navigation controller, when it has one.
    func listenToMore(of tabBarController: UITabBarController, tabCount: Int) {
        #if !os(tvOS) && !os(visionOS)
        guard tabCount > Self.tabBarCapacity else { return }
        tabBarController.moreNavigationController.delegate = delegate
        #endif
    }

    /// UIKit's tab bar shows five tabs, or four and "More".
    static var tabBarCapacity: Int { 5 }

    #if !os(tvOS) && !os(visionOS)
    /// The More navigation controller showing a tab's navigation controller's stack, if it does.
    private func moreNavigationController(showing navigationController: UINavigationController)
        -> UINavigationController?
    {
        guard let tabBarController = navigationController.tabBarController,
            let tabs = tabBarController.viewControllers, tabs.count > Self.tabBarCapacity,
            let index = tabs.firstIndex(where: { $0 === navigationController }), index >= Self.tabBarCapacity - 1,
            tabBarController.selectedViewController === navigationController,
            navigationController.viewControllers.isEmpty
        else { return nil }
        return tabBarController.moreNavigationController
    }
    #endif
}
#endif
