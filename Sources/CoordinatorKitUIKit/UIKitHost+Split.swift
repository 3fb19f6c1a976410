#if canImport(UIKit) && !os(watchOS)
import UIKit
#elseif os(Linux)
import UIKitDouble
#endif
#if (canImport(UIKit) && !os(watchOS)) || os(Linux)
import CoordinatorKit
import IssueReporting

// A split layer: one `UISplitViewController` in its column style (iOS 14+), one navigation
// controller per column, and the columns it shows while expanded. Collapsing into one stack is
// not rendered yet: the columns show as UIKit lays them out, and the navigator is not told of a
// compact width.
extension UIKitHost {
    /// Makes the container of a split layer: a column-style split view controller on iOS 14 and
    /// later, the detail column alone (and a reported issue) before.
    func makeSplitControllers(_ split: Split, of layer: LayerID) -> LayerControllers {
        guard #available(iOS 14, tvOS 14, *) else {
            reportIssue("UIKitHost renders split columns from iOS 14; it shows the detail column of layer \(layer) alone.")
            let id = StackID(layer: layer, column: .detail)
            let navigationController = makeNavigationController(for: id, title: nil)
            setAll(split.detail, of: id, in: navigationController, animated: false)
            return LayerControllers(id: layer, container: navigationController, tabs: [])
        }
        let splitViewController = UISplitViewController(style: split.content == nil ? .doubleColumn : .tripleColumn)
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
            if let navigationController = stacks[id] { setAll(split.detail, of: id, in: navigationController, animated: false) }
            return
        }
        guard let index = index(ofLayer: layer), let splitViewController = layers[index].container as? UISplitViewController else { return }
        guard splitViewController.style == (split.content == nil ? .doubleColumn : .tripleColumn) else {
            // A split view controller keeps the style it was made with: a root split with
            // nothing over it is made again, with the new number of columns.
            guard index == 0, layers.count == 1 else {
                reportIssue("UIKitHost cannot add or remove a column of a split with a layer over it (layer \(layer)); it keeps its columns.")
                return
            }
            for column in SplitColumn.allCases { forgetStack(StackID(layer: layer, column: column)) }
            let made = makeSplitControllers(split, of: layer)
            layers = [made]
            replaceRootViewController(with: made.container)
            return
        }
        for column in split.columns {
            let id = StackID(layer: layer, column: column)
            guard let navigationController = stacks[id], let stack = split[column] else { continue }
            if navigationController.lastSet?.stack != stack {
                setAll(stack, of: id, in: navigationController, animated: false)
            }
        }
        showColumns(of: split, on: splitViewController)
    }

    /// Shows the columns an expanded split shows, and hides the others (`show(_:)`/`hide(_:)`).
    @available(iOS 14, tvOS 14, *)
    private func showColumns(of split: Split, on splitViewController: UISplitViewController) {
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
        let has = { (column: SplitColumn) in self.stacks[StackID(layer: record.id, column: column)] != nil }
        return .split(Split(
            sidebar: stack(StackID(layer: record.id, column: .sidebar)),
            content: has(.content) ? stack(StackID(layer: record.id, column: .content)) : nil,
            detail: stack(StackID(layer: record.id, column: .detail)),
            visibility: known?.visibility ?? .automatic,
            compactColumn: known?.compactColumn ?? .detail,
            isCollapsed: (record.container as? UISplitViewController)?.isCollapsed ?? false
        ))
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
