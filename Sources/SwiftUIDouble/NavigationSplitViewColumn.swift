#if os(Linux)
/// Double of SwiftUI's `NavigationSplitViewColumn`: a column of a ``NavigationSplitView``, to name
/// the one on top while it is collapsed.
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
public struct NavigationSplitViewColumn: Hashable, Sendable {
    /// The column's place, leading first.
    let index: Int

    /// Double of `NavigationSplitViewColumn.sidebar`.
    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
    public static var sidebar: NavigationSplitViewColumn { NavigationSplitViewColumn(index: 0) }
    /// Double of `NavigationSplitViewColumn.content`.
    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
    public static var content: NavigationSplitViewColumn { NavigationSplitViewColumn(index: 1) }
    /// Double of `NavigationSplitViewColumn.detail`.
    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
    public static var detail: NavigationSplitViewColumn { NavigationSplitViewColumn(index: 2) }
}
#endif
