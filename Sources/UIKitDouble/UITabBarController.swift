#if os(Linux)
/// Double of UIKit's `UITabBarController`: tabs and a selection; switching tabs is immediate.
///
/// Its delegate hears only simulated user taps (`UIKitDoubleRuntime.tapTab(at:in:)`),
/// never code that sets `selectedIndex` or `selectedViewController`, as in UIKit.
///
/// With more than five tabs, as UIKit's header says, the tab bar shows the first four and a
/// "More" item: the others are reached through ``moreNavigationController``, whose root lists
/// them. Selecting one of those tabs pushes it there; when it is a navigation controller, UIKit
/// (which cannot push a navigation controller) moves that controller's stack onto the More
/// navigation controller, and gives it back when another tab is selected: meanwhile the tab's
/// own `viewControllers` is empty. The More list's "Edit" customization is not modelled; the
/// iOS 18 `UITab` API is in `UITabBarController+Tabs.swift`.
@MainActor @preconcurrency
open class UITabBarController: UIViewController {
    /// Double of `UITabBarController.delegate` (weak).
    weak open var delegate: (any UITabBarControllerDelegate)?

    private var hasViewControllers = false
    private var storedSelectedIndex = NSNotFound
    /// The root tabs of the iOS 18 tab API, once set (`tabs`).
    var doubleTabs: [UITab] = []
    /// The raw value of `mode`.
    var doubleModeRawValue = 0
    private var storedMoreNavigationController: UINavigationController?
    /// The tab whose stack the More navigation controller shows (the double's bookkeeping).
    private(set) var doubleRedirectedTab: UIViewController?

    /// How many tabs the tab bar shows before "More" takes the rest (UIKit: five, or four and More).
    static let doubleTabBarCapacity = 5

    /// Double of `UITabBarController.moreNavigationController`: made on first access; its root lists the tabs beyond the fourth.
    @available(tvOS, unavailable)
    @available(visionOS, unavailable)
    open var moreNavigationController: UINavigationController {
        if let existing = storedMoreNavigationController { return existing }
        let list = DoubleMoreListController(nibName: nil, bundle: nil)
        list.title = "More"
        let made = UINavigationController(rootViewController: list)
        made.doubleParent = self
        storedMoreNavigationController = made
        return made
    }

    /// Double of `UITabBarController.customizableViewControllers`: all tabs by default (the Edit UI is not modelled).
    @available(tvOS, unavailable)
    @available(visionOS, unavailable)
    open var customizableViewControllers: [UIViewController]?

    /// Whether the tab bar shows a "More" item: more than five tabs.
    var doubleShowsMore: Bool {
        doubleChildren.count > Self.doubleTabBarCapacity
    }

    /// The controller the tab bar shows: the More navigation controller while a tab beyond the fourth is selected.
    var doubleVisibleContent: UIViewController? {
        doubleRedirectedTab != nil ? storedMoreNavigationController : selectedViewController
    }

    /// Selects the tab at `index` the way UIKit does with a More item: a tab beyond the fourth is pushed on More.
    private func doubleShowTab(at index: Int) {
        doubleRestoreRedirectedTab()
        guard doubleShowsMore, index >= Self.doubleTabBarCapacity - 1, doubleChildren.indices.contains(index) else { return }
        let tab = doubleChildren[index]
        let more = moreNavigationController
        let list = more.doubleChildren.first.map { [$0] } ?? []
        if let navigationController = tab as? UINavigationController {
            // UIKit cannot push a navigation controller: it moves the stack onto More.
            let stack = navigationController.doubleChildren
            navigationController.doubleChildren = []
            for controller in stack { controller.doubleParent = more }
            more.doubleChildren = list + stack
        } else {
            tab.doubleParent = more
            more.doubleChildren = list + [tab]
        }
        doubleRedirectedTab = tab
    }

    /// Gives a navigation controller tab back the stack More showed for it.
    private func doubleRestoreRedirectedTab() {
        guard let tab = doubleRedirectedTab, let more = storedMoreNavigationController else { return }
        doubleRedirectedTab = nil
        let shown = Array(more.doubleChildren.dropFirst())
        more.doubleChildren = Array(more.doubleChildren.prefix(1))
        if let navigationController = tab as? UINavigationController {
            for controller in shown { controller.doubleParent = navigationController }
            navigationController.doubleChildren = shown
        } else {
            tab.doubleParent = self
        }
    }

    // MARK: The iOS 18 tab API (see UITabBarController+Tabs.swift)

