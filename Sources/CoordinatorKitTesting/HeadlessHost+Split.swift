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
        // Every split shows at the new width at once; the navigator hears it once no command is
        // in flight.
        handle(.hostWidth(collapsed: sizeClass == .compact))
        handle(.turnEnded)
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
        handle(.user(.changedColumnVisibility(visibility, in: top.id)))
        return true
    }

    /// Goes back in a collapsed split whose top column shows only its first screen: the column
    /// before it comes on top, as `UISplitViewController`'s collapsed navigation controller pops
    /// the secondary column's root.
    func showColumn(_ column: SplitColumn, in layer: LayerID) {
        guard case .split(let split)? = shownState.layer(layer)?.content, split[column] != nil else { return }
        handle(.user(.showedColumn(column, in: layer)))
    }
}
