#if os(Linux)
/// Double of UIKit's `UISplitViewControllerDelegate`, reduced to the display mode's change and the
/// column style's collapse and expand callbacks.
///
/// Apple's methods are `optional` Objective-C requirements: here they are requirements with default
/// implementations. Implement them; never call them with `?`.
@MainActor @preconcurrency
public protocol UISplitViewControllerDelegate: NSObjectProtocol {
    /// Double of `splitViewController(_:willChangeTo:)`: the split is about to show another
    /// display mode while expanded, by the app's code (`show(_:)`, `hide(_:)`,
    /// `preferredDisplayMode`) or by the user (the sidebar button, the edge swipe).
    func splitViewController(_ svc: UISplitViewController, willChangeTo displayMode: UISplitViewController.DisplayMode)

    /// Double of `splitViewController(_:topColumnForCollapsingToProposedTopColumn:)`: asked, as the
    /// split collapses into one stack, which column ends on top; the proposal is `.secondary`.
    @available(iOS 14.0, tvOS 14.0, *)
    @discardableResult
    func splitViewController(_ svc: UISplitViewController, topColumnForCollapsingToProposedTopColumn proposedTopColumn: UISplitViewController.Column) -> UISplitViewController.Column

    /// Double of `splitViewControllerDidCollapse(_:)`: the columns are one stack now.
    @available(iOS 14.0, tvOS 14.0, *)
    func splitViewControllerDidCollapse(_ svc: UISplitViewController)

    /// Double of `splitViewControllerDidExpand(_:)`: the columns are side by side again.
    @available(iOS 14.0, tvOS 14.0, *)
    func splitViewControllerDidExpand(_ svc: UISplitViewController)
}

extension UISplitViewControllerDelegate {
    /// Default for Apple's optional `splitViewController(_:willChangeTo:)`: does nothing.
    public func splitViewController(_ svc: UISplitViewController, willChangeTo displayMode: UISplitViewController.DisplayMode) {}

    /// Default for Apple's optional `splitViewController(_:topColumnForCollapsingToProposedTopColumn:)`:
    /// the proposed column.
    @available(iOS 14.0, tvOS 14.0, *)
    @discardableResult
    public func splitViewController(_ svc: UISplitViewController, topColumnForCollapsingToProposedTopColumn proposedTopColumn: UISplitViewController.Column) -> UISplitViewController.Column {
        proposedTopColumn
    }

    /// Default for Apple's optional `splitViewControllerDidCollapse(_:)`: does nothing.
    @available(iOS 14.0, tvOS 14.0, *)
    public func splitViewControllerDidCollapse(_ svc: UISplitViewController) {}

    /// Default for Apple's optional `splitViewControllerDidExpand(_:)`: does nothing.
    @available(iOS 14.0, tvOS 14.0, *)
    public func splitViewControllerDidExpand(_ svc: UISplitViewController) {}
}
#endif
