#if canImport(SwiftUI)
import SwiftUI
#elseif os(Linux)
import SwiftUIDouble
#endif
#if canImport(SwiftUI) || os(Linux)
import CoordinatorKit
import Dispatch

// A split layer in a `NavigationSplitView`: its column visibility and its preferred compact
// column are bindings onto the shown split, and the width it is drawn in (its environment's
// horizontal size class) decides whether it is collapsed. SwiftUI collapses and expands the
// columns by itself; the host shows what SwiftUI drew and tells the navigator, once no command
// is in flight, as UIKitHost does with its split view controller's delegate.
@available(iOS 16, macOS 13, tvOS 16, watchOS 9, *)
extension SwiftUIHost: ColumnSelectionHost {
    /// SwiftUI drew a split layer at a width: the shown split follows at once, and the navigator
    /// hears of a change on the next turn (a view's body changes no state of its own), once no
    /// command is in flight.
    func splitDrawn(_ layer: LayerID, isCollapsed: Bool) {
        let wasCollapsed: Bool? =
            if case .split(let shown)? = shownState.layer(layer)?.content { shown.isCollapsed } else { nil }
        carryOut(hosted.handle(.splitDrawn(layer, collapsed: isCollapsed)))
        // Drawn at another width, even one the navigator has yet to hear of (a rotation there
        // and back while the user's finger is down).
        guard let wasCollapsed, wasCollapsed != isCollapsed else { return }
        // A swipe from a column's first screen back to the column below ends with the collapsed
        // stack it swiped: SwiftUI draws the columns anew, and tells of the swipe no more.
        if case .swipeBack(let stack)? = hosted.gesture, stack.layer == layer,
            (shownState.stack(stack)?.count ?? 0) <= 1
        {
            userGaveUpSwipeBack()
        }
        reportWidthsOnNextTurn()
    }

    /// Tells the navigator the widths drawn on the next turn, once no command is in flight and no
    /// finger is down: after the drawing, or after the gesture that held them ended (a swipe back
    /// held across a rotation), which no command's end follows.
    func reportWidthsOnNextTurn() {
        guard !widthsReportScheduled else { return }
        widthsReportScheduled = true
        DispatchQueue.main.async { [weak self] in
            guard let self else { return }
            widthsReportScheduled = false
            carryOut(hosted.handle(.turnEnded))
        }
    }

    /// After the user selected a row of a list bound to a ``ColumnSelection``: unless the split
    /// shows the row's route in `column` now, the lists are drawn again, so that their selection
    /// goes back to the route it shows. SwiftUI shows the tapped row selected until it updates
    /// the list, which nothing would make it do when the navigator did not change.
    package func redrawSelection(of layer: LayerID, column: SplitColumn, unlessShowing route: AnyRoute?) {
        guard case .split(let split)? = shownState.layer(layer)?.content, split.selectedRoute(for: column) != route
        else { return }
        selectionRevision &+= 1
        bumpRevision()
    }

    /// A split's column visibility; SwiftUI sets it when the user shows or hides a column.
    func columnVisibilityBinding(for layer: LayerID, showing visibility: SplitVisibility) -> Binding<
        NavigationSplitViewVisibility
    > {
        Binding(
            get: { visibility.swiftUI },
            set: { [weak self] newValue in self?.userChangedColumnVisibility(to: SplitVisibility(newValue), in: layer) }
        )
    }

    private func userChangedColumnVisibility(to visibility: SplitVisibility, in layer: LayerID) {
        guard case .split(let split)? = shownState.layer(layer)?.content, split.visibility != visibility else { return }
        userDid(.changedColumnVisibility(visibility, in: layer))
    }

    /// A split's column on top while collapsed; SwiftUI sets it when the user goes back past the
    /// first screen of the column on top.
    @available(iOS 17, macOS 14, tvOS 17, watchOS 10, *)
    func compactColumnBinding(for layer: LayerID, showing column: SplitColumn) -> Binding<NavigationSplitViewColumn> {
        Binding(
            get: { column.swiftUI },
            set: { [weak self] newValue in self?.userShowedColumn(SplitColumn(newValue), in: layer) }
        )
    }

    private func userShowedColumn(_ column: SplitColumn, in layer: LayerID) {
        // A swipe back that took the column on top away ends here: the report ends it.
        guard case .split(let split)? = shownState.layer(layer)?.content, split[column] != nil else { return }
        guard split.compactColumn != column else {
            // The column was on top already: a swipe back that ended here took nothing away.
            if case .swipeBack(let stack)? = hosted.gesture, stack.layer == layer, let swiped = stack.column,
                swiped > column
            {
                userDid(.interactivePopCancelled(in: stack))
            }
            return
        }
        userDid(.showedColumn(column, in: layer))
    }
}

@available(iOS 16, macOS 13, tvOS 16, watchOS 9, *)
extension SplitVisibility {
    /// SwiftUI's name for the columns shown.
    var swiftUI: NavigationSplitViewVisibility {
        switch self {
        case .automatic: .automatic
        case .all: .all
        case .doubleColumn: .doubleColumn
        case .detailOnly: .detailOnly
        }
    }

    /// The columns SwiftUI shows.
    init(_ visibility: NavigationSplitViewVisibility) {
        self =
            switch visibility {
            case .all: .all
            case .doubleColumn: .doubleColumn
            case .detailOnly: .detailOnly
            default: .automatic
            }
    }
}

@available(iOS 17, macOS 14, tvOS 17, watchOS 10, *)
extension SplitColumn {
    /// SwiftUI's name for the column.
    var swiftUI: NavigationSplitViewColumn {
        switch self {
        case .sidebar: .sidebar
        case .content: .content
        case .detail: .detail
        }
    }

    /// The column SwiftUI names.
    init(_ column: NavigationSplitViewColumn) {
        self =
            switch column {
            case .sidebar: .sidebar
            case .content: .content
            default: .detail
            }
    }
}
#endif
