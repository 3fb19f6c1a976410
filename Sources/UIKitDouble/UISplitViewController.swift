#if os(Linux)
/// Double of UIKit's `UISplitViewController` in its column style (iOS 14+): a view controller per
/// column, set with ``setViewController(_:for:)``, and which of them show while expanded.
///
/// What is modelled: the column style made by ``init(style:)``, one view controller per column
/// (a controller that is not a navigation controller is wrapped in one, as UIKit does, except for
/// the compact column), and ``show(_:)`` / ``hide(_:)`` of the sidebar and supplementary columns,
/// which UIKit answers with a display mode; the secondary column always shows. Every column's
/// controller is a child of the split view controller. Not modelled yet: collapsing into one stack
/// (the double's window is always regular width, so ``isCollapsed`` is `false`), the delegate's
/// collapse callbacks, display modes and column widths.
///
/// ```swift
/// let split = UISplitViewController(style: .doubleColumn)
/// split.setViewController(UINavigationController(rootViewController: list), for: .primary)
/// split.setViewController(UINavigationController(rootViewController: detail), for: .secondary)
/// split.hide(.primary)
/// ```
@MainActor @preconcurrency
open class UISplitViewController: UIViewController {
    /// Double of `UISplitViewController.Style` (`UISplitViewControllerStyle`).
    @available(iOS 14.0, tvOS 14.0, *)
    public enum Style: Int, @unchecked Sendable {
        /// Two columns: primary and secondary.
        @available(iOS 14.0, tvOS 14.0, *)
        case doubleColumn = 1
        /// Three columns: primary, supplementary and secondary.
        @available(iOS 14.0, tvOS 14.0, *)
        case tripleColumn = 2
    }

    /// Double of `UISplitViewController.Column` (`UISplitViewControllerColumn`).
    @available(iOS 14.0, tvOS 14.0, *)
    public enum Column: Int, @unchecked Sendable {
        /// The leading column (the sidebar).
        @available(iOS 14.0, tvOS 14.0, *)
        case primary = 0
        /// The middle column of a triple-column split.
        @available(iOS 14.0, tvOS 14.0, *)
        case supplementary = 1
        /// The trailing column (the detail).
        @available(iOS 14.0, tvOS 14.0, *)
        case secondary = 2
        /// The controller shown instead of the stacked columns while collapsed.
        @available(iOS 14.0, tvOS 14.0, *)
        case compact = 3
    }

    private var storedStyle: Int
    private var columnControllers: [Int: UIViewController] = [:]
    /// The columns shown beside the secondary one while expanded (the double's display mode).
    private var shownColumns: Set<Int> = [0, 1]

    /// Double of `UISplitViewController.init(style:)`.
    @available(iOS 14.0, tvOS 14.0, *)
    public init(style: UISplitViewController.Style) {
        storedStyle = style.rawValue
        super.init(nibName: nil, bundle: nil)
    }

    /// Double of `UISplitViewController.init?(coder:)`: decodes nothing; a double-column split.
    public required init?(coder: NSCoder) {
        storedStyle = Style.doubleColumn.rawValue
        super.init(nibName: nil, bundle: nil)
    }

    /// Double of `UISplitViewController.style`.
    @available(iOS 14.0, tvOS 14.0, *)
    open var style: UISplitViewController.Style {
        Style(rawValue: storedStyle) ?? .doubleColumn
    }

    /// Double of `UISplitViewController.isCollapsed`: always `false`, the double's window is regular width.
    open var isCollapsed: Bool { false }

    /// Double of `UISplitViewController.setViewController(_:for:)`.
    ///
    /// A controller that is not a navigation controller is wrapped in one (not for `.compact`);
    /// `.supplementary` in a double-column split records UIKit's exception and changes nothing.
    @available(iOS 14.0, tvOS 14.0, *)
    open func setViewController(_ vc: UIViewController?, for column: UISplitViewController.Column) {
        if column == .supplementary, style != .tripleColumn {
            doubleRuntime.record(.exception, "UISplitViewController \(doubleDescription): the supplementary column is only valid for the triple-column style (NSInvalidArgumentException)")
            return
        }
        let previous = columnControllers[column.rawValue]
        var controller = vc
        if let vc, column != .compact, !(vc is UINavigationController) {
            controller = UINavigationController(rootViewController: vc)
        }
        guard controller !== previous else { return }
        if let previous {
            previous.willMove(toParent: nil)
            previous.doubleDetachFromContainer()
            previous.didMove(toParent: nil)
        }
        columnControllers[column.rawValue] = controller
        guard let controller else { return }
        if column == .compact {
            // Shown only while collapsed, which the double does not model: kept, not a child.
            return
        }
        controller.willMove(toParent: self)
        controller.doubleDetachFromContainer()
        doubleChildren = [Column.primary, .supplementary, .secondary].compactMap { columnControllers[$0.rawValue] }
        controller.doubleParent = self
        doubleRuntime.updateAppearanceAtOnce(animated: false)
        controller.didMove(toParent: self)
    }

    /// Double of `UISplitViewController.viewController(for:)`: the navigation controller UIKit
    /// made around a plain view controller, not the controller itself.
    @available(iOS 14.0, tvOS 14.0, *)
    @discardableResult
    open func viewController(for column: UISplitViewController.Column) -> UIViewController? {
        columnControllers[column.rawValue]
    }

    /// Double of `UISplitViewController.hide(_:)`: the primary or supplementary column stops showing
    /// while expanded; the secondary and compact columns cannot be hidden (UIKit ignores them).
    @available(iOS 14.0, tvOS 14.0, *)
    open func hide(_ column: UISplitViewController.Column) {
        guard column == .primary || column == .supplementary else { return }
        shownColumns.remove(column.rawValue)
        if column == .supplementary { shownColumns.remove(Column.primary.rawValue) }
    }

    /// Double of `UISplitViewController.show(_:)`: the column shows while expanded; showing the
    /// primary column of a triple-column split shows the supplementary one too, as UIKit does.
    @available(iOS 14.0, tvOS 14.0, *)
    open func show(_ column: UISplitViewController.Column) {
        guard column == .primary || column == .supplementary else { return }
        shownColumns.insert(column.rawValue)
        if column == .primary { shownColumns.insert(Column.supplementary.rawValue) }
    }

    /// The columns the user sees while expanded, leading first (the double's display mode; UIKit
    /// shows it through `displayMode`). Double-only.
    @available(iOS 14.0, tvOS 14.0, *)
    public var doubleVisibleColumns: [UISplitViewController.Column] {
        let beside: [Column] = style == .tripleColumn ? [.primary, .supplementary] : [.primary]
        return beside.filter { shownColumns.contains($0.rawValue) && columnControllers[$0.rawValue] != nil } + [.secondary]
    }
}
#endif
