#if os(Linux)
/// Double of UIKit's `UISplitViewController` in its column style (iOS 14+): a view controller per
/// column, set with ``setViewController(_:for:)``, which of them show while expanded, and the
/// collapse into one stack in a compact width.
///
/// What is modelled: the column style made by ``init(style:)``, one view controller per column
/// (a controller that is not a navigation controller is wrapped in one, as UIKit does, except for
/// the compact column), and ``show(_:)`` / ``hide(_:)`` of the sidebar and supplementary columns,
/// which UIKit answers with a display mode; the secondary column always shows. Every column's
/// controller is a child of the split view controller.
///
/// Collapsing, as UIKit.h describes it: when the window's horizontal size class becomes compact
/// (``UIKitDoubleRuntime/simulateHorizontalSizeClassChange(to:)``, or a split that first lays out
/// in a compact window), the split asks its delegate for the top column
/// (`splitViewController(_:topColumnForCollapsingToProposedTopColumn:)`, proposing `.secondary`),
/// moves the view controllers of the supplementary and secondary columns up to that one onto the
/// primary column's navigation controller, which alone shows, and calls
/// `splitViewControllerDidCollapse(_:)`. A controller set for `.compact` shows instead, and nothing
/// is stacked. While collapsed, ``show(_:)`` pushes a column (and those between) and ``hide(_:)``
/// pops the top one, as the header says. Expanding moves each column's view controllers back (one
/// pushed while collapsed goes with the column below it; a column the user popped entirely stays
/// empty) and calls `splitViewControllerDidExpand(_:)`. A width change in the middle of a push,
/// a pop or the user's swipe back moves the view controllers at once, as UIKit reports the size
/// change mid-transition: the transition still ends on its navigation controller (its `didShow`
/// names a view controller that may have moved to another column), and a swipe the user lets go
/// of puts back only what no other navigation controller took meanwhile.
///
/// Display modes, while expanded: ``displayMode`` says which columns show beside the secondary
/// one (the tiled forms: `.secondaryOnly`, `.oneBesideSecondary`, `.twoBesideSecondary`; the
/// double has no split behavior). Every change of it calls the delegate's
/// `splitViewController(_:willChangeTo:)` first, whoever makes it: the app's code (``show(_:)``,
/// ``hide(_:)``, ``preferredDisplayMode``) or the user (the sidebar button or the edge swipe,
/// ``UIKitDoubleRuntime/simulateUserChangingDisplayMode(of:to:)``), as UIKit does.
///
/// Not modelled: the automatic display mode's changes with the window's size (`.automatic`
/// shows every column), overlay and displace split behaviors, column widths,
/// `displayModeForExpandingToProposedDisplayMode`, the animation of show and hide (the double
/// changes the stack at once).
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

    /// Double of `UISplitViewController.DisplayMode` (`UISplitViewControllerDisplayMode`): which
    /// columns show, and how, while the split is expanded. The deprecated aliases
    /// (`primaryHidden`, `allVisible`, `primaryOverlay`) are not declared.
    public enum DisplayMode: Int, @unchecked Sendable {
        /// UIKit decides by the window's size (the double: every column).
        case automatic = 0
        /// The secondary column alone.
        case secondaryOnly = 1
        /// The primary (or, with three columns, the supplementary) column beside the secondary.
        case oneBesideSecondary = 2
        /// The primary (or supplementary) column over the secondary.
        @available(visionOS, unavailable)
        case oneOverSecondary = 3
        /// Three columns side by side.
        @available(iOS 14.0, tvOS 14.0, *)
        case twoBesideSecondary = 4
        /// The primary and supplementary columns over the secondary.
        @available(iOS 14.0, tvOS 14.0, *)
        @available(visionOS, unavailable)
        case twoOverSecondary = 5
        /// Three columns, the secondary pushed aside and dimmed.
        @available(iOS 14.0, tvOS 14.0, *)
        @available(visionOS, unavailable)
        case twoDisplaceSecondary = 6
    }

    private var storedStyle: Int
    private var columnControllers: [Int: UIViewController] = [:]
    /// Which columns show while expanded: never `.automatic`.
    private var currentDisplayMode: DisplayMode
    private var storedPreferredDisplayMode = DisplayMode.automatic
    private var collapsed = false
    /// While collapsed: the view controllers each column moved onto the primary navigation
    /// controller, held weakly, as UIKit knows them: not by address, which a view controller made
    /// after one of them was released may reuse.
    private var stackedMembers: [Int: [DoubleWeakViewController]] = [:]

    /// Double of `UISplitViewController.delegate` (weak).
    weak open var delegate: (any UISplitViewControllerDelegate)?

    /// Double of `UISplitViewController.init(style:)`.
    @available(iOS 14.0, tvOS 14.0, *)
    public init(style: UISplitViewController.Style) {
        storedStyle = style.rawValue
        currentDisplayMode = style == .tripleColumn ? .twoBesideSecondary : .oneBesideSecondary
        super.init(nibName: nil, bundle: nil)
    }

    /// Double of `UISplitViewController.init?(coder:)`: decodes nothing; a double-column split.
    public required init?(coder: NSCoder) {
        storedStyle = Style.doubleColumn.rawValue
        currentDisplayMode = .oneBesideSecondary
        super.init(nibName: nil, bundle: nil)
    }

    /// Double of `UISplitViewController.preferredDisplayMode`: setting it while expanded changes
    /// ``displayMode`` to it (`.automatic`: every column), telling the delegate first.
    open var preferredDisplayMode: UISplitViewController.DisplayMode {
        get { storedPreferredDisplayMode }
        set {
            storedPreferredDisplayMode = newValue
            guard !collapsed else { return }
            doubleChangeDisplayMode(to: newValue == .automatic ? doubleAllColumnsMode : newValue)
        }
    }

    /// Double of `UISplitViewController.displayMode`: the columns shown while expanded; never
    /// `.automatic`.
    open var displayMode: UISplitViewController.DisplayMode { currentDisplayMode }

    /// Double of `UISplitViewController.style`.
    @available(iOS 14.0, tvOS 14.0, *)
    open var style: UISplitViewController.Style {
        Style(rawValue: storedStyle) ?? .doubleColumn
    }

    /// Double of `UISplitViewController.isCollapsed`: whether the columns show as one stack.
    open var isCollapsed: Bool { collapsed }

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
            // A child only while it shows: collapsed.
            guard collapsed else { return }
        }
        controller.willMove(toParent: self)
        controller.doubleDetachFromContainer()
        doubleChildren = doubleColumnChildren
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
        if collapsed { return doubleHideCollapsed(column) }
        var shown = doubleShownColumns
        guard column == .primary || (column == .supplementary && style == .tripleColumn),
              shown.contains(column.rawValue) else { return }
        shown.remove(column.rawValue)
        if column == .supplementary { shown.remove(Column.primary.rawValue) }
        doubleChangeDisplayMode(to: doubleDisplayMode(showing: shown))
    }

    /// Double of `UISplitViewController.show(_:)`: the column shows while expanded; showing the
    /// primary column of a triple-column split shows the supplementary one too, as UIKit does.
    @available(iOS 14.0, tvOS 14.0, *)
    open func show(_ column: UISplitViewController.Column) {
        if collapsed { return doubleShowCollapsed(column) }
        var shown = doubleShownColumns
        guard column == .primary || (column == .supplementary && style == .tripleColumn),
              !shown.contains(column.rawValue) else { return }
        shown.insert(column.rawValue)
        if column == .primary, style == .tripleColumn { shown.insert(Column.supplementary.rawValue) }
        doubleChangeDisplayMode(to: doubleDisplayMode(showing: shown))
    }

    /// The columns the user sees while expanded, leading first (the double's display mode; UIKit
    /// shows it through `displayMode`). Double-only.
    @available(iOS 14.0, tvOS 14.0, *)
    public var doubleVisibleColumns: [UISplitViewController.Column] {
        let beside: [Column] = style == .tripleColumn ? [.primary, .supplementary] : [.primary]
        return beside.filter { doubleShownColumns.contains($0.rawValue) && columnControllers[$0.rawValue] != nil } + [.secondary]
    }
}

