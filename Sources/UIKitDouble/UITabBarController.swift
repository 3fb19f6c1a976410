#if os(Linux)
/// Double of UIKit's `UITabBarController`: tabs and a selection; switching tabs is immediate.
///
/// Its delegate hears only simulated user taps (`UIKitDoubleRuntime.simulateTap(onTabAt:in:)`),
/// never code that sets `selectedIndex` or `selectedViewController`, as in UIKit. The "More" tab
/// UIKit adds beyond five tabs and the iOS 18 `UITab` API are not modelled.
@MainActor @preconcurrency
open class UITabBarController: UIViewController {
    /// Double of `UITabBarController.delegate` (weak).
    weak open var delegate: (any UITabBarControllerDelegate)?

    private var hasViewControllers = false
    private var storedSelectedIndex = NSNotFound

    /// Double of `UITabBarController.viewControllers`: `nil` until set; setting it is `setViewControllers(_:animated: false)`.
    open var viewControllers: [UIViewController]? {
        get { hasViewControllers ? doubleChildren : nil }
        set { setViewControllers(newValue, animated: false) }
    }

    /// Double of `UITabBarController.setViewControllers(_:animated:)`.
    ///
    /// Keeps the selected controller if it is still a tab, else the selected index if still valid,
    /// else selects the first tab (UIKit's documented rule).
    open func setViewControllers(_ viewControllers: [UIViewController]?, animated: Bool) {
        let tabs = viewControllers ?? []
        if Set(tabs.map(ObjectIdentifier.init)).count != tabs.count {
            doubleRuntime.record(.exception, "UITabBarController \(doubleDescription): a view controller appears twice in viewControllers (NSInvalidArgumentException)")
            return
        }
        let previousSelection = selectedViewController
        let removed = doubleChildren.filter { old in !tabs.contains { $0 === old } }
        let added = tabs.filter { new in !doubleChildren.contains { $0 === new } }
        for controller in added {
            controller.willMove(toParent: self)
            controller.doubleDetachFromContainer()
        }
        for controller in removed {
            controller.willMove(toParent: nil)
            controller.doubleParent = nil
        }
        doubleChildren = tabs
        hasViewControllers = viewControllers != nil
        for controller in added {
            controller.doubleParent = self
        }
        if let previousSelection, let index = tabs.firstIndex(where: { $0 === previousSelection }) {
            storedSelectedIndex = index
        } else if tabs.indices.contains(storedSelectedIndex) {
            // Keeps the index.
        } else {
            storedSelectedIndex = tabs.isEmpty ? NSNotFound : 0
        }
        doubleRuntime.updateAppearanceAtOnce(animated: animated)
        for controller in removed {
            controller.didMove(toParent: nil)
        }
        for controller in added {
            controller.didMove(toParent: self)
        }
    }

    /// Double of `UITabBarController.selectedViewController`; setting a controller that is not a tab records UIKit's exception.
    unowned(unsafe) open var selectedViewController: UIViewController? {
        get { doubleChildren.indices.contains(storedSelectedIndex) ? doubleChildren[storedSelectedIndex] : nil }
        set {
            guard let newValue, let index = doubleChildren.firstIndex(where: { $0 === newValue }) else {
                doubleRuntime.record(.exception, "-[UITabBarController setSelectedViewController:] only a view controller in the tab bar controller's list of view controllers can be selected.")
                return
            }
            selectedIndex = index
        }
    }

    /// Double of `UITabBarController.selectedIndex`: `NSNotFound` without tabs; an index out of range is ignored.
    open var selectedIndex: Int {
        get { storedSelectedIndex }
        set {
            guard doubleChildren.indices.contains(newValue), newValue != storedSelectedIndex else { return }
            storedSelectedIndex = newValue
            doubleRuntime.updateAppearanceAtOnce(animated: false)
        }
    }
}
#endif
