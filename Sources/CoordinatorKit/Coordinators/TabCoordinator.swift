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
///
/// Tabs can change while the tab bar is shown: ``insert(_:coordinator:at:selecting:animated:fileID:filePath:line:column:)``
/// adds one with its flow, ``remove(_:animated:fileID:filePath:line:column:)`` takes one away
/// and ends its flow, cancelled, and ``move(_:to:animated:fileID:filePath:line:column:)``
/// reorders them. A tab bar whose tabs changed restores when its
/// ``RestorableCoordinator/configuration`` makes the same tabs again.
open class TabCoordinator<TabValue: Hashable & Sendable>: AnyCoordinator {
    /// The tabs, in tab-bar order: while the tab bar is shown, those it shows (a tab whose flow
    /// ended went with it); before, the tabs it was made with.
    public var tabs: [TabValue] {
        guard let layerID, let layer = navigator?.currentState.layer(layerID), case .tabs(let state) = layer.content
        else {
            return madeWith
        }
        return state.tabs.compactMap { tabsByID[$0.id] }
    }
    private let madeWith: [TabValue]
    // Held until start; afterwards the navigator's tree owns them, so an ended tab flow is released.
    fileprivate(set) var unstarted: [AnyCoordinator]
    /// Each tab's flow, by identity: the tree owns the flows.
    private var flows: [TabValue: CoordinatorID]
    /// Each tab ever shown, by the identity the navigation state knows it by.
    private var tabsByID: [TabID: TabValue]
    private let initialSelection: TabValue?
    /// The style the tab bar is shown with first, or was last given.
    private var chosenStyle: TabBarStyle = .tabBar

    /// The layer that holds the tab bar, once started.
    package fileprivate(set) var layerID: LayerID?

    /// Makes a tab coordinator.
    /// - Parameters:
    ///   - tabs: each tab with its coordinator, in tab-bar order; tabs must be distinct.
    ///   - selected: the tab selected first; the first tab when `nil`.
    public init(_ tabs: KeyValuePairs<TabValue, AnyCoordinator>, selected: TabValue? = nil) {
        madeWith = tabs.map(\.key)
        unstarted = tabs.map(\.value)
        flows = Dictionary(tabs.map { ($0.key, $0.value.id) }, uniquingKeysWith: { first, _ in first })
        tabsByID = Dictionary(madeWith.map { (TabID(describing: $0), $0) }, uniquingKeysWith: { first, _ in first })
        initialSelection = selected
        super.init()
    }

    /// Makes a tab coordinator whose tabs are known only at run time: a restored tab bar whose
    /// tabs changed, tabs the account decides.
    ///
    /// ```swift
    /// init(_ pinned: [Board]) {
    ///     super.init(pinned.map { ($0, BoardCoordinator(board: $0)) })
    /// }
    /// ```
    /// - Parameters:
    ///   - tabs: each tab with its coordinator, in tab-bar order; tabs must be distinct.
    ///   - selected: the tab selected first; the first tab when `nil`.
    public init(_ tabs: [(TabValue, AnyCoordinator)], selected: TabValue? = nil) {
        madeWith = tabs.map(\.0)
        unstarted = tabs.map(\.1)
        flows = Dictionary(tabs.map { ($0.0, $0.1.id) }, uniquingKeysWith: { first, _ in first })
        tabsByID = Dictionary(madeWith.map { (TabID(describing: $0), $0) }, uniquingKeysWith: { first, _ in first })
        initialSelection = selected
        super.init()
    }

    /// The identity a tab has in the navigation state.
    package nonisolated func tabID(for tab: TabValue) -> TabID { TabID(describing: tab) }

    /// The coordinator of a tab, while it runs.
    public func coordinator(for tab: TabValue) -> AnyCoordinator? {
        guard let flow = flows[tab] else { return nil }
        return children.first { $0.id == flow }
    }

    /// The selected tab, as the navigation state has it.
    public var selectedTab: TabValue? {
        guard let layerID, let layer = navigator?.currentState.layer(layerID), case .tabs(let state) = layer.content
        else {
            return nil
        }
        return tabsByID[state.selected]
    }

