import IssueReporting

/// Columns with one child coordinator per column, each with its own stack: a sidebar, an
/// optional content list, and a detail.
///
/// ```swift
/// let split = SplitCoordinator(sidebar: CatalogCoordinator(), detail: WelcomeCoordinator())
/// startChild(split, as: .replacingRoot)
/// // A selection in the sidebar: the product's flow replaces the detail's.
/// split.showDetail(ProductCoordinator(id: 12))
/// ```
///
/// Each column's coordinator shows its first screen in `start()`, and the split appears with
/// all of them at once. A flow pushes onto its own column (the detail's flow onto the detail),
/// and its verbs act on what it owns there. On a compact width the columns collapse into one
/// stack; no flow ends, and expanding shows each column as it was.
open class SplitCoordinator: AnyCoordinator {
    // Held until start; afterwards the navigator's tree owns them, so an ended column flow is released.
    private var unstarted: [(column: SplitColumn, coordinator: AnyCoordinator)]
    private let initialVisibility: SplitVisibility
    private let initialCompactColumn: SplitColumn

    /// The layer that holds the split, once started.
    package private(set) var layerID: LayerID?

    /// Makes a split coordinator of two or three columns.
    /// - Parameters:
    ///   - sidebar: the leading column's coordinator.
    ///   - content: the middle column's coordinator; `nil` for two columns.
    ///   - detail: the trailing column's coordinator.
    ///   - visibility: which columns show while expanded.
    ///   - compactColumn: the column on top when the columns collapse into one stack.
    public init(
        sidebar: AnyCoordinator, content: AnyCoordinator? = nil, detail: AnyCoordinator,
        visibility: SplitVisibility = .automatic, compactColumn: SplitColumn = .detail
    ) {
        var columns: [(column: SplitColumn, coordinator: AnyCoordinator)] = [(.sidebar, sidebar)]
        if let content { columns.append((.content, content)) }
        columns.append((.detail, detail))
        unstarted = columns
        initialVisibility = visibility
        initialCompactColumn = compactColumn
        super.init()
    }

    /// The coordinator of a column, while it runs.
    public func coordinator(for column: SplitColumn) -> AnyCoordinator? {
        // Read from the tree: a flow whose start was dropped with its change is not in it.
        guard let layerID, let node else { return nil }
        let home = Home.stack(StackID(layer: layerID, column: column))
        return node.children.last { $0.home == home && $0.coordinator.status == .running }?.coordinator
    }

    /// The split as the navigation state has it.
    public var split: Split? {
        guard let layerID, case .split(let split)? = navigator?.currentState.layer(layerID)?.content else { return nil }
        return split
    }

    /// Shows the split and starts every column's coordinator on its column's stack, in one
    /// change. A column left without screens is reported, and the split is not shown: the split
    /// coordinator ends, cancelled.
    open override func start() {
        let flows = unstarted.map { column, flow in
            ContainedFlow(part: column.rawValue, coordinator: flow) { StackID(layer: $0, column: column) }
        }
        let empty = Split(
            sidebar: Stack([]), content: unstarted.contains { $0.column == .content } ? Stack([]) : nil,
            detail: Stack([]), visibility: initialVisibility, compactColumn: initialCompactColumn
        )
        unstarted = []
        startContainer(.split(empty), named: "split", parts: "column", flows: flows) { layerID = $0 }
    }

    /// A column's flow came back with a saved navigation: it is the column's flow again, and
    /// the split runs on its layer. The flows the initializer was given are not started.
    func restoredColumnFlow(_ flow: AnyCoordinator, on stack: StackID) {
        guard stack.column != nil else { return }
        unstarted = []
        layerID = stack.layer
    }

