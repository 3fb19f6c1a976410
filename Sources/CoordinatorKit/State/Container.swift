/// What a layer holds: one navigation stack, tabs of stacks, or columns of stacks.
public enum Container: Hashable, Sendable, Codable {
    /// A navigation stack (`UINavigationController`, `NavigationStack`).
    case stack(Stack)
    /// Tabs, each with its own stack (`UITabBarController`, `TabView`).
    case tabs(Tabs)
    /// Two or three columns, each with its own stack (`UISplitViewController`,
    /// `NavigationSplitView`).
    // Held in a box of its own, so that a container (copied with every state) stays as small as
    // a stack or tabs.
    indirect case split(Split)

    /// The stack a push goes onto: the stack itself, the selected tab's stack, or the detail
    /// column's.
    public var visibleStack: Stack? {
        switch self {
        case .stack(let stack): stack
        case .tabs(let tabs): tabs.selectedStack
        case .split(let split): split.detail
        }
    }

    /// Every stack in the container with its tab, in tab-bar order; a split's columns, leading
    /// first, with no tab (``stackPlaces`` names their columns).
    package var stacks: [(tab: TabID?, stack: Stack)] {
        switch self {
        case .stack(let stack): [(nil, stack)]
        case .tabs(let tabs): tabs.tabs.map { ($0.id, $0.stack) }
        case .split(let split): split.columns.compactMap { column in split[column].map { (nil, $0) } }
        }
    }

    /// Every stack in the container with its place: its tab or its column.
    package var stackPlaces: [(tab: TabID?, column: SplitColumn?, stack: Stack)] {
        switch self {
        case .split(let split): split.columns.compactMap { column in split[column].map { (nil, column, $0) } }
        default: stacks.map { ($0.tab, nil, $0.stack) }
        }
    }

    // `rhs` is matched inside the case of `lhs`: matching the pair `(lhs, rhs)` copies both
    // containers first, which retains their storage. The navigator compares layers after every
    // command.
    public static func == (lhs: Container, rhs: Container) -> Bool {
        switch lhs {
        case .stack(let stack):
            guard case .stack(let other) = rhs else { return false }
            return stack == other
        case .tabs(let tabs):
            guard case .tabs(let other) = rhs else { return false }
            return tabs == other
        case .split(let split):
            guard case .split(let other) = rhs else { return false }
            return split == other
        }
    }

    /// Edits every stack of the container in place: the stack, each tab's, or each column's.
    mutating func editEachStack(_ body: (inout Stack) -> Void) {
        switch self {
        case .stack(var stack):
            self = .stack(Stack([]))
            body(&stack)
            self = .stack(stack)
        case .tabs(var tabs):
            self = .stack(Stack([]))
            for index in tabs.tabs.indices { body(&tabs.tabs[index].stack) }
            self = .tabs(tabs)
        case .split(var split):
            self = .stack(Stack([]))
            split.editEachColumn { _, stack in body(&stack) }
            self = .split(split)
        }
    }
}
