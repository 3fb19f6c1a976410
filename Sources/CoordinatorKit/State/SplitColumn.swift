/// One column of a ``Split``: the sidebar, the optional content list, or the detail.
///
/// ```swift
/// try state.push(MailRoute.message(id: 7), onto: StackID(layer: root, column: .detail))
/// ```
public enum SplitColumn: String, Hashable, Sendable, Codable, CaseIterable, Comparable, Identifiable {
    /// The leading column (`UISplitViewController.Column.primary`, `NavigationSplitView`'s sidebar).
    case sidebar
    /// The middle column of a three-column split (`.supplementary`, `NavigationSplitView`'s content).
    case content
    /// The trailing column (`.secondary`, `NavigationSplitView`'s detail): where a push goes.
    case detail

    private var order: Int {
        switch self {
        case .sidebar: 0
        case .content: 1
        case .detail: 2
        }
    }

    /// The column itself: columns are their own identity.
    public var id: Self { self }

    /// Columns compare in their order on screen, leading first.
    public static func < (lhs: SplitColumn, rhs: SplitColumn) -> Bool { lhs.order < rhs.order }

}

/// Which columns of an expanded ``Split`` the user sees (`NavigationSplitViewVisibility`,
/// `UISplitViewController.DisplayMode`).
public enum SplitVisibility: String, Hashable, Sendable, Codable, CaseIterable {
    /// The host decides, by the width it has: as ``doubleColumn`` in the model.
    case automatic
    /// Every column.
    case all
    /// The detail and the column next to it (the content list, or the sidebar of two columns).
    case doubleColumn
    /// The detail alone.
    case detailOnly

}