// MARK: Display modes

extension UISplitViewController {
    /// The display mode that shows every column of the split's style side by side.
    private var doubleAllColumnsMode: DisplayMode {
        style == .tripleColumn ? .twoBesideSecondary : .oneBesideSecondary
    }

    /// The columns beside the secondary one that a display mode shows (raw values of `Column`).
    private var doubleShownColumns: Set<Int> {
        let triple = style == .tripleColumn
        switch currentDisplayMode {
        case .automatic, .twoBesideSecondary, .twoOverSecondary, .twoDisplaceSecondary:
            return triple ? [Column.primary.rawValue, Column.supplementary.rawValue] : [Column.primary.rawValue]
        case .oneBesideSecondary, .oneOverSecondary:
            return [triple ? Column.supplementary.rawValue : Column.primary.rawValue]
        case .secondaryOnly:
            return []
        }
    }

    /// The tiled display mode that shows these columns beside the secondary one.
    private func doubleDisplayMode(showing columns: Set<Int>) -> DisplayMode {
        if columns.contains(Column.primary.rawValue), style == .tripleColumn { return .twoBesideSecondary }
        return columns.isEmpty ? .secondaryOnly : .oneBesideSecondary
    }

    /// Whether the split's style has a display mode: the two-column modes need three columns.
    func doubleOffers(_ mode: DisplayMode) -> Bool {
        switch mode {
        case .twoBesideSecondary, .twoOverSecondary, .twoDisplaceSecondary: style == .tripleColumn
        case .automatic, .secondaryOnly, .oneBesideSecondary, .oneOverSecondary: true
        }
    }

