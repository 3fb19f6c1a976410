// The changes of a split: which column is on top when collapsed, which columns show when
// expanded, and the host's size class.
extension NavigationState {
    /// Shows a column of a split: the column on top while the split is collapsed into one
    /// stack, and one of the columns shown while it is expanded (`UISplitViewController.show(_:)`).
    ///
    /// ```swift
    /// try state.showColumn(.sidebar)   // on an iPhone: back to the list
    /// ```
    /// - Parameters:
    ///   - column: the column to show.
    ///   - layer: the layer that holds the split; the topmost layer when `nil`.
    public mutating func showColumn(_ column: SplitColumn, in layer: LayerID? = nil) throws(NavigationError) {
        func request() -> String { "showColumn(.\(column))" }
        let index = try splitLayerIndex(layer, request: request())
        guard case .split(let current) = layers[index].content, current[column] != nil else {
            throw NavigationError(request(), .noSuchStack(StackID(layer: layers[index].id, column: column)))
        }
        editSplit(at: index) { split in
            split.compactColumn = column
            if !split.isCollapsed, !split.visibleColumns.contains(column) { split.visibility = .all }
        }
    }

    /// Sets which columns of an expanded split the user sees (`preferredDisplayMode`,
    /// `NavigationSplitView`'s `columnVisibility`).
    /// - Parameters:
    ///   - visibility: the columns to show.
    ///   - layer: the layer that holds the split; the topmost layer when `nil`.
    public mutating func setColumnVisibility(_ visibility: SplitVisibility, in layer: LayerID? = nil)
        throws(NavigationError)
    {
        let index = try splitLayerIndex(layer, request: "setColumnVisibility(.\(visibility))")
        editSplit(at: index) { $0.visibility = visibility }
    }

    /// Replaces a layer's split: its columns, their screens and what it shows. The host's size
    /// class stays as it was.
    /// - Parameters:
    ///   - split: the new split; screens that stay keep their identities.
    ///   - layer: the layer that holds a split; the topmost layer when `nil`.
    public mutating func setSplit(_ split: Split, in layer: LayerID? = nil) throws(NavigationError) {
        func request() -> String { "setSplit(\(split.columns.map(\.rawValue)))" }
        let index = try splitLayerIndex(layer, request: request())
        var split = split
        if case .split(let current) = layers[index].content { split.isCollapsed = current.isCollapsed }
        try Layer.validate(split, in: layers[index].id, request: request(), allowingEmptyStacks: false)
        var others = self
        others.layers[index].content = .stack(Stack([]))
        try others.checkNew(.split(split), request: request())
        layers[index].content = .split(split)
    }

    /// Records the host's size class: a split collapsed into one stack (compact width) or
    /// expanded into columns. Only what the user sees changes: every column keeps its screens.
    mutating func setCollapsed(_ collapsed: Bool, in layer: LayerID) throws(NavigationError) {
        let index = try splitLayerIndex(layer, request: collapsed ? "collapse" : "expand")
        editSplit(at: index) { $0.isCollapsed = collapsed }
    }

    /// After a change that added screens to a split's column: a collapsed split shows that
    /// column on top, as `UISplitViewController` shows its secondary column when it is given a
    /// new view controller.
    mutating func reveal(_ location: StackLocation) {
        guard let column = location.column, case .split(let split) = layers[location.layer].content,
            split.compactColumn < column
        else { return }
        editSplit(at: location.layer) { $0.compactColumn = column }
    }

    /// After the user went back past the first screen of the columns above `column` in a
    /// collapsed split: the topmost of them holding a screen the user never saw leave (code
    /// pushed it meanwhile) comes back on top, as a push onto it would show it.
    mutating func revealColumn(above column: SplitColumn, in layer: LayerID, notShowing seen: Set<ScreenID>) {
        guard let index = layers.firstIndex(where: { $0.id == layer }), case .split(let split) = layers[index].content,
            split.isCollapsed,
            let top = split.columns.last(where: { above in
                above > column && split[above]?.screens.contains { !seen.contains($0.id) } == true
            })
        else { return }
        editSplit(at: index) { $0.compactColumn = top }
    }

    func splitLayerIndex(_ layer: LayerID?, request: @autoclosure () -> String) throws(NavigationError) -> Int {
        let index = try layerIndex(layer, request: request())
        guard case .split = layers[index].content else { throw NavigationError(request(), .notSplit(layers[index].id)) }
        return index
    }

    /// Edits the split of the layer at `index` in place; the layer must hold a split.
    private mutating func editSplit<Failure: Error>(at index: Int, _ body: (inout Split) throws(Failure) -> Void)
        throws(Failure)
    {
        guard case .split(var split) = layers[index].content else { return }
        layers[index].content = .stack(Stack([]))
        defer { layers[index].content = .split(split) }
        try body(&split)
    }
}
