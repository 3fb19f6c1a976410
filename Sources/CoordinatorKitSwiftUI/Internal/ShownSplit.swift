#if canImport(SwiftUI)
import SwiftUI
#elseif os(Linux)
import SwiftUIDouble
#endif
#if canImport(SwiftUI) || os(Linux)
import CoordinatorKit

/// The split a column is drawn in, as the host shows it: what a ``ColumnSelection`` in one of its
/// columns reads, and where it sends the user's selection.
@available(iOS 16, macOS 13, tvOS 16, watchOS 9, *)
struct ShownSplit: Equatable {
    /// Held weakly: the host holds the view's state (its revision binding), which holds the
    /// environment this value is in.
    weak var host: SwiftUIHost?
    let layer: LayerID
    let split: Split

    init(host: SwiftUIHost, layer: LayerID, split: Split) {
        self.host = host
        self.layer = layer
        self.split = split
    }

    static func == (lhs: ShownSplit, rhs: ShownSplit) -> Bool {
        lhs.host === rhs.host && lhs.layer == rhs.layer && lhs.split == rhs.split
    }

    /// The coordinator of the split: the parent of its column flows.
    @MainActor
    var coordinator: SplitCoordinator? {
        guard let owner = split.sidebar.screens.first?.owner else { return nil }
        return host?.navigator?.coordinator(for: owner)?.parent as? SplitCoordinator
    }
}

@available(iOS 16, macOS 13, tvOS 16, watchOS 9, *)
private struct ShownSplitKey: EnvironmentKey {
    static let defaultValue: ShownSplit? = nil
}

private struct SelectionRevisionKey: EnvironmentKey {
    static let defaultValue = 0
}

@available(iOS 16, macOS 13, tvOS 16, watchOS 9, *)
extension EnvironmentValues {
    /// The split the view is drawn in, set by `NavigatorView` on each column; `nil` elsewhere.
    var shownSplit: ShownSplit? {
        get { self[ShownSplitKey.self] }
        set { self[ShownSplitKey.self] = newValue }
    }

    /// Written when the host draws the selections of its splits' lists again, after the user
    /// selected a row the navigator does not show: a view that reads it is drawn again.
    var selectionRevision: Int {
        get { self[SelectionRevisionKey.self] }
        set { self[SelectionRevisionKey.self] = newValue }
    }
}
#endif