    /// Changes the display mode, telling the delegate first (`splitViewController(_:willChangeTo:)`),
    /// as UIKit does whether the app's code or the user changes it. A mode the style does not
    /// have shows every column.
    func doubleChangeDisplayMode(to mode: DisplayMode) {
        let mode = doubleOffers(mode) && mode != .automatic ? mode : doubleAllColumnsMode
        guard mode != currentDisplayMode else { return }
        delegate?.splitViewController(self, willChangeTo: mode)
        currentDisplayMode = mode
    }
}

// MARK: Collapsing

extension UISplitViewController {
    /// The column controllers that are children: every column's, and the compact one's while collapsed.
    private var doubleColumnChildren: [UIViewController] {
        let columns: [Column] = collapsed ? [.primary, .supplementary, .secondary, .compact] : [.primary, .supplementary, .secondary]
        return columns.compactMap { columnControllers[$0.rawValue] }
    }

    /// The column controllers the user sees: each column's while expanded; the compact column's,
    /// or else the primary one's holding the stacked columns, while collapsed.
    var doubleShownColumnControllers: [UIViewController] {
        guard collapsed else { return [Column.primary, .supplementary, .secondary].compactMap { columnControllers[$0.rawValue] } }
        return [columnControllers[Column.compact.rawValue] ?? columnControllers[Column.primary.rawValue]].compactMap { $0 }
    }

    /// The split is appearing: UIKit collapses or expands it at its first layout in the window.
    func doubleAwaitFirstLayout() {
        doubleRuntime.onNextLayoutPass { [weak self] in self?.doubleMatchSizeClass() }
    }

    /// Collapses or expands the columns to match the horizontal size class of the window.
    func doubleMatchSizeClass() {
        let compact = traitCollection.horizontalSizeClass == .compact
        guard compact != collapsed, doubleAttachedWindow != nil else { return }
        if compact { doubleCollapse() } else { doubleExpand() }
    }

    private var doublePrimaryNavigation: UINavigationController? {
        columnControllers[Column.primary.rawValue] as? UINavigationController
    }

    /// The columns after the primary one, leading first.
    private var doubleLaterColumns: [Column] {
        style == .tripleColumn ? [.supplementary, .secondary] : [.secondary]
    }

    private func doubleCollapse() {
        collapsed = true
        stackedMembers = [:]
        if let compact = columnControllers[Column.compact.rawValue] {
            compact.willMove(toParent: self)
            doubleChildren = doubleColumnChildren
            compact.doubleParent = self
            compact.didMove(toParent: self)
        } else {
            var top = delegate?.splitViewController(self, topColumnForCollapsingToProposedTopColumn: .secondary) ?? .secondary
            if top == .compact || (top == .supplementary && style != .tripleColumn) {
                doubleRuntime.record(.warning, "UISplitViewController \(doubleDescription): topColumnForCollapsingToProposedTopColumn returned a column the split cannot put on top; it shows the secondary column")
                top = .secondary
            }
            doubleStack(through: top)
        }
        doubleRuntime.updateAppearanceAtOnce(animated: false)
        delegate?.splitViewControllerDidCollapse(self)
    }

