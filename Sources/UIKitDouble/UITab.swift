#if os(Linux)
/// Double of UIKit's `UITab` (iOS 18): one tab of a tab bar controller that uses `tabs`, shown
/// in the tab bar and, in the `.tabSidebar` mode, in the sidebar.
///
/// ```swift
/// let orders = UITab(title: "Orders", image: UIImage(systemName: "bag"), identifier: "orders") { _ in
///     OrdersViewController()
/// }
/// tabBarController.mode = .tabSidebar
/// tabBarController.setTabs([catalog, orders], animated: false)
/// ```
///
/// As in UIKit, the view controller provider is called when the tab's view controller is asked
/// for and is still `nil`: a root tab's view controller is resolved when the tab bar controller
/// gets the tab. Groups (`UITabGroup`), placement, hiding and the user's customisation are not
/// modelled.
@available(iOS 18.0, tvOS 18.0, visionOS 2.0, *)
@MainActor @preconcurrency
open class UITab: NSObject {
    /// Double of `UITab.identifier`: unique across the tab bar controller.
    @available(iOS 18.0, tvOS 18.0, visionOS 2.0, *)
    public let identifier: String
    /// Double of `UITab.title`.
    @available(iOS 18.0, tvOS 18.0, visionOS 2.0, *)
    open var title: String
    /// Double of `UITab.image`; `nil` by default.
    @available(iOS 18.0, tvOS 18.0, visionOS 2.0, *)
    open var image: UIImage?
    /// Double of `UITab.badgeValue`; `nil` by default.
    @available(iOS 18.0, tvOS 18.0, visionOS 2.0, *)
    open var badgeValue: String?

    private let viewControllerProvider: ((UITab) -> UIViewController)?
    private var resolvedViewController: UIViewController?
    private weak var storedTabBarController: UITabBarController?

    /// Double of `UITab.init(title:image:identifier:viewControllerProvider:)`.
    ///
    /// - Parameters:
    ///   - title: The tab's title.
    ///   - image: The tab's image, or `nil`.
    ///   - identifier: The tab's identifier, unique in its tab bar controller.
    ///   - viewControllerProvider: Makes the tab's view controller when it is first asked for.
    @available(iOS 18.0, tvOS 18.0, visionOS 2.0, *)
    public init(
        title: String, image: UIImage?, identifier: String,
        viewControllerProvider: ((UITab) -> UIViewController)? = nil
    ) {
        self.title = title
        self.image = image
        self.identifier = identifier
        self.viewControllerProvider = viewControllerProvider
        super.init()
    }

    /// Double of `UITab.viewController`: the provider's controller, made on first access.
    @available(iOS 18.0, tvOS 18.0, visionOS 2.0, *)
    open var viewController: UIViewController? {
        if resolvedViewController == nil { resolvedViewController = viewControllerProvider?(self) }
        return resolvedViewController
    }

    /// Double of `UITab.tabBarController`: the tab bar controller whose `tabs` hold this tab.
    @available(iOS 18.0, tvOS 18.0, visionOS 2.0, *)
    open var tabBarController: UITabBarController? {
        storedTabBarController
    }

    /// Records the tab bar controller that shows the tab (the double's bookkeeping).
    func doubleAttach(to tabBarController: UITabBarController?) {
        storedTabBarController = tabBarController
    }
}
#endif
