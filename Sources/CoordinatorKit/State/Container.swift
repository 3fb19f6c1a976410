/// What a layer holds: one navigation stack, or tabs of stacks.
public enum Container: Hashable, Sendable, Codable {
    /// A navigation stack (`UINavigationController`, `NavigationStack`).
    case stack(Stack)
    /// Tabs, each with its own stack (`UITabBarController`, `TabView`).
    case tabs(Tabs)

    /// The stack a push goes onto: the stack itself, or the selected tab's stack.
    public var visibleStack: Stack? {
        switch self {
        case .stack(let stack): stack
        case .tabs(let tabs): tabs.selectedStack
        }
    }

    /// Every stack in the container with its tab, in tab-bar order.
    public var stacks: [(tab: TabID?, stack: Stack)] {
        switch self {
        case .stack(let stack): [(nil, stack)]
        case .tabs(let tabs): tabs.tabs.map { ($0.id, $0.stack) }
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
        }
    }
}
