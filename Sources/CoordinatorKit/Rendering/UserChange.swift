/// What the user did by hand, as a host reports it to its ``Navigator``.
public enum UserChange: Equatable, Sendable, CustomStringConvertible {
    /// The back button, or an edge swipe the user completed: the stack now ends at `screen`.
    case popped(to: ScreenID, in: StackID)
    /// An interactive swipe back began; until it ends the navigator sends no command.
    case interactivePopBegan(in: StackID)
    /// The user let go of an interactive swipe back before it completed: nothing changes.
    case interactivePopCancelled(in: StackID)
    /// The user swiped a presented layer down: it and every layer the host rendered above it
    /// are gone. A layer the navigator had not rendered yet (code presented it while the user
    /// swiped) stays, presented over what remains.
    case dismissed(LayerID)
    /// The user tapped a tab.
    case selectedTab(TabID, in: LayerID)
    /// The user tapped the tab that was already selected: its stack pops to its root, as
    /// `UITabBarController` does.
    case reselectedTab(TabID, in: LayerID)
    /// The user dragged a sheet to another of its detents.
    case selectedDetent(SheetDetent, in: LayerID)
    /// The user tried to dismiss a layer whose options keep them from it (a swipe down on a
    /// locked sheet, a tap outside a locked popover): the layer stays, and its flow is told.
    case attemptedDismiss(LayerID)
    /// The host's width changed its size class: a split's columns collapsed into one stack
    /// (`true`, compact) or expanded back into columns (`false`, regular). Every column keeps
    /// its screens.
    case collapsed(Bool, in: LayerID)
    /// The user went back past the first screen of a column in a collapsed split (or the host
    /// shows a column on top by itself): this column is now on top.
    case showedColumn(SplitColumn, in: LayerID)
    /// The user showed or hid columns of an expanded split (the sidebar button, a drag of the
    /// divider): it now shows these columns.
    case changedColumnVisibility(SplitVisibility, in: LayerID)
    /// The user answered the question shown: tapped the choice at this index of its
    /// ``Question/choices``, or (`nil`) made it go without a choice, a tap outside a dialog
    /// that has no cancel choice.
    case answered(LayerID, choice: Int?)

    public var description: String {
        switch self {
        case .popped(let screen, let stack): "popped to \(screen) in \(stack)"
        case .interactivePopBegan(let stack): "began swiping back in \(stack)"
        case .interactivePopCancelled(let stack): "cancelled swiping back in \(stack)"
        case .dismissed(let layer): "dismissed layer \(layer)"
        case .selectedTab(let tab, _): "selected tab \(tab)"
        case .reselectedTab(let tab, _): "tapped the selected tab \(tab) again"
        case .selectedDetent(let detent, let layer): "dragged layer \(layer) to the \(detent) detent"
        case .attemptedDismiss(let layer): "tried to dismiss the locked layer \(layer)"
        case .collapsed(let collapsed, let layer):
            collapsed ? "collapsed the split \(layer)" : "expanded the split \(layer)"
        case .showedColumn(let column, let layer): "showed the \(column) column of \(layer)"
        case .changedColumnVisibility(let visibility, let layer): "showed the \(visibility) columns of \(layer)"
        case .answered(let question, let choice?): "answered question \(question) with choice \(choice)"
        case .answered(let question, nil): "dismissed question \(question) without a choice"
        }
    }
}
