#if canImport(UIKit) && !os(watchOS)
import UIKit
#elseif os(Linux)
import UIKitDouble
#endif
#if (canImport(UIKit) && !os(watchOS)) || os(Linux)
import CoordinatorKit
import IssueReporting

// A split layer: one `UISplitViewController` in its column style (iOS 14+), one navigation
// controller per column, and the columns it shows while expanded.
//
// In a compact width UIKit collapses the columns into one stack, on top the column the
// navigator's split names; UIKitHost+CollapsedSplit.swift reads and writes the columns there.
extension UIKitHost {
    /// Makes the container of a split layer: a column-style split view controller on iOS 14 and
    /// later, the detail column alone (and a reported issue) before.
    func makeSplitControllers(_ split: Split, of layer: LayerID) -> LayerControllers {
        guard #available(iOS 14, tvOS 14, *) else {
            reportIssue(
                "UIKitHost renders split columns from iOS 14; it shows the detail column of layer \(layer) alone.")
            let id = StackID(layer: layer, column: .detail)
            let navigationController = makeNavigationController(for: id, title: nil)
            setAll(split.detail, of: id, in: navigationController, animated: false)
            return LayerControllers(id: layer, container: navigationController, tabs: [])
        }
        let splitViewController = HostSplitViewController(style: split.content == nil ? .doubleColumn : .tripleColumn)
        splitViewController.delegate = delegate
        for column in split.columns {
            let id = StackID(layer: layer, column: column)
            let navigationController = makeNavigationController(for: id, title: nil)
            setAll(split[column] ?? Stack([]), of: id, in: navigationController, animated: false)
            splitViewController.setViewController(navigationController, for: column.uiKitColumn)
        }
        showColumns(of: split, on: splitViewController, in: layer)
        // A split the navigator thinks of collapsed (restored from a narrower window) is answered
        // with UIKit's width once the command finishes, as in `setSplit`: UIKit tells of a
        // collapse at the split's first layout in a compact window, never of staying expanded.
        if split.isCollapsed != splitViewController.knownCollapsed {
            activity.holdsWidthChange = true
        }
        carryOut(activity.hosted.handle(.splitDrawn(layer, collapsed: splitViewController.knownCollapsed)))
        return LayerControllers(id: layer, container: splitViewController, tabs: [])
    }

    /// Runs `setSplit`: each column's screens and the columns shown while expanded.
    func setSplit(_ split: Split, in layer: LayerID) {
        guard #available(iOS 14, tvOS 14, *) else {
            // The detail column alone, before iOS 14.
            let id = StackID(layer: layer, column: .detail)
            if let navigationController = containers.navigationController(of: id) {
                setAll(split.detail, of: id, in: navigationController, animated: false)
            }
            return
        }
        guard let index = containers.index(ofLayer: layer),
            let splitViewController = containers.layers[index].container as? UISplitViewController
        else { return }
        guard splitViewController.style == (split.content == nil ? .doubleColumn : .tripleColumn) else {
            // A split view controller keeps the style it was made with: a root split with
            // nothing over it is made again, with the new number of columns.
            guard index == 0, containers.layers.count == 1 else {
                reportIssue(
                    "UIKitHost cannot add or remove a column of a split with a layer over it (layer \(layer)); it keeps its columns."
                )
                return
            }
            for column in SplitColumn.allCases { containers.forgetStack(StackID(layer: layer, column: column)) }
            let made = makeSplitControllers(split, of: layer)
            containers.replaceRoot(with: made)
            replaceRootViewController(with: made.container)
            return
        }
        for column in split.columns {
            let id = StackID(layer: layer, column: column)
            guard let navigationController = containers.navigationController(of: id), let stack = split[column] else {
                continue
            }
            if navigationController.lastSet?.stack != stack, !setStackBelowTheTopOfACollapsedSplit(id, to: stack) {
                setAll(stack, of: id, in: navigationController, animated: false)
            }
        }
        showColumns(of: split, on: splitViewController, in: layer)
        // A split the navigator thinks of at another width (a state set whole, saved at another
        // width) is answered with UIKit's width once the command finishes.
        if let hostSplit = splitViewController as? HostSplitViewController {
            if split.isCollapsed != hostSplit.knownCollapsed { activity.holdsWidthChange = true }
            carryOut(activity.hosted.handle(.splitDrawn(layer, collapsed: hostSplit.knownCollapsed)))
        }
    }

    /// Sets the stack of a column UIKit stacked under another in a collapsed split: the whole
    /// collapsed stack is set again, its top unchanged (no `didShow`).
    /// - Returns: `false`, changing nothing, when the column is not stacked under another.
    func setStackBelowTheTopOfACollapsedSplit(_ id: StackID, to stack: Stack) -> Bool {
        guard let column = id.column, let stacked = collapsedColumns(of: id.layer),
            let index = stacked.firstIndex(where: { $0.column == column }), index < stacked.count - 1,
            let primary = containers.navigationController(of: StackID(layer: id.layer, column: .sidebar))
        else { return false }
        var all: [UIViewController] = []
        for (index, part) in stacked.enumerated() {
            if index == stacked.firstIndex(where: { $0.column == column }) {
                for position in 0..<stack.count { all.append(viewController(making: stack.screen(at: position))) }
            } else {
                all += part.viewControllers
            }
        }
        _ = stackWillChange()
        for other in SplitColumn.allCases {
            containers.navigationController(of: StackID(layer: id.layer, column: other))?.lastSet = nil
        }
        primary.setViewControllers(all, animated: false)
        return true
    }

    /// Takes the columns above `column` off a collapsed split's stack, back into their own
    /// navigation controllers. UIKit knows a column's view controllers in that stack only as it
    /// stacked them: once the host set screens there (a column's stack replaced while
    /// collapsed), `show(_:)` no longer pops the columns above.
    private func popColumnsCollapsed(above column: SplitColumn, in layer: LayerID) {
        guard let stacked = collapsedColumns(of: layer), let top = stacked.last?.column, top > column,
            let primary = containers.navigationController(of: StackID(layer: layer, column: .sidebar))
        else { return }
        _ = stackWillChange()
        for other in SplitColumn.allCases {
            containers.navigationController(of: StackID(layer: layer, column: other))?.lastSet = nil
        }
        let kept = stacked.filter { $0.column <= column }.flatMap(\.viewControllers)
        primary.setViewControllers(kept, animated: false)
        for part in stacked where part.column > column {
            containers.navigationController(of: StackID(layer: layer, column: part.column))?
                .setViewControllers(Array(part.viewControllers), animated: false)
        }
    }

    /// Shows the columns an expanded split shows, and hides the others (`show(_:)`/`hide(_:)`).
    @available(iOS 14, tvOS 14, *)
    private func showColumns(of split: Split, on splitViewController: UISplitViewController, in layer: LayerID) {
        if splitViewController.isCollapsed {
            // Pushes the column (and those between) or pops those above it.
            splitViewController.show(split.compactColumn.uiKitColumn)
            popColumnsCollapsed(above: split.compactColumn, in: layer)
            return
        }
        let expanded = Split(
            sidebar: split.sidebar, content: split.content, detail: split.detail,
            visibility: split.visibility, compactColumn: split.compactColumn, isCollapsed: false
        )
        let visible = expanded.visibleColumns
        for column in split.columns where column != .detail {
            if visible.contains(column) {
                splitViewController.show(column.uiKitColumn)
            } else {
                splitViewController.hide(column.uiKitColumn)
            }
        }
    }

    /// What a split view controller shows, read back: each column's navigation controller's
    /// screens; which columns show and which is on top when collapsed as the navigator last
    /// rendered them.
    func shownSplit(of record: LayerControllers, rendered: Layer?, stack: (StackID) -> Stack) -> Container {
        let known: Split? = if case .split(let split)? = rendered?.content { split } else { nil }
        let has = { (column: SplitColumn) in
            self.containers.navigationController(of: StackID(layer: record.id, column: column)) != nil
        }
        let collapsed = collapsedColumns(of: record.id)
        return .split(
            Split(
                sidebar: stack(StackID(layer: record.id, column: .sidebar)),
                content: has(.content) ? stack(StackID(layer: record.id, column: .content)) : nil,
                detail: stack(StackID(layer: record.id, column: .detail)),
                visibility: known?.visibility ?? .automatic,
                compactColumn: collapsed?.last?.column ?? known?.compactColumn ?? .detail,
                isCollapsed: (record.container as? UISplitViewController)?.isCollapsed ?? false
            ))
    }
}

