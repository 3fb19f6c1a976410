#if canImport(UIKit) && !os(watchOS)
import UIKit
#elseif os(Linux)
import UIKitDouble
#endif
#if (canImport(UIKit) && !os(watchOS)) || os(Linux)
import CoordinatorKit
import IssueReporting

// A split collapsed into one stack, and what UIKit tells of a split: UIKit moves the view
// controllers of the columns up to the top one onto the primary column's navigation controller.
// The host reads each column's part of that stack, hears the user's back gesture there as a pop
// of the column it pops or as the column below coming on top, and reports the size class
// change and the user's display-mode change once no command of its own runs.
extension UIKitHost {
    /// While UIKit shows a split collapsed into its primary column's navigation controller: the
    /// columns stacked there, leading first, each with its part of the stack. A view controller
    /// belongs to the column whose screen it shows, as the host showed it before the command in
    /// flight or shows it with that command (a selection still sliding in); one the host did not
    /// make, to the column below it. `nil` while expanded, or when a compact column's controller
    /// shows instead.
    func collapsedColumns(of layer: LayerID) -> [(column: SplitColumn, viewControllers: ArraySlice<UIViewController>)]?
    {
        guard #available(iOS 14, tvOS 14, *),
            let index = containers.index(ofLayer: layer),
            let splitViewController = containers.layers[index].container as? UISplitViewController,
            splitViewController.isCollapsed, splitViewController.viewController(for: .compact) == nil,
            let primary = containers.navigationController(of: StackID(layer: layer, column: .sidebar))
        else { return nil }
        var columnOfScreen: [ScreenID: SplitColumn] = [:]
        // What UIKit still shows from before the command in flight, then what it moves towards.
        for state in [activity.hosted.shownBeforeCommand, showing] {
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
        guard id.column == .sidebar, let stacked = collapsedColumns(of: id.layer) else {
            // The change is about the column of the screen shown, wherever UIKit shows it: a
            // width change mid-push leaves a pushed screen with the column UIKit moves it to.
            guard let column = column(showing: viewController, in: id.layer) else { return id }
            return StackID(layer: id.layer, column: column)
        }
        let column = stacked.last { part in part.viewControllers.contains { $0 === viewController } }?.column
        return StackID(layer: id.layer, column: column ?? .sidebar)
    }

    /// The column of a split whose screen `viewController` shows, as the host renders it.
    private func column(showing viewController: UIViewController, in layer: LayerID) -> SplitColumn? {
        guard let screen = screen(for: viewController),
            case .split(let split)? = showing.layer(layer)?.content
        else { return nil }
        return split.columns.first { split[$0]?.screens.contains { $0.id == screen } ?? false }
    }

    /// The column whose first screen the user takes away, as a collapsed split's primary
    /// navigation controller is about to show `viewController` of the column `shown`: the
    /// rendered column on top, when it shows its first screen alone and `viewController` shows
    /// the top screen of the column below it. `nil` for any other `willShow`.
    func columnLeaving(showing viewController: UIViewController, in shown: StackID) -> StackID? {
        guard let column = shown.column,
            case .split(let rendered)? = showing.layer(shown.layer)?.content, rendered.isCollapsed,
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
            case .split(let rendered)? = showing.layer(id.layer)?.content
        else { return }
        guard let top = collapsedColumns(of: id.layer)?.last?.column else {
            return noticeColumnLeftAsTheSplitExpanded(rendered, in: id.layer)
        }
        guard rendered.compactColumn > top else { return }
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
        let actions = activity.machine.handle(.columnLeft(StackID(layer: id.layer, column: rendered.compactColumn)))
        report(.showedColumn(top, in: id.layer))
        // Once the navigator knows the column on top: a width change held meanwhile applies now.
        carryOut(actions)
    }

    /// The user's back past a column's first screen ended after UIKit expanded the split (the
    /// width changed mid-pop): the column below is the one on top for the next collapse, and
    /// the column left keeps its screens, which the held width change puts back.
    private func noticeColumnLeftAsTheSplitExpanded(_ rendered: Split, in layer: LayerID) {
        let leaving = StackID(layer: layer, column: rendered.compactColumn)
        guard activity.machine.state == .userPop(leaving),
            let below = rendered.columns.last(where: { $0 < rendered.compactColumn })
        else { return }
        let actions = activity.machine.handle(.columnLeft(leaving))
        report(.showedColumn(below, in: layer))
        carryOut(actions)
    }

    /// The column the split view controller puts on top as it collapses: the navigator's.
    @available(iOS 14, tvOS 14, *)
    func topColumnForCollapsing(_ splitViewController: UISplitViewController) -> UISplitViewController.Column? {
        guard let layer = containers.record(ofLayerIn: splitViewController)?.id else { return nil }
        guard case .split(let split)? = knownLayer(layer)?.content else { return nil }
        return split.compactColumn.uiKitColumn
    }

    /// UIKit is about to show other columns of an expanded split. When the user made it (the
    /// sidebar button, the edge swipe), the navigator hears which columns show; the host's own
    /// `show(_:)`/`hide(_:)` during a command is not the user's, and a mode that shows the same
    /// columns as the navigator's visibility changes nothing.
    func splitWillChangeDisplayMode(_ splitViewController: UISplitViewController, to visibility: SplitVisibility) {
        guard !activity.isCallingUIKit, !splitViewController.isCollapsed,
            let layer = containers.record(ofLayerIn: splitViewController)?.id,
            case .split(let rendered)? = showing.layer(layer)?.content, !rendered.isCollapsed
        else { return }
        let changed = Split(
            sidebar: rendered.sidebar, content: rendered.content, detail: rendered.detail, visibility: visibility,
            compactColumn: rendered.compactColumn, isCollapsed: false)
        guard changed.visibleColumns != rendered.visibleColumns else { return }
        report(.changedColumnVisibility(visibility, in: layer))
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
#endif
