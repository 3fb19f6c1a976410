#if os(Linux)
/// Double of SwiftUI's `NavigationSplitViewVisibility`: which columns of a ``NavigationSplitView``
/// show while it is not collapsed.
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
public struct NavigationSplitViewVisibility: Equatable, Codable, Sendable {
    enum Value: String, Codable {
        case detailOnly, doubleColumn, all, automatic
    }

    let value: Value

    /// Double of `NavigationSplitViewVisibility.detailOnly`: the detail alone.
    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
    public static var detailOnly: NavigationSplitViewVisibility { NavigationSplitViewVisibility(value: .detailOnly) }
    /// Double of `NavigationSplitViewVisibility.doubleColumn`: the detail and the column next to it.
    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
    public static var doubleColumn: NavigationSplitViewVisibility { NavigationSplitViewVisibility(value: .doubleColumn) }
    /// Double of `NavigationSplitViewVisibility.all`: every column.
    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
    public static var all: NavigationSplitViewVisibility { NavigationSplitViewVisibility(value: .all) }
    /// Double of `NavigationSplitViewVisibility.automatic`: as the width allows (the double shows
    /// two columns, as `doubleColumn`).
    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
    public static var automatic: NavigationSplitViewVisibility { NavigationSplitViewVisibility(value: .automatic) }
}
#endif