    /// Replaces the detail column's flow, as a selection in the sidebar does: the detail's
    /// current flow ends (`.cancelled`) with its screens, and `detail` starts on the detail
    /// column, in one change. A collapsed split shows the detail on top.
    ///
    /// ```swift
    /// split.showDetail(ProductCoordinator(id: product.id))
    /// ```
    /// - Parameters:
    ///   - detail: a new coordinator, not started; it shows its first screen in `start()`.
    ///   - splitColumn: the column to replace: the detail, or the content list of three columns.
    ///   - animated: whether the change animates.
    ///   - fileID: the file of the call, where an issue is reported; leave the default.
    ///   - filePath: the path of that file; leave the default.
    ///   - line: the line of the call; leave the default.
    ///   - column: the column of the call; leave the default.
    public func showDetail(
        _ detail: AnyCoordinator, in splitColumn: SplitColumn = .detail, animated: Bool = true,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) {
        let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
        let request = "showDetail(\(detail), in: .\(splitColumn))"
        guard let navigator = runningNavigator(for: request, site: site), let layerID else { return }
        let stack = StackID(layer: layerID, column: splitColumn)
        guard splitColumn != .sidebar, navigator.currentState.stack(stack) != nil else {
            return site.report(
                "\(self) cannot \(request): the split has no such column to replace; the sidebar's flow stays for the split's life."
            )
        }
        navigator.transaction(animated: animated) {
            navigator.change(by: self, request: request, animated: animated, site: site) {
                state, _ throws(NavigationError) in
                // Emptied for the new flow's first screen: a stack may be empty inside a transaction.
                let location = try state.locate(stack, request: request)
                state[location] = Stack([])
                state.reveal(location)
            }
            navigator.startFlow(detail, under: self, home: .stack(stack), animated: animated, site: site, onFinish: nil)
        }
    }

    /// Shows a column: on top of the collapsed stack, and among the columns shown expanded
    /// (`UISplitViewController.show(_:)`).
    /// - Parameters:
    ///   - splitColumn: the column to show.
    ///   - animated: whether the change animates.
    ///   - fileID: the file of the call, where an issue is reported; leave the default.
    ///   - filePath: the path of that file; leave the default.
    ///   - line: the line of the call; leave the default.
    ///   - column: the column of the call; leave the default.
    public func show(
        _ splitColumn: SplitColumn, animated: Bool = true,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) {
        let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
        guard let navigator = runningNavigator(for: "show(.\(splitColumn))", site: site) else { return }
        navigator.change(by: self, request: "show(.\(splitColumn))", animated: animated, site: site) {
            state, _ throws(NavigationError) in
            guard let layerID else {
                throw NavigationError("show(.\(splitColumn))", .flowShowsNothing(flow: description))
            }
            try state.showColumn(splitColumn, in: layerID)
        }
    }

    /// Handles a link whose first segment names a column (`/detail/...`): forwards the rest to
    /// that column's coordinator. Override it for links that name no column, using
    /// ``forward(_:toColumn:)``.
    open override func handle(_ link: DeepLink) throws(DeepLinkError) -> DeepLinkHandling {
        guard let first = link.first else { return .handled }
        guard let column = SplitColumn(rawValue: first) else {
            throw DeepLinkError(
                link: link.description, reason: .unhandled(rest: link.description, coordinator: description))
        }
        return try forward(link.dropping(1), toColumn: column)
    }

    /// Called when the user brought `column` on top of the collapsed split by hand: went back
    /// past the first screen of the column above it (the back button, or an edge swipe). Its
    /// screens, and those of the columns above, stay in the state. Override it to have the
    /// column's flow clear what the user had picked, as a list's selection:
    ///
    /// ```swift
    /// override func userDidShowColumn(_ column: SplitColumn) {
    ///     if column == .sidebar { (coordinator(for: .sidebar) as? CatalogCoordinator)?.clearSelection() }
    /// }
    /// ```
    /// - Parameter column: the column now on top.
    open func userDidShowColumn(_ column: SplitColumn) {}

    /// Shows a column and hands a link to its coordinator: what a split's ``handle(_:)``
    /// returns for a link into one column.
    /// - Parameters:
    ///   - link: what the column's coordinator gets.
    ///   - splitColumn: the column.
    /// - Returns: ``DeepLinkHandling/forward(_:to:)`` to the column's coordinator.
    /// - Throws: ``DeepLinkError/Reason/unhandled(rest:coordinator:)`` when the column's flow no
    ///   longer runs.
    public func forward(_ link: DeepLink, toColumn splitColumn: SplitColumn) throws(DeepLinkError) -> DeepLinkHandling {
        guard let child = coordinator(for: splitColumn) else {
            throw DeepLinkError(
                link: link.description,
                reason: .unhandled(
                    rest: link.description, coordinator: "\(description) (column \(splitColumn) runs no flow)"))
        }
        show(splitColumn)
        return .forward(link, to: child)
    }
}
