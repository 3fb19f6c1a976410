import CoordinatorKit

extension HeadlessHost {
    /// A horizontal size class: how wide the window is.
    public enum SizeClass: Sendable {
        /// An iPhone in portrait, Slide Over: a split collapses into one stack.
        case compact
        /// An iPad, a Mac: a split shows its columns side by side.
        case regular
    }

    /// Changes the host's width, as a rotation, Split View or Slide Over does: every split
    /// collapses into one stack (compact) or expands into columns (regular), and the host
    /// reports it for each. Every column keeps its screens and no flow ends.
    ///
    /// ```swift
    /// host.setHorizontalSizeClass(.compact)
    /// host.tapBack()   // pops the collapsed stack, written back to the column it came from
    /// ```
    /// - Parameter sizeClass: the new width.
    public func setHorizontalSizeClass(_ sizeClass: SizeClass) {
        guard sizeClass != horizontalSizeClass else { return }
        horizontalSizeClass = sizeClass
        for index in layers.indices {
            guard case .split(var split) = layers[index].content, split.isCollapsed != (sizeClass == .compact) else {
                continue
            }
            split.isCollapsed = sizeClass == .compact
            layers[index].content = .split(split)
            navigator?.hostDidReport(.collapsed(split.isCollapsed, in: layers[index].id))
        }
    }

    /// Shows a split at the host's own size class; a command that thought it otherwise is
    /// answered with a report once it finishes.
    func hostedSplit(_ split: Split, in layer: LayerID, instances: ([Screen]) -> [ScreenInstance]) -> HostedSplit {
        let collapsed = horizontalSizeClass == .compact
        if split.isCollapsed != collapsed, !splitsToReport.contains(layer) { splitsToReport.append(layer) }
        return HostedSplit(
            columns: split.columns.map { ($0, instances(split[$0]?.screens ?? [])) },
            visibility: split.visibility, compactColumn: split.compactColumn, isCollapsed: collapsed
        )
    }

    func reportSizeClassOfNewSplits() {
        guard inFlight == nil, !splitsToReport.isEmpty else { return }
        let layerIDs = splitsToReport
        splitsToReport = []
        for id in layerIDs {
            guard let layer = layers.first(where: { $0.id == id }), case .split(let split) = layer.content else {
                continue
            }
            navigator?.hostDidReport(.collapsed(split.isCollapsed, in: id))
        }
    }

    /// The stack the back button pops in a split: the compact column's while collapsed, the
    /// detail's while expanded.
    func splitBackStack(of layer: HostedLayer) -> StackID? {
        guard case .split(let split) = layer.content else { return nil }
        return StackID(layer: layer.id, column: split.isCollapsed ? split.compactColumn : .detail)
    }

    /// Goes back in a collapsed split whose top column shows only its first screen: the column
    /// before it comes on top, as `UISplitViewController`'s collapsed navigation controller pops
    /// the secondary column's root.
    /// - Returns: `false` when the split is not collapsed or its top column is the sidebar.
    func popColumn(in index: Int) -> Bool {
        guard case .split(var split) = layers[index].content, split.isCollapsed,
            let previous = split.columns.map(\.column).last(where: { $0 < split.compactColumn })
        else { return false }
        split.compactColumn = previous
        layers[index].content = .split(split)
        navigator?.hostDidReport(.showedColumn(previous, in: layers[index].id))
        return true
    }
}
