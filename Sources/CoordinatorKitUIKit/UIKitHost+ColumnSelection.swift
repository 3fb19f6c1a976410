#if canImport(UIKit) && !os(watchOS)
import UIKit
#elseif os(Linux)
import UIKitDouble
#endif
#if (canImport(UIKit) && !os(watchOS)) || os(Linux)
import CoordinatorKit
import CoordinatorKitSwiftUI

// The SwiftUI screens of a split's columns, hosted in hosting controllers: the host puts the
// split into their environment, as NavigatorView does for its columns, so that a sidebar's
// `List(selection:)` bound to a `ColumnSelection` shows the route the split selects and selects
// through the split's coordinator.
extension UIKitHost: ColumnSelectionHost {
    /// Hosts each SwiftUI screen of a shown split again when the split's selection changed since
    /// it was last hosted: what its `ColumnSelection`s read follows the shown split.
    func hostScreensInTheirSplits() {
        // An app whose screens are all view controllers has nothing to host again.
        guard !hostedScreens.isEmpty else { return }
        for layer in showing.layers {
            guard case .split(let split) = layer.content else { continue }
            host(screensOf: split, in: layer.id)
        }
    }

    /// After the user selected a row of a list bound to a `ColumnSelection`: unless the split
    /// shows the row's route in `column` now, the hosted screens of the split are hosted again
    /// at a new revision, so that their lists read their selection again. SwiftUI shows the
    /// tapped row selected until it updates the list, which nothing would make it do when the
    /// navigator did not change.
    package func redrawSelection(of layer: LayerID, column: SplitColumn, unlessShowing route: AnyRoute?) {
        guard case .split(let split)? = showing.layer(layer)?.content, split.selectedRoute(for: column) != route
        else { return }
        selectionRevision &+= 1
        host(screensOf: split, in: layer)
    }

    private func host(screensOf split: Split, in layer: LayerID) {
        let shown = ShownSplit(host: self, layer: layer, split: split.selectionShown)
        for column in split.columns {
            for screen in split[column]?.screens ?? [] {
                guard let controller = controllers[screen.id] else { continue }
                hostedScreens.host(controller, in: shown, revision: selectionRevision)
            }
        }
    }
}

extension Split {
    /// The split as a `ColumnSelection` reads it: what its rows select (the first screen of the
    /// content and detail columns, and whether the user sees them) and the sidebar's first
    /// screen, whose owner's parent is the split's coordinator. A screen pushed onto a column,
    /// or a column shown or hidden, changes none of it, and hosts no screen again.
    fileprivate var selectionShown: Split {
        Split(
            sidebar: Stack(Array(sidebar.screens.prefix(1))),
            content: content.map { Stack(Array($0.screens.prefix(1))) },
            detail: Stack(Array(detail.screens.prefix(1))), visibility: .automatic, compactColumn: compactColumn,
            isCollapsed: isCollapsed)
    }
}
#endif