/// The host's split view controller: what the host last heard of its width.
final class HostSplitViewController: UISplitViewController {
    /// Whether the host heard the split collapse (`splitViewControllerDidCollapse`) last: while
    /// UIKit moves the columns, `isCollapsed` says otherwise.
    var knownCollapsed = false
    /// Whether the columns show their screens again once the host is idle: UIKit expanded the
    /// split, moving view controllers between columns, while the host was busy.
    var resetsColumns = false

    @available(iOS 14, tvOS 14, *)
    override init(style: UISplitViewController.Style) {
        super.init(style: style)
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }
}

extension SplitVisibility {
    /// The columns a split view controller's display mode shows: the secondary column alone,
    /// one column beside (or over) it, or two.
    init(_ displayMode: UISplitViewController.DisplayMode) {
        switch displayMode {
        case .automatic: self = .automatic
        case .secondaryOnly: self = .detailOnly
        case .oneBesideSecondary: self = .doubleColumn
        #if !os(visionOS)
        case .oneOverSecondary: self = .doubleColumn
        #endif
        // The three-column modes (iOS 14): two columns beside, over or displacing the secondary.
        default: self = .all
        }
    }
}

extension SplitColumn {
    /// The `UISplitViewController` column that shows this column.
    @available(iOS 14, tvOS 14, *)
    var uiKitColumn: UISplitViewController.Column {
        switch self {
        case .sidebar: .primary
        case .content: .supplementary
        case .detail: .secondary
        }
    }
}
#endif