    /// How the tab bar shows its tabs: ``TabBarStyle/tabBar`` (the default), or
    /// ``TabBarStyle/sidebarAdaptable``, a tab bar that becomes a sidebar on iPad and Mac.
    ///
    /// ```swift
    /// let tabs = TabCoordinator<MainTab>([.catalog: CatalogCoordinator(), .orders: OrdersCoordinator()])
    /// tabs.style = .sidebarAdaptable
    /// startChild(tabs, as: .replacingRoot)
    /// ```
    ///
    /// Set it before the tab bar is shown to show it so at once; set while it is shown, the tab
    /// bar changes, its tabs, screens and selection kept. While shown, it reads the navigation
    /// state's, which restores with it.
    public var style: TabBarStyle {
        get {
            guard let layerID, let layer = navigator?.currentState.layer(layerID), case .tabs(let state) = layer.content
            else {
                return chosenStyle
            }
            return state.style
        }
        set {
            chosenStyle = newValue
            guard let navigator, let layerID, case .tabs? = navigator.currentState.layer(layerID)?.content else {
                return
            }
            let site = CallSite(fileID: #fileID, filePath: #filePath, line: #line, column: #column)
            navigator.change(by: self, request: "style = .\(newValue)", animated: false, site: site) {
                state, _ throws(NavigationError) in
                try state.setTabBarStyle(newValue, in: layerID)
            }
        }
    }

    /// Shows the tab bar and starts every tab's coordinator on its tab's stack, in one change.
    ///
    /// Each tab's coordinator is started with the checks ``AnyCoordinator/startChild(_:as:animated:fileID:filePath:line:column:onFinish:)-7fc89``
    /// makes: one that already runs, has a parent, or appears for two tabs is refused. A tab left
    /// without screens is reported, and the tab bar is not shown: the tab coordinator ends,
    /// cancelled.
    open override func start() {
        guard Set(tabs).count == tabs.count, !tabs.isEmpty else {
            reportIssue("\(self) needs at least one tab and distinct tabs; got \(tabs).")
            node?.markStartFailed()
            return
        }
        let flows = zip(tabs, unstarted).map { tab, flow in
            ContainedFlow(part: "\(tab)", coordinator: flow) { StackID(layer: $0, tab: self.tabID(for: tab)) }
        }
        unstarted = []
        let empty = Tabs(
            tabs.map { NavigationTab(id: tabID(for: $0), stack: Stack([]), item: tabItem(for: $0)) },
            selected: initialSelection.map(tabID(for:)), style: chosenStyle)
        startContainer(.tabs(empty), named: "tab bar", parts: "tab", flows: flows) { layerID = $0 }
    }

    /// Selects a tab.
    public func select(
        _ tab: TabValue, animated: Bool = true,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) {
        let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
        guard let navigator = runningNavigator(for: "select(\(tab))", site: site) else { return }
        navigator.change(by: self, request: "select(\(tab))", animated: animated, site: site) {
            state, _ throws(NavigationError) in
            guard let layerID else { throw NavigationError("select(\(tab))", .flowShowsNothing(flow: description)) }
            try state.selectTab(tabID(for: tab), in: layerID)
        }
    }

    /// Adds a tab with its flow, in one change: the tab appears with the first screens the
    /// flow shows in `start()`.
    ///
    /// ```swift
    /// tabs.insert(.messages, coordinator: MessagesCoordinator(), at: 1)
    /// ```
    ///
    /// A tab already shown, a flow that cannot be started (it runs, or has a parent) or one that
    /// shows no screen in `start()` is reported here, and nothing changes.
    /// - Parameters:
    ///   - tab: the new tab.
    ///   - coordinator: its flow, not started yet.
    ///   - index: where it goes in the tab bar; the end when `nil`.
    ///   - selecting: whether the new tab is selected.
    ///   - animated: whether the host animates the change.
    ///   - fileID: the file of the call, where an issue is reported; leave the default.
    ///   - filePath: the path of that file; leave the default.
    ///   - line: the line of the call; leave the default.
    ///   - column: the column of the call; leave the default.
    public func insert(
        _ tab: TabValue, coordinator: AnyCoordinator, at index: Int? = nil, selecting: Bool = false,
        animated: Bool = true,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) {
        let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
        let request = "insert(\(tab))"
        guard let navigator = runningNavigator(for: request, site: site) else { return }
        guard !tabs.contains(tab) else {
            return site.report("\(self).\(request): the tab bar already shows \(tab). Nothing changes.")
        }
        let position = min(max(index ?? tabs.count, 0), tabs.count)
        let stack = { (layer: LayerID) in StackID(layer: layer, tab: self.tabID(for: tab)) }
        let earlier = flows.updateValue(coordinator.id, forKey: tab)
        tabsByID[tabID(for: tab)] = tab
        do {
            // One change: a refusal anywhere drops the tab and ends the flow it started, cancelled.
            try navigator.transaction(animated: animated) {
                let placed = navigator.change(by: self, request: request, animated: animated, site: site) {
                    state, _ throws(NavigationError) in
                    guard let layerID else { throw NavigationError(request, .flowShowsNothing(flow: description)) }
                    try state.insertTab(
                        NavigationTab(id: tabID(for: tab), stack: Stack([]), item: tabItem(for: tab)), at: position,
                        selecting: selecting, in: layerID, request: request)
                }
                guard placed, let layerID,
                    navigator.startFlow(
                        coordinator, under: self, home: .stack(stack(layerID)), animated: animated, site: site,
                        onFinish: nil)
                else { throw TabNotShown() }
                guard navigator.currentState.stack(stack(layerID))?.list.isEmpty == false else {
                    site.report(
                        "\(self).\(request): \(coordinator) showed no screen in start(); a tab's coordinator must show its first screen there. Nothing changes."
                    )
                    throw TabNotShown()
                }
            }
        } catch {
            flows[tab] = earlier
        }
    }

    /// Takes a tab away, in one change; its flow, and every flow it runs, ends cancelled.
    ///
    /// The last tab cannot be removed (a tab bar needs one): end the tab bar's flow instead.
    /// That, or a tab the tab bar does not show, is reported here, and nothing changes. When the
    /// removed tab was selected, the one after it is (the one before, for the last).
    /// - Parameters:
    ///   - tab: the tab to take away.
    ///   - animated: whether the host animates the change.
    ///   - fileID: the file of the call, where an issue is reported; leave the default.
    ///   - filePath: the path of that file; leave the default.
    ///   - line: the line of the call; leave the default.
    ///   - column: the column of the call; leave the default.
    public func remove(
        _ tab: TabValue, animated: Bool = true,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) {
        let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
        let request = "remove(\(tab))"
        guard let navigator = runningNavigator(for: request, site: site) else { return }
        guard tabs.contains(tab) else {
            return site.report("\(self).\(request): the tab bar shows no tab \(tab). Nothing changes.")
        }
        guard tabs.count > 1 else {
            return site.report(
                "\(self).\(request): a tab bar needs a tab; to take the tab bar away, end its flow. Nothing changes.")
        }
        // The tab's flow may ask to stay (its leave guard); `tabs` follows the state either way.
        navigator.change(by: self, request: request, animated: animated, site: site) {
            state, _ throws(NavigationError) in
            guard let layerID else { throw NavigationError(request, .flowShowsNothing(flow: description)) }
            try state.removeTab(tabID(for: tab), in: layerID, request: request)
        }
    }

    /// Moves a tab to another place in the tab bar, in one change; its flow and screens stay.
    /// A tab the tab bar does not show is reported here, and nothing changes.
    /// - Parameters:
    ///   - tab: the tab to move.
    ///   - index: its new place, counted in the tab bar as it is after the move.
    ///   - animated: whether the host animates the change.
    ///   - fileID: the file of the call, where an issue is reported; leave the default.
    ///   - filePath: the path of that file; leave the default.
    ///   - line: the line of the call; leave the default.
    ///   - column: the column of the call; leave the default.
    public func move(
        _ tab: TabValue, to index: Int, animated: Bool = true,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) {
        let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
        let request = "move(\(tab), to: \(index))"
        guard let navigator = runningNavigator(for: request, site: site) else { return }
        guard let from = tabs.firstIndex(of: tab) else {
            return site.report("\(self).\(request): the tab bar shows no tab \(tab). Nothing changes.")
        }
        let to = min(max(index, 0), tabs.count - 1)
        guard from != to else { return }
        navigator.change(by: self, request: request, animated: animated, site: site) {
            state, _ throws(NavigationError) in
            guard let layerID else { throw NavigationError(request, .flowShowsNothing(flow: description)) }
            try state.moveTab(tabID(for: tab), to: to, in: layerID, request: request)
        }
    }

    /// What the tab bar shows for a tab at first: the tab value's ``TabItemProviding/tabItem``
    /// when it declares one, else its description as the title. Override it to make items
    /// another way.
    open func tabItem(for tab: TabValue) -> TabItem? {
        (tab as? any TabItemProviding)?.tabItem
    }

    /// Sets the badge of a tab, such as a count of unread orders; `nil` removes it. The tab's
    /// title and image stay.
    ///
    /// ```swift
    /// tabs.setBadge(orders.isEmpty ? nil : "\(orders.count)", for: .orders)
    /// ```
    public func setBadge(
        _ badge: String?, for tab: TabValue,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) {
        let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
        let request = "setBadge(\(badge.map { "\"\($0)\"" } ?? "nil"), for: \(tab))"
        guard let navigator = runningNavigator(for: request, site: site) else { return }
        navigator.change(by: self, request: request, animated: false, site: site) { state, _ throws(NavigationError) in
            guard let layerID else { throw NavigationError(request, .flowShowsNothing(flow: description)) }
            try state.setBadge(badge, for: tabID(for: tab), in: layerID)
        }
    }

    /// The badge a tab shows, as the navigation state has it.
    public func badge(for tab: TabValue) -> String? {
        guard let layerID, let layer = navigator?.currentState.layer(layerID), case .tabs(let state) = layer.content
        else {
            return nil
        }
        return state[tabID(for: tab)]?.item?.badge
    }

    /// Handles a link whose first segment names a tab (`/orders/42` for a tab `.orders`):
    /// selects the tab and forwards the rest to its coordinator. Override it for links that name
    /// no tab (`/products/12` into the catalog tab), using ``forward(_:toTab:animated:)``.
    ///
    /// ```swift
    /// override func handle(_ link: DeepLink) throws(DeepLinkError) -> DeepLinkHandling {
    ///     if link.first == "products" { return try forward(link, toTab: .catalog) }
    ///     return try super.handle(link)
    /// }
    /// ```
    open override func handle(_ link: DeepLink) throws(DeepLinkError) -> DeepLinkHandling {
        guard let first = link.first else { return .handled }
        guard let tab = tabsByID[TabID(first)], tabs.contains(tab) else {
            throw DeepLinkError(
                link: link.description, reason: .unhandled(rest: link.description, coordinator: description))
        }
        return try forward(link.dropping(1), toTab: tab)
    }

    /// Selects a tab and hands a link to its coordinator: what a tab bar's
    /// ``handle(_:)`` returns for a link into one tab.
    /// - Parameters:
    ///   - link: what the tab's coordinator gets.
    ///   - tab: the tab to select.
    ///   - animated: whether the selection animates.
    /// - Returns: ``DeepLinkHandling/forward(_:to:)`` to the tab's coordinator.
    /// - Throws: ``DeepLinkError/Reason/unhandled(rest:coordinator:)`` when the tab's flow no
    ///   longer runs.
    public func forward(_ link: DeepLink, toTab tab: TabValue, animated: Bool = true) throws(DeepLinkError)
        -> DeepLinkHandling
    {
        guard let child = coordinator(for: tab) else {
            throw DeepLinkError(
                link: link.description,
                reason: .unhandled(rest: link.description, coordinator: "\(description) (tab \(tab) runs no flow)"))
        }
        select(tab, animated: animated)
        return .forward(link, to: child)
    }
}

/// Why a tab being inserted is dropped: what refused it was reported at the app's line.
private struct TabNotShown: Error {}

extension TabCoordinator: TabBarRestoring {
    var restorationLayer: LayerID? { layerID }
    var tabFlows: [AnyCoordinator] { unstarted }
    func tabIndex(of child: CoordinatorID) -> Int? { tabs.firstIndex { flows[$0] == child } }
    func tabIndex(ofTab id: TabID) -> Int? { madeWith.firstIndex { tabID(for: $0) == id } }
    func restored(on layer: LayerID) {
        layerID = layer
        unstarted = []
    }
}
