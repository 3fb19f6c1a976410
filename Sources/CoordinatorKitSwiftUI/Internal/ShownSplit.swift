#if canImport(SwiftUI)
import SwiftUI
#elseif os(Linux)
import SwiftUIDouble
#endif
#if canImport(SwiftUI) || os(Linux)
import CoordinatorKit

/// A host that draws SwiftUI views in the columns of its splits: `NavigatorView`'s, and
/// UIKitHost's hosting controllers. What a ``ColumnSelection`` asks of it.
@MainActor
package protocol ColumnSelectionHost: AnyObject, Sendable {
    /// The navigator the host renders, which finds the split's coordinator.
    var navigator: Navigator? { get }

    /// After the user selected a row of a list bound to a ``ColumnSelection``: unless the split
    /// of `layer` shows `route` in `column` now, the host draws the lists again, so that their
    /// selection goes back to the route it shows.
    func redrawSelection(of layer: LayerID, column: SplitColumn, unlessShowing route: AnyRoute?)
}

/// The split a column is drawn in, as the host shows it: what a ``ColumnSelection`` in one of its
/// columns reads, and where it sends the user's selection.
package struct ShownSplit: Equatable {
    /// Held weakly: the host holds the view (NavigatorView's revision binding, UIKitHost's
    /// hosting controllers), which holds the environment this value is in.
    package weak var host: (any ColumnSelectionHost)?
    package let layer: LayerID
    package let split: Split

    package init(host: any ColumnSelectionHost, layer: LayerID, split: Split) {
        self.host = host
        self.layer = layer
        self.split = split
    }

    package static func == (lhs: ShownSplit, rhs: ShownSplit) -> Bool {
        lhs.host === rhs.host && lhs.layer == rhs.layer && lhs.split == rhs.split
    }

    /// The coordinator of the split: the parent of its column flows.
    @MainActor
    var coordinator: SplitCoordinator? {
        guard let owner = split.sidebar.screens.first?.owner else { return nil }
        return host?.navigator?.coordinator(for: owner)?.parent as? SplitCoordinator
    }
}

private struct ShownSplitKey: EnvironmentKey {
    static let defaultValue: ShownSplit? = nil
}

private struct SelectionRevisionKey: EnvironmentKey {
    static let defaultValue = 0
}

extension EnvironmentValues {
    /// The split the view is drawn in, set by `NavigatorView` on each column and by UIKitHost
    /// on the hosted screens of a split; `nil` elsewhere.
    package var shownSplit: ShownSplit? {
        get { self[ShownSplitKey.self] }
        set { self[ShownSplitKey.self] = newValue }
    }

    /// Written when the host draws the selections of its splits' lists again, after the user
    /// selected a row the navigator does not show: a view that reads it is drawn again.
    package var selectionRevision: Int {
        get { self[SelectionRevisionKey.self] }
        set { self[SelectionRevisionKey.self] = newValue }
    }
}
#endif
