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
// In a compact width UIKit collapses the columns into one stack: it moves the view controllers
// of the columns up to the top one onto the primary column's navigation controller, asking the
// host (its delegate) which column goes on top: the one the navigator's split names. The host
// reads and writes each column's screens where UIKit shows them (a column's part of that stack,
// or its own navigation controller while it is not stacked), hears the user's back gesture there
// as a pop of the column it pops, or as the column below coming on top, and reports the size
// class change itself (`splitViewControllerDidCollapse`, `splitViewControllerDidExpand`) as a
// host report, once the command in flight, if any, finished.
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
        showColumns(of: split, on: splitViewController)
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
        showColumns(of: split, on: splitViewController)
        // A split the navigator thinks of at another width (a state set whole, saved at another
        // width) is answered with UIKit's width once the command finishes.
        if let hostSplit = splitViewController as? HostSplitViewController,
            split.isCollapsed != hostSplit.knownCollapsed
        {
            hostSplit.reportsWidth = true
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

    /// Shows the columns an expanded split shows, and hides the others (`show(_:)`/`hide(_:)`).
    @available(iOS 14, tvOS 14, *)
    private func showColumns(of split: Split, on splitViewController: UISplitViewController) {
        if splitViewController.isCollapsed {
            // Pushes the column (and those between) or pops those above it.
            splitViewController.show(split.compactColumn.uiKitColumn)
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

// MARK: Collapsed

extension UIKitHost {
    /// While UIKit shows a split collapsed into its primary column's navigation controller: the
    /// columns stacked there, leading first, each with its part of the stack. A view controller
    /// belongs to the column whose screen it shows; one the host did not make, to the column
    /// below it. `nil` while expanded, or when a compact column's controller shows instead.
    func collapsedColumns(of layer: LayerID) -> [(column: SplitColumn, viewControllers: ArraySlice<UIViewController>)]?
    {
        guard #available(iOS 14, tvOS 14, *),
            let index = containers.index(ofLayer: layer),
            let splitViewController = containers.layers[index].container as? UISplitViewController,
            splitViewController.isCollapsed, splitViewController.viewController(for: .compact) == nil,
            let primary = containers.navigationController(of: StackID(layer: layer, column: .sidebar))
        else { return nil }
        var columnOfScreen: [ScreenID: SplitColumn] = [:]
        for state in [navigator?.renderedState, navigator?.state] {
            guard case .split(let split)? = state?.layer(layer)?.content else { continue }
            for column in split.columns {
                for screen in split[column]?.screens ?? [] { columnOfScreen[screen.id] = column }
            }
        }
        let all = primary.viewControllers
        var parts: [(column: SplitColumn, viewControllers: ArraySlice<UIViewController>)] = []
        var current = SplitColumn.sidebar
        var start = 0
        for (position, controller) in all.enumerated() {
            guard let column = screen(for: controller).flatMap({ columnOfScreen[$0] }), column > current else {
                continue
            }
            parts.append((current, all[start..<position]))
            current = column
            start = position
        }
        parts.append((current, all[start...]))
        return parts.filter { !$0.viewControllers.isEmpty || $0.column == .sidebar }
    }

    /// Where UIKit shows a column of a collapsed split: the primary column's navigation
    /// controller, after the columns stacked below it; `nil` when the column is not stacked (its
    /// own navigation controller holds its screens, out of sight).
    func collapsedPlace(of id: StackID) -> (controller: UINavigationController, skipping: Int)? {
        guard let column = id.column, let stacked = collapsedColumns(of: id.layer),
            let part = stacked.first(where: { $0.column == column }),
            let primary = containers.navigationController(of: StackID(layer: id.layer, column: .sidebar))
        else { return nil }
        return (primary, part.viewControllers.startIndex)
    }

    /// The screens' view controllers of a column stacked in a collapsed split.
    func collapsedViewControllers(of id: StackID) -> [UIViewController]? {
        guard let column = id.column, let stacked = collapsedColumns(of: id.layer) else { return nil }
        return stacked.first(where: { $0.column == column }).map { Array($0.viewControllers) }
    }

    /// The stack a navigation controller's `willShow`/`didShow` of `viewController` is about:
    /// in a collapsed split's primary navigation controller, the column that shows it. `nil`
    /// while UIKit collapses or expands the split (the host hears of it from its delegate).
    func stackID(of navigationController: UINavigationController, showing viewController: UIViewController) -> StackID?
    {
        guard let id = stackID(of: navigationController) else { return nil }
        guard id.column != nil, let index = containers.index(ofLayer: id.layer),
            let splitViewController = containers.layers[index].container as? HostSplitViewController
        else { return id }
        guard splitViewController.isCollapsed == splitViewController.knownCollapsed else { return nil }
        guard id.column == .sidebar, let stacked = collapsedColumns(of: id.layer) else { return id }
        let column = stacked.last { part in part.viewControllers.contains { $0 === viewController } }?.column
        return StackID(layer: id.layer, column: column ?? .sidebar)
    }

    /// The column whose first screen the user takes away, as a collapsed split's primary
    /// navigation controller is about to show `viewController` of the column `shown`: the
    /// rendered column on top, when it shows its first screen alone and `viewController` shows
    /// the top screen of the column below it. `nil` for any other `willShow`.
    func columnLeaving(showing viewController: UIViewController, in shown: StackID) -> StackID? {
        guard let column = shown.column,
            case .split(let rendered)? = navigator?.renderedState.layer(shown.layer)?.content, rendered.isCollapsed,
            rendered[rendered.compactColumn]?.count == 1,
            rendered.columns.last(where: { $0 < rendered.compactColumn }) == column,
            let top = rendered[column]?.top, screen(for: viewController) == top.id
        else { return nil }
        return StackID(layer: shown.layer, column: rendered.compactColumn)
    }

    /// After the user went back in a collapsed split: when a column left the stack (the user
    /// popped its first screen), the column below it is on top; the column keeps its screens,
    /// out of sight in its own navigation controller, as the navigator keeps them.
    func noticeColumnLeft(in navigationController: UINavigationController) {
        guard !activity.isCallingUIKit, let id = stackID(of: navigationController), id.column == .sidebar,
            let top = collapsedColumns(of: id.layer)?.last?.column,
            case .split(let rendered)? = navigator?.renderedState.layer(id.layer)?.content,
            rendered.compactColumn > top
        else { return }
        callingUIKit { host in
            for column in rendered.columns where column > top {
                let columnID = StackID(layer: id.layer, column: column)
                guard let own = host.containers.navigationController(of: columnID), let stack = rendered[column] else {
                    continue
                }
                host.setAll(stack, of: columnID, in: own, animated: false)
            }
        }
        // The swipe or tap that took the column away ends: the navigator may send what it held.
        carryOut(activity.machine.handle(.columnLeft(StackID(layer: id.layer, column: rendered.compactColumn))))
        navigator?.hostDidReport(.showedColumn(top, in: id.layer))
    }

    /// The column the split view controller puts on top as it collapses: the navigator's.
    @available(iOS 14, tvOS 14, *)
    func topColumnForCollapsing(_ splitViewController: UISplitViewController) -> UISplitViewController.Column? {
        guard let layer = containers.record(ofLayerIn: splitViewController)?.id else { return nil }
        guard case .split(let split)? = knownLayer(layer)?.content else { return nil }
        return split.compactColumn.uiKitColumn
    }

    /// UIKit collapsed or expanded a split: expanded, each column shows its screens again (a
    /// column the user left while collapsed gets them back); the navigator hears of it once no
    /// command is in flight.
    func splitDidChangeWidth(_ splitViewController: UISplitViewController) {
        guard let split = splitViewController as? HostSplitViewController,
            let layer = containers.record(ofLayerIn: split)?.id
        else { return }
        split.knownCollapsed = split.isCollapsed
        if !split.isCollapsed, case .split(let rendered)? = navigator?.renderedState.layer(layer)?.content {
            callingUIKit { host in
                for column in rendered.columns {
                    let id = StackID(layer: layer, column: column)
                    guard let own = host.containers.navigationController(of: id), let stack = rendered[column],
                        host.shownViewControllers(of: id, own: own).compactMap(host.screen(for:))
                            != stack.screens.map(\.id)
                    else { continue }
                    host.setAll(stack, of: id, in: own, animated: false)
                }
            }
        }
        split.reportsWidth = true
        reportSplitWidths()
    }

    /// UIKit is about to show other columns of an expanded split. When the user made it (the
    /// sidebar button, the edge swipe), the navigator hears which columns show; the host's own
    /// `show(_:)`/`hide(_:)` during a command is not the user's, and a mode that shows the same
    /// columns as the navigator's visibility changes nothing.
    func splitWillChangeDisplayMode(_ splitViewController: UISplitViewController, to visibility: SplitVisibility) {
        guard !activity.isCallingUIKit, !splitViewController.isCollapsed,
            let layer = containers.record(ofLayerIn: splitViewController)?.id,
            case .split(let rendered)? = navigator?.renderedState.layer(layer)?.content, !rendered.isCollapsed
        else { return }
        let changed = Split(
            sidebar: rendered.sidebar, content: rendered.content, detail: rendered.detail, visibility: visibility,
            compactColumn: rendered.compactColumn, isCollapsed: false)
        guard changed.visibleColumns != rendered.visibleColumns else { return }
        navigator?.hostDidReport(.changedColumnVisibility(visibility, in: layer))
    }

    /// Tells the navigator of the size class changes UIKit made, once no command is in flight.
    func reportSplitWidths() {
        guard !activity.isCommandInFlight else { return }
        for record in containers.layers {
            guard let split = record.container as? HostSplitViewController, split.reportsWidth else { continue }
            split.reportsWidth = false
            navigator?.hostDidReport(.collapsed(split.knownCollapsed, in: record.id))
        }
    }
}

/// The host's split view controller: what the host last heard of its width.
final class HostSplitViewController: UISplitViewController {
    /// Whether the host heard the split collapse (`splitViewControllerDidCollapse`) last: while
    /// UIKit moves the columns, `isCollapsed` says otherwise.
    var knownCollapsed = false
    /// Whether the navigator has yet to hear of the width.
    var reportsWidth = false

    @available(iOS 14, tvOS 14, *)
    override init(style: UISplitViewController.Style) {
        super.init(style: style)
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }
}

extension UIKitHostDelegate: UISplitViewControllerDelegate {
    func splitViewController(
        _ svc: UISplitViewController, willChangeTo displayMode: UISplitViewController.DisplayMode
    ) {
        host?.splitWillChangeDisplayMode(svc, to: SplitVisibility(displayMode))
    }

    @available(iOS 14, tvOS 14, *)
    func splitViewController(
        _ svc: UISplitViewController,
        topColumnForCollapsingToProposedTopColumn proposedTopColumn: UISplitViewController.Column
    ) -> UISplitViewController.Column {
        host?.topColumnForCollapsing(svc) ?? proposedTopColumn
    }

    @available(iOS 14, tvOS 14, *)
    func splitViewControllerDidCollapse(_ svc: UISplitViewController) {
        host?.splitDidChangeWidth(svc)
    }

    @available(iOS 14, tvOS 14, *)
    func splitViewControllerDidExpand(_ svc: UISplitViewController) {
        host?.splitDidChangeWidth(svc)
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
