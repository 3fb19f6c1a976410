import IssueReporting

/// A tab bar with one child coordinator per tab, each with its own stack.
///
/// ```swift
/// enum MainTab: Hashable, Sendable { case catalog, orders, profile }
///
/// let tabs = TabCoordinator<MainTab>([
///     .catalog: CatalogCoordinator(),
///     .orders: OrdersCoordinator(),
///     .profile: ProfileCoordinator(),
/// ])
/// startChild(tabs, as: .replacingRoot)
/// tabs.select(.orders)
/// ```
///
/// Each tab's coordinator shows its first screens in `start()`, and the tab bar appears with
/// all of them at once. Tapping the selected tab again pops its stack to the root; a modal that
/// any tab's coordinator presents covers the tab bar.
open class TabCoordinator<TabValue: Hashable & Sendable>: AnyCoordinator {
    /// The tabs, in tab-bar order.
    public let tabs: [TabValue]
    // Held until start; afterwards `children` owns them, so an ended tab flow is released.
    private var unstarted: [AnyCoordinator]
    private let tabCoordinatorIDs: [CoordinatorID]
    private let initialSelection: TabValue?

    /// The layer that holds the tab bar, once started.
    public private(set) var layerID: LayerID?

    /// Makes a tab coordinator.
    /// - Parameters:
    ///   - tabs: each tab with its coordinator, in tab-bar order; tabs must be distinct.
    ///   - selected: the tab selected first; the first tab when `nil`.
    public init(_ tabs: KeyValuePairs<TabValue, AnyCoordinator>, selected: TabValue? = nil) {
        self.tabs = tabs.map(\.key)
        unstarted = tabs.map(\.value)
        tabCoordinatorIDs = tabs.map(\.value.id)
        initialSelection = selected
        super.init()
    }

    /// The identity a tab has in the navigation state.
    public nonisolated func tabID(for tab: TabValue) -> TabID { TabID(describing: tab) }

    /// The coordinator of a tab, while it runs.
    public func coordinator(for tab: TabValue) -> AnyCoordinator? {
        guard let index = tabs.firstIndex(of: tab) else { return nil }
        return children.first { $0.id == tabCoordinatorIDs[index] }
    }

    /// The selected tab, as the navigation state has it.
    public var selectedTab: TabValue? {
        guard let layerID, let layer = navigator?.currentState.layer(layerID), case .tabs(let state) = layer.content else {
            return nil
        }
        return tabs.first { tabID(for: $0) == state.selected }
    }

    /// Starts every tab's coordinator, then shows the tab bar with all their first screens in
    /// one change.
    open override func start() {
        guard let navigator = runningNavigator(for: "start tabs") else { return }
        guard Set(tabs).count == tabs.count, !tabs.isEmpty else {
            reportIssue("\(self) needs at least one tab and distinct tabs; got \(tabs).")
            return
        }
        let tabCoordinators = unstarted
        unstarted = []
        navigator.transaction {
            var slots: [TabSlot] = []
            for child in tabCoordinators {
                let slot = TabSlot()
                slots.append(slot)
                adopt(child, home: .collecting(slot), on: navigator, animated: true) { _ in }
            }
            let built = zip(tabs, slots).map { tab, slot in Tab(id: tabID(for: tab), stack: Stack(slot.screens)) }
            let selected = initialSelection.map(tabID(for:))
            navigator.change(by: self, animated: true) { state throws(NavigationError) in
                let layer = try place(.tabs(Tabs(built, selected: selected)), in: &state)
                layerID = layer
                for (tab, child) in zip(tabs, tabCoordinators) {
                    child.home = .stack(StackID(layer: layer, tab: tabID(for: tab)))
                }
            }
        }
    }

    /// Selects a tab.
    public func select(_ tab: TabValue, animated: Bool = true) {
        guard let navigator = runningNavigator(for: "select(\(tab))") else { return }
        navigator.change(by: self, animated: animated) { state throws(NavigationError) in
            guard let layerID else { throw NavigationError("select(\(tab))", .nothingShown) }
            try state.selectTab(tabID(for: tab), in: layerID)
        }
    }
}
