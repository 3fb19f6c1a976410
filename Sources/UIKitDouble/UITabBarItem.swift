#if os(Linux)
/// Double of UIKit's `UITabBarItem`: what the tab bar shows for a tab (title, image, badge).
///
/// Every controller has one (`UIViewController.tabBarItem`, made on first access with its title); a
/// tab bar controller shows the items of its `viewControllers`. The double draws nothing: tests read
/// the item back.
/// ```swift
/// controller.tabBarItem = UITabBarItem(title: "Orders", image: UIImage(systemName: "bag"), tag: 1)
/// controller.tabBarItem.badgeValue = "3"
/// ```
@MainActor @preconcurrency
open class UITabBarItem: UIBarItem {
    /// Double of `UITabBarItem.init(title:image:tag:)`.
    ///
    /// - Parameters:
    ///   - title: The item's title, or `nil` for none.
    ///   - image: The item's image, or `nil` for none.
    ///   - tag: A number the app identifies the item by.
    public convenience init(title: String?, image: UIImage?, tag: Int) {
        self.init()
        self.title = title
        self.image = image
        self.tag = tag
    }

    /// Double of `UITabBarItem.init(title:image:selectedImage:)` (iOS 7).
    ///
    /// - Parameters:
    ///   - title: The item's title, or `nil` for none.
    ///   - image: The item's image, or `nil` for none.
    ///   - selectedImage: The image shown while the tab is selected; `nil` shows `image` then.
    public convenience init(title: String?, image: UIImage?, selectedImage: UIImage?) {
        self.init()
        self.title = title
        self.image = image
        self.selectedImage = selectedImage
    }

    /// Double of `UITabBarItem.selectedImage`: the image shown while the tab is selected; `nil` by default.
    open var selectedImage: UIImage?

    /// Double of `UITabBarItem.badgeValue`: the text of the badge on the item; `nil` shows no badge.
    open var badgeValue: String?
}
#endif