    private func doubleExpand() {
        // `isCollapsed` reads `false` while UIKit moves the columns back.
        collapsed = false
        if let primary = doublePrimaryNavigation {
            var own: [Int: [UIViewController]] = [:]
            var current = Column.primary
            for controller in primary.viewControllers {
                if let column = doubleLaterColumns.first(where: { doubleIsStacked(controller, in: $0) }) {
                    current = column
                }
                own[current.rawValue, default: []].append(controller)
            }
            primary.doubleChangeStack(to: own[Column.primary.rawValue] ?? [], animated: false)
            for column in doubleLaterColumns where stackedMembers[column.rawValue] != nil {
                guard let navigation = columnControllers[column.rawValue] as? UINavigationController else { continue }
                navigation.doubleChangeStack(to: own[column.rawValue] ?? [], animated: false)
            }
        }
        if let compact = columnControllers[Column.compact.rawValue] {
            compact.willMove(toParent: nil)
            compact.doubleDetachFromContainer()
            compact.didMove(toParent: nil)
        }
        stackedMembers = [:]
        doubleChildren = doubleColumnChildren
        doubleRuntime.updateAppearanceAtOnce(animated: false)
        delegate?.splitViewControllerDidExpand(self)
    }

    /// Whether `controller` is one of the view controllers `column` moved onto the primary one.
    private func doubleIsStacked(_ controller: UIViewController, in column: Column) -> Bool {
        stackedMembers[column.rawValue]?.contains { $0.controller === controller } ?? false
    }

    /// The columns stacked on the primary one now, leading first.
    /// (A column whose view controllers the user popped entirely is no longer stacked.)
    private var doubleStackedColumns: [Column] {
        let shown = doublePrimaryNavigation?.viewControllers ?? []
        return doubleLaterColumns.filter { column in shown.contains { doubleIsStacked($0, in: column) } }
    }

    /// Moves the view controllers of the columns after the stacked ones, up to `top`, onto the
    /// primary navigation controller.
    private func doubleStack(through top: Column) {
        guard let primary = doublePrimaryNavigation else { return }
        var moved: [UIViewController] = []
        let stacked = doubleStackedColumns
        for column in doubleLaterColumns where column.rawValue <= top.rawValue && !stacked.contains(column) {
            guard let navigation = columnControllers[column.rawValue] as? UINavigationController else { continue }
            let controllers = navigation.viewControllers
            stackedMembers[column.rawValue] = controllers.map(DoubleWeakViewController.init)
            navigation.doubleChangeStack(to: [], animated: false)
            moved += controllers
        }
        guard !moved.isEmpty else { return }
        primary.doubleChangeStack(to: primary.viewControllers + moved, animated: false)
    }

    /// Pops the stacked columns after `column` back into their own navigation controllers.
    private func doubleUnstack(after column: Column) {
        guard let primary = doublePrimaryNavigation else { return }
        let popped = doubleStackedColumns.filter { $0.rawValue > column.rawValue }
        guard !popped.isEmpty else { return }
        guard let firstPopped = primary.viewControllers.firstIndex(where: { controller in popped.contains { doubleIsStacked(controller, in: $0) } }) else {
            for column in popped { stackedMembers[column.rawValue] = nil }
            return
        }
        let leaving = Array(primary.viewControllers[firstPopped...])
        primary.doubleChangeStack(to: Array(primary.viewControllers[..<firstPopped]), animated: false)
        var current = popped[0]
        var own: [Int: [UIViewController]] = [:]
        for controller in leaving {
            if let owner = popped.first(where: { doubleIsStacked(controller, in: $0) }) { current = owner }
            own[current.rawValue, default: []].append(controller)
        }
        for column in popped {
            stackedMembers[column.rawValue] = nil
            (columnControllers[column.rawValue] as? UINavigationController)?.doubleChangeStack(to: own[column.rawValue] ?? [], animated: false)
        }
    }

    /// `show(_:)` while collapsed: pushes the column and those between, or pops those covering it.
    private func doubleShowCollapsed(_ column: Column) {
        guard column != .compact, columnControllers[Column.compact.rawValue] == nil else { return }
        if column == .primary || doubleStackedColumns.contains(column) {
            doubleUnstack(after: column)
        } else {
            doubleStack(through: column)
        }
        doubleRuntime.updateAppearanceAtOnce(animated: false)
    }

    /// `hide(_:)` while collapsed: pops the column when it is on top, and not the primary one.
    private func doubleHideCollapsed(_ column: Column) {
        guard column != .compact, column != .primary, columnControllers[Column.compact.rawValue] == nil,
              doubleStackedColumns.last == column else { return }
        let below = doubleStackedColumns.dropLast().last ?? .primary
        doubleUnstack(after: below)
        doubleRuntime.updateAppearanceAtOnce(animated: false)
    }
}

/// A view controller a split view controller stacked, without keeping it alive.
@MainActor
private struct DoubleWeakViewController {
    weak var controller: UIViewController?

    init(_ controller: UIViewController) {
        self.controller = controller
    }
}
#endif
