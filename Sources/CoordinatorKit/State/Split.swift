/// Two or three columns side by side, each a navigation stack: a sidebar, an optional content
/// list and a detail, with which of them the user sees.
///
/// What one `UISplitViewController` (column style) or one SwiftUI `NavigationSplitView` shows.
///
/// ```swift
/// let split = Split(
///     sidebar: Stack(routes: [MailRoute.mailboxes]),
///     detail: Stack(routes: [MailRoute.placeholder])
/// )
/// var state = NavigationState(root: .split(split))
/// try state.push(MailRoute.message(id: 7))   // onto the detail column
/// ```
///
/// In a compact width (an iPhone, Slide Over) the columns collapse into one stack, as
/// `UISplitViewController` collapses them: the sidebar's screens, then the content's, then the
/// detail's, up to ``compactColumn``. The columns themselves stay as they are: expanding again
/// shows each where it was.
public struct Split: Hashable, Sendable, Codable {
    /// The leading column's stack.
    public internal(set) var sidebar: Stack
    /// The middle column's stack, in a three-column split.
    public internal(set) var content: Stack?
    /// The trailing column's stack.
    public internal(set) var detail: Stack
    /// Which columns the user sees while the split is expanded.
    public internal(set) var visibility: SplitVisibility
    /// The column on top of the collapsed stack: the last column whose screens it shows.
    public internal(set) var compactColumn: SplitColumn
    /// Whether the host shows the columns collapsed into one stack (a compact width). Only the
    /// host changes it, by reporting a change of its size class.
    public internal(set) var isCollapsed: Bool

    /// Makes a split of two or three columns.
    /// - Parameters:
    ///   - sidebar: the leading column's stack.
    ///   - content: the middle column's stack; `nil` for two columns.
    ///   - detail: the trailing column's stack.
    ///   - visibility: which columns show while expanded.
    ///   - compactColumn: the column on top when the columns collapse into one stack.
    public init(
        sidebar: Stack, content: Stack? = nil, detail: Stack,
        visibility: SplitVisibility = .automatic, compactColumn: SplitColumn = .detail
    ) {
        self.sidebar = sidebar
        self.content = content
        self.detail = detail
        self.visibility = visibility
        self.compactColumn = compactColumn
        isCollapsed = false
    }

    /// Makes a split as a host shows it, collapsed or not.
    package init(
        sidebar: Stack, content: Stack?, detail: Stack, visibility: SplitVisibility, compactColumn: SplitColumn,
        isCollapsed: Bool
    ) {
        self.init(
            sidebar: sidebar, content: content, detail: detail, visibility: visibility, compactColumn: compactColumn)
        self.isCollapsed = isCollapsed
    }

    /// The same split, collapsed into one stack or expanded into columns, as a host shows it at
    /// its width.
    package func atWidth(collapsed: Bool) -> Split {
        var split = self
        split.isCollapsed = collapsed
        return split
    }

    /// The columns the split has, leading first.
    public var columns: [SplitColumn] {
        content == nil ? [.sidebar, .detail] : [.sidebar, .content, .detail]
    }

    /// The stack of a column, if the split has that column.
    public subscript(column: SplitColumn) -> Stack? {
        switch column {
        case .sidebar: sidebar
        case .content: content
        case .detail: detail
        }
    }

    /// The columns the user sees: each column while expanded, as ``visibility`` says; the
    /// columns up to ``compactColumn`` stacked into one while collapsed.
    public var visibleColumns: [SplitColumn] {
        if isCollapsed { return columns.filter { $0 <= compactColumn } }
        let nextToDetail: SplitColumn = content == nil ? .sidebar : .content
        return switch visibility {
        case .all: columns
        case .automatic, .doubleColumn: [nextToDetail, .detail]
        case .detailOnly: [.detail]
        }
    }

    /// The one stack a compact width shows: the sidebar's screens, then the content's, then the
    /// detail's, up to ``compactColumn``.
    package var collapsedStack: Stack {
        Stack(columns.filter { $0 <= compactColumn }.flatMap { self[$0]?.screens ?? [] })
    }

    /// Edits a column's stack in place; the split must have the column.
    mutating func editColumn<T, Failure: Error>(_ column: SplitColumn, _ body: (inout Stack) throws(Failure) -> T)
        throws(Failure) -> T
    {
        switch column {
        case .sidebar: return try body(&sidebar)
        case .detail: return try body(&detail)
        case .content:
            guard var stack = content else { preconditionFailure("editing the content column of a two-column split") }
            content = nil
            defer { content = stack }
            return try body(&stack)
        }
    }

    /// Edits every column's stack in place, leading first.
    mutating func editEachColumn(_ body: (SplitColumn, inout Stack) -> Void) {
        for column in columns { editColumn(column) { body(column, &$0) } }
    }

    private enum CodingKeys: String, CodingKey {
        case sidebar, content, detail, visibility, compactColumn, isCollapsed
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        sidebar = try container.decode(Stack.self, forKey: .sidebar)
        content = try container.decodeIfPresent(Stack.self, forKey: .content)
        detail = try container.decode(Stack.self, forKey: .detail)
        visibility = try container.decodeIfPresent(SplitVisibility.self, forKey: .visibility) ?? .automatic
        compactColumn = try container.decodeIfPresent(SplitColumn.self, forKey: .compactColumn) ?? .detail
        isCollapsed = try container.decodeIfPresent(Bool.self, forKey: .isCollapsed) ?? false
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(sidebar, forKey: .sidebar)
        try container.encodeIfPresent(content, forKey: .content)
        try container.encode(detail, forKey: .detail)
        try container.encode(visibility, forKey: .visibility)
        try container.encode(compactColumn, forKey: .compactColumn)
        try container.encode(isCollapsed, forKey: .isCollapsed)
    }
}
