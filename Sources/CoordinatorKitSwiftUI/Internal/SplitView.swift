#if canImport(SwiftUI)
import SwiftUI
#elseif os(Linux)
import SwiftUIDouble
#endif
#if canImport(SwiftUI) || os(Linux)
import CoordinatorKit

/// A split layer: a `NavigationSplitView` with a `NavigationStack` per column. In a compact width
/// SwiftUI collapses the columns into one stack; the view tells the host the width it is drawn in.
@available(iOS 16, macOS 13, tvOS 16, watchOS 9, *)
struct SplitView: View {
    let host: SwiftUIHost
    let layer: LayerID
    let split: Split
    @Environment(\.horizontalSizeClass) private var sizeClass

    var body: some View {
        let _ = host.splitDrawn(layer, isCollapsed: sizeClass == .compact)
        let visibility = host.columnVisibilityBinding(for: layer, showing: split.visibility)
        if #available(iOS 17, macOS 14, tvOS 17, watchOS 10, *) {
            let compactColumn = host.compactColumnBinding(for: layer, showing: split.compactColumn)
            if split.content != nil {
                NavigationSplitView(columnVisibility: visibility, preferredCompactColumn: compactColumn) {
                    column(.sidebar)
                } content: {
                    column(.content)
                } detail: {
                    column(.detail)
                }
            } else {
                NavigationSplitView(columnVisibility: visibility, preferredCompactColumn: compactColumn) {
                    column(.sidebar)
                } detail: {
                    column(.detail)
                }
            }
        } else if split.content != nil {
            // iOS 16 has no preferred compact column: collapsed, SwiftUI picks the column on top.
            NavigationSplitView(columnVisibility: visibility) {
                column(.sidebar)
            } content: {
                column(.content)
            } detail: {
                column(.detail)
            }
        } else {
            NavigationSplitView(columnVisibility: visibility) {
                column(.sidebar)
            } detail: {
                column(.detail)
            }
        }
    }

    private func column(_ column: SplitColumn) -> some View {
        StackView(host: host, id: StackID(layer: layer, column: column), stack: split[column] ?? Stack([]))
            // What a `ColumnSelection` in the column reads: the split as shown.
            .environment(\.shownSplit, ShownSplit(host: host, layer: layer, split: split))
    }
}
#endif