    /// Double of `UITabBarController.mode`; `.automatic` by default.
    @available(iOS 18.0, tvOS 18.0, visionOS 2.0, *)
    open var mode: UITabBarController.Mode {
        get { UITabBarController.Mode(rawValue: doubleModeRawValue) ?? .automatic }
        set { doubleModeRawValue = newValue.rawValue }
    }

    /// Double of `UITabBarController.tabs`: the root tabs; setting it is
    /// `setTabs(_:animated: false)`.
    @available(iOS 18.0, tvOS 18.0, visionOS 2.0, *)
    open var tabs: [UITab] {
        get { doubleTabs }
        set { setTabs(newValue, animated: false) }
    }

    /// Double of `UITabBarController.setTabs(_:animated:)`.
    ///
    /// Each root tab's view controller is resolved now and becomes a child; the selected tab
    /// stays selected while it is a tab, else the first tab is. Tabs whose identifiers repeat
    /// are refused, as UIKit raises, and change nothing.
    @available(iOS 18.0, tvOS 18.0, visionOS 2.0, *)
    open func setTabs(_ tabs: [UITab], animated: Bool) {
        guard Set(tabs.map(\.identifier)).count == tabs.count else {
            doubleRuntime.record(.exception, "UITabBarController \(doubleDescription): tab identifiers must be unique (NSInternalInconsistencyException)")
            return
        }
        var controllers: [UIViewController] = []
        for tab in tabs {
            guard let controller = tab.viewController else {
                doubleRuntime.record(.exception, "UITabBarController \(doubleDescription): the root tab \"\(tab.identifier)\" has no view controller (NSInternalInconsistencyException)")
                return
            }
            controllers.append(controller)
        }
        let previous = doubleTabs.indices.contains(selectedIndex) ? doubleTabs[selectedIndex] : nil
        for tab in doubleTabs where !tabs.contains(where: { $0 === tab }) { tab.doubleAttach(to: nil) }
        for tab in tabs { tab.doubleAttach(to: self) }
        doubleTabs = tabs
        doubleReplaceChildren(with: controllers, keeping: previous.flatMap { old in tabs.firstIndex { $0 === old } } ?? 0, animated: animated)
    }

    /// Double of `UITabBarController.selectedTab`: one of `tabs`, or `nil` without tabs.
    /// Setting a tab that is not one of `tabs` is refused and recorded.
    @available(iOS 18.0, tvOS 18.0, visionOS 2.0, *)
    open var selectedTab: UITab? {
        get { doubleTabs.indices.contains(selectedIndex) ? doubleTabs[selectedIndex] : nil }
        set {
            guard let newValue, let index = doubleTabs.firstIndex(where: { $0 === newValue }) else {
                doubleRuntime.record(.exception, "-[UITabBarController setSelectedTab:] only a tab in the tab bar controller's tabs can be selected.")
                return
            }
            selectedIndex = index
        }
    }

    /// Double of `UITabBarController.viewControllers`: `nil` until set; setting it is `setViewControllers(_:animated: false)`.
    open var viewControllers: [UIViewController]? {
        get { hasViewControllers || !doubleTabs.isEmpty ? doubleChildren : nil }
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
        guard doubleTabs.isEmpty else {
            // UITabBarController.h: once `tabs` is set, `viewControllers` is not used.
            doubleRuntime.record(.warning, "UITabBarController \(doubleDescription): viewControllers set on a tab bar controller that uses tabs; set tabs instead")
            return
        }
        hasViewControllers = viewControllers != nil
        doubleReplaceChildren(with: tabs, keeping: nil, animated: animated)
        customizableViewControllers = viewControllers
    }

    /// Makes `tabs` the tab bar controller's children and selects one: the tab at `kept`, or by
    /// `setViewControllers(_:animated:)`'s rule when `nil`.
    func doubleReplaceChildren(with tabs: [UIViewController], keeping kept: Int?, animated: Bool) {
        let previousSelection = selectedViewController
        doubleRestoreRedirectedTab()
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
        for controller in added {
            controller.doubleParent = self
        }
        if let kept, tabs.indices.contains(kept) {
            storedSelectedIndex = kept
        } else if let previousSelection, let index = tabs.firstIndex(where: { $0 === previousSelection }) {
            storedSelectedIndex = index
        } else if tabs.indices.contains(storedSelectedIndex) {
            // Keeps the index.
        } else {
            storedSelectedIndex = tabs.isEmpty ? NSNotFound : 0
        }
        doubleShowTab(at: storedSelectedIndex)
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
            doubleShowTab(at: newValue)
            doubleRuntime.updateAppearanceAtOnce(animated: false)
        }
    }
}

/// The root of UIKit's More navigation controller: the list of the tabs beyond the fourth (the double's own type).
final class DoubleMoreListController: UIViewController {}
#endif
