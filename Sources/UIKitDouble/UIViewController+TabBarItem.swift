#if os(Linux)
extension UIViewController {
    /// Double of `UIViewController.tabBarItem`: the item a tab bar controller shows for this controller.
    ///
    /// "Automatically created lazily with the view controller's title if it's not set explicitly"
    /// (UITabBarController.h); setting `nil` makes the next read create a fresh one (`null_resettable`).
    /// Setting the controller's `title` later updates the item's title, as Apple documents for `title`.
    /// Apple declares it `UITabBarItem!`; so does the double.
    public var tabBarItem: UITabBarItem! {
        get {
            if let existing = doubleStoredTabBarItem {
                return existing
            }
            let created = UITabBarItem(title: title, image: nil, tag: 0)
            doubleStoredTabBarItem = created
            return created
        }
        set {
            doubleStoredTabBarItem = newValue
        }
    }
}
#endif
