#if os(Linux)
extension UIViewController {
    /// Double of `UIViewController.sheetPresentationController` (iOS 15): the presentation controller,
    /// while the style is `.pageSheet` or `.formSheet` (`.automatic` reads back as `.formSheet`), else `nil`.
    ///
    /// The same object as `presentationController`, made on first access from the style at that time:
    /// set `modalPresentationStyle` first, as Apple's documentation asks. A child answers with its
    /// root ancestor's, like `presentationController`.
    @available(iOS 15.0, *)
    @available(tvOS, unavailable)
    public var sheetPresentationController: UISheetPresentationController? {
        let style = doubleRootAncestor.modalPresentationStyle
        guard style == .pageSheet || style == .formSheet else { return nil }
        return presentationController as? UISheetPresentationController
    }
}
#endif
