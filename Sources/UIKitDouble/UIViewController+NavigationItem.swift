#if os(Linux)
extension UIViewController {
    /// Double of `UIViewController.navigationItem`: what the controller shows in a navigation
    /// bar, created on demand ("Created on-demand so that a view controller may customize its
    /// navigation appearance", UIViewController.h).
    public var navigationItem: UINavigationItem {
        if let existing = doubleStoredNavigationItem { return existing }
        let created = UINavigationItem(title: "")
        doubleStoredNavigationItem = created
        return created
    }
}
#endif
