#if os(Linux)
extension UIViewController {
    /// Double of `UIViewController.traitCollection`: the traits of the window the controller is
    /// in (its horizontal size class), a regular width out of any window.
    public var traitCollection: UITraitCollection {
        UITraitCollection(horizontalSizeClass: doubleAttachedWindow?.doubleRuntime.horizontalSizeClass ?? .regular)
    }
}
#endif
