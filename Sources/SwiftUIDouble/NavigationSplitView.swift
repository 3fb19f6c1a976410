#if os(Linux)
/// Double of SwiftUI's `NavigationSplitView`: two or three columns side by side (a sidebar, an
/// optional content column, a detail), which collapse into one stack in a compact width.
///
/// ```swift
/// NavigationSplitView(columnVisibility: $visibility, preferredCompactColumn: $column) {
///     NavigationStack(path: $sidebarPath) { Mailboxes() }
/// } detail: {
///     NavigationStack(path: $detailPath) { Message() }
/// }
/// ```
///
/// A ``SwiftUIDoubleRuntime`` draws it by the horizontal size class of its environment:
/// - regular (or none): each column the column visibility shows, leading first (`.automatic`
///   shows the detail and the column next to it, as `.doubleColumn`);
/// - compact: one stack, as SwiftUI collapses the columns. The columns up to the preferred compact
///   column are stacked, leading first, and only the top one is on screen. A back at the first
///   screen of the top column's stack shows the column before it and writes that column into
///   `preferredCompactColumn` (without the binding the split keeps it itself, starting at the
///   sidebar); a change of the binding pushes or pops columns.
///
/// The user's change of the columns shown (the sidebar button) is written into `columnVisibility`
/// (`SwiftUIDoubleRuntime.setColumnVisibility(_:)`).
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
public struct NavigationSplitView<Sidebar, Content, Detail>: View where Sidebar: View, Content: View, Detail: View {
    nonisolated(unsafe) let sidebar: Sidebar
    nonisolated(unsafe) let content: Content
    nonisolated(unsafe) let detail: Detail
    let columnVisibility: Binding<NavigationSplitViewVisibility>?
    nonisolated(unsafe) let compactColumn: SplitCompactColumn?

    nonisolated init(
        columnVisibility: Binding<NavigationSplitViewVisibility>?, compactColumn: SplitCompactColumn?,
        sidebar: Sidebar, content: Content, detail: Detail
    ) {
        self.sidebar = sidebar
        self.content = content
        self.detail = detail
        self.columnVisibility = columnVisibility
        self.compactColumn = compactColumn
    }

    /// Double of `NavigationSplitView.init(columnVisibility:sidebar:content:detail:)`.
    ///
    /// - Parameters:
    ///   - columnVisibility: The columns shown while not collapsed.
    ///   - sidebar: The leading column.
    ///   - content: The middle column.
    ///   - detail: The trailing column.
    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
    public init(columnVisibility: Binding<NavigationSplitViewVisibility>, @ViewBuilder sidebar: () -> Sidebar, @ViewBuilder content: () -> Content, @ViewBuilder detail: () -> Detail) {
        self.init(columnVisibility: columnVisibility, compactColumn: nil, sidebar: sidebar(), content: content(), detail: detail())
    }

    /// Double of `NavigationSplitView.init(columnVisibility:sidebar:detail:)`: two columns.
    ///
    /// - Parameters:
    ///   - columnVisibility: The columns shown while not collapsed.
    ///   - sidebar: The leading column.
    ///   - detail: The trailing column.
    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
    public init(columnVisibility: Binding<NavigationSplitViewVisibility>, @ViewBuilder sidebar: () -> Sidebar, @ViewBuilder detail: () -> Detail) where Content == EmptyView {
        self.init(columnVisibility: columnVisibility, compactColumn: nil, sidebar: sidebar(), content: EmptyView(), detail: detail())
    }

    /// Double of `NavigationSplitView.init(columnVisibility:preferredCompactColumn:sidebar:content:detail:)`.
    ///
    /// - Parameters:
    ///   - columnVisibility: The columns shown while not collapsed.
    ///   - preferredCompactColumn: The column on top while collapsed.
    ///   - sidebar: The leading column.
    ///   - content: The middle column.
    ///   - detail: The trailing column.
    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
    nonisolated public init(columnVisibility: Binding<NavigationSplitViewVisibility>, preferredCompactColumn: Binding<NavigationSplitViewColumn>, @ViewBuilder sidebar: () -> Sidebar, @ViewBuilder content: () -> Content, @ViewBuilder detail: () -> Detail) {
        self.init(columnVisibility: columnVisibility, compactColumn: SplitCompactColumn(preferredCompactColumn), sidebar: sidebar(), content: content(), detail: detail())
    }

    /// Double of `NavigationSplitView.init(columnVisibility:preferredCompactColumn:sidebar:detail:)`: two columns.
    ///
    /// - Parameters:
    ///   - columnVisibility: The columns shown while not collapsed.
    ///   - preferredCompactColumn: The column on top while collapsed.
    ///   - sidebar: The leading column.
    ///   - detail: The trailing column.
    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
    nonisolated public init(columnVisibility: Binding<NavigationSplitViewVisibility>, preferredCompactColumn: Binding<NavigationSplitViewColumn>, @ViewBuilder sidebar: () -> Sidebar, @ViewBuilder detail: () -> Detail) where Content == EmptyView {
        self.init(columnVisibility: columnVisibility, compactColumn: SplitCompactColumn(preferredCompactColumn), sidebar: sidebar(), content: EmptyView(), detail: detail())
    }

    /// Double of `NavigationSplitView.body`: never evaluated, the renderer draws the columns itself.
    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
    @MainActor @preconcurrency public var body: some View {
        detail
    }
}

/// A split's preferred compact column, type-erased to the column's place (0 sidebar, 1 content,
/// 2 detail).
struct SplitCompactColumn {
    let get: () -> Int
    let set: (Int) -> Void

    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
    nonisolated init(_ binding: Binding<NavigationSplitViewColumn>) {
        get = { binding.wrappedValue.index }
        set = { index in binding.wrappedValue = NavigationSplitViewColumn(index: index) }
    }
}
#endif
