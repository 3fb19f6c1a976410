public import CoordinatorKit

/// A horizontal size class: how wide a host's window is, as a scenario sets it
/// (``ScenarioHost/setHorizontalSizeClass(_:)``, ``HeadlessHost/setHorizontalSizeClass(_:)``).
public enum HorizontalSizeClass: Sendable {
    /// An iPhone in portrait, Slide Over: a split collapses into one stack.
    case compact
    /// An iPad, a Mac: a split shows its columns side by side.
    case regular
}

extension HeadlessHost {
    /// The former name of ``HorizontalSizeClass``, which every scenario host takes.
    @available(*, deprecated, renamed: "HorizontalSizeClass")
    public typealias SizeClass = HorizontalSizeClass

    /// Changes the host's width, as a rotation, Split View or Slide Over does: every split
    /// collapses into one stack (compact) or expands into columns (regular), and the host
    /// reports it for each. Every column keeps its screens and no flow ends.
    ///
    /// ```swift
    /// host.setHorizontalSizeClass(.compact)
    /// host.tapBack()   // pops the collapsed stack, written back to the column it came from
    /// ```
    /// - Parameter sizeClass: the new width.
    public func setHorizontalSizeClass(_ sizeClass: HorizontalSizeClass) {
        guard sizeClass != horizontalSizeClass else { return }
        horizontalSizeClass = sizeClass
        let collapsed = sizeClass == .compact
        for layer in shownState.layers {
            guard case .split(let split) = layer.content, split.isCollapsed != collapsed else { continue }
            shownState.apply(.setSplit(layer.id, split.atWidth(collapsed: collapsed)))
            navigator?.hostDidReport(.collapsed(collapsed, in: layer.id))
        }
    }

    /// The user shows or hides columns of the expanded split on top (its sidebar button, a swipe
    /// from the edge), and the host reports it.
    ///
    /// ```swift
    /// host.changeColumnVisibility(to: .detailOnly)   // the sidebar slides away
    /// ```
    /// - Parameter visibility: the columns the user makes show.
    /// - Returns: `false`, changing nothing, when the top layer holds no expanded split, it shows
    ///   these columns already, a question is asked, or a transition or a gesture is in flight.
    @discardableResult
    public func changeColumnVisibility(to visibility: SplitVisibility) -> Bool {
        guard takesGestures, shownState.question == nil, let top = shownState.top,
            case .split(let split) = top.content, !split.isCollapsed
        else { return false }
        let changed = Split(
            sidebar: split.sidebar, content: split.content, detail: split.detail, visibility: visibility,
            compactColumn: split.compactColumn, isCollapsed: false)
        guard changed.visibleColumns != split.visibleColumns else { return false }
        shownState.apply(.setSplit(top.id, changed))
        navigator?.hostDidReport(.changedColumnVisibility(visibility, in: top.id))
        return true
    }

    /// Shows every split of a state at the host's own width; a command that thought one
    /// otherwise is answered with a report once it finishes.
    func showSplitsAtTheHostWidth(in state: inout NavigationState) {
        let collapsed = horizontalSizeClass == .compact
        for layer in state.layers {
            guard case .split(let split) = layer.content, split.isCollapsed != collapsed else { continue }
            state.apply(.setSplit(layer.id, split.atWidth(collapsed: collapsed)))
            if !splitsToReport.contains(layer.id) { splitsToReport.append(layer.id) }
        }
    }

    func reportSizeClassOfNewSplits() {
        guard inFlight == nil, !splitsToReport.isEmpty else { return }
        let layerIDs = splitsToReport
        splitsToReport = []
        for id in layerIDs {
            guard case .split(let split)? = shownState.layer(id)?.content else { continue }
            navigator?.hostDidReport(.collapsed(split.isCollapsed, in: id))
        }
    }

    /// Goes back in a collapsed split whose top column shows only its first screen: the column
    /// before it comes on top, as `UISplitViewController`'s collapsed navigation controller pops
    /// the secondary column's root.
    func showColumn(_ column: SplitColumn, in layer: LayerID) {
        guard (try? shownState.showColumn(column, in: layer)) != nil else { return }
        navigator?.hostDidReport(.showedColumn(column, in: layer))
    }
}
