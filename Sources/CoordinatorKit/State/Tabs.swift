/// Tabs, each holding one navigation stack, and which of them is selected.
///
/// What one `UITabBarController` or one SwiftUI `TabView` shows.
public struct Tabs: Hashable, Sendable, Codable {
    /// The tabs, in the order the tab bar shows them.
    public internal(set) var tabs: [NavigationTab]
    /// The selected tab.
    public internal(set) var selected: TabID

    /// Makes tabs; the first is selected unless another is named.
    /// - Parameters:
    ///   - tabs: the tabs in tab-bar order; their identities must be distinct.
    ///   - selected: the selected tab; the first tab when `nil`.
    public init(_ tabs: [NavigationTab], selected: TabID? = nil) {
        self.tabs = tabs
        self.selected = selected ?? tabs.first?.id ?? TabID("")
    }

    /// The tab with the given identity.
    public subscript(id: TabID) -> NavigationTab? {
        tabs.first { $0.id == id }
    }

    /// The selected tab's stack.
    package var selectedStack: Stack? { self[selected]?.stack }

    func index(of id: TabID) -> Int? { tabs.firstIndex { $0.id == id } }
}

/// One tab: its identity, its stack and what the tab bar shows for it.
public struct NavigationTab: Hashable, Sendable, Codable, Identifiable {
    /// The tab's identity.
    public let id: TabID
    /// The tab's navigation stack.
    public internal(set) var stack: Stack
    /// The tab bar item: title, image, badge; `nil` shows the identity as the title.
    public internal(set) var item: TabItem?

    /// Makes a tab.
    /// - Parameters:
    ///   - id: the tab's identity.
    ///   - stack: its stack.
    ///   - item: its tab bar item; `nil` shows the identity as the title.
    public init(id: TabID, stack: Stack, item: TabItem? = nil) {
        self.id = id
        self.stack = stack
        self.item = item
    }

    /// The title the tab bar shows: the item's, or the identity.
    public var title: String { item?.title ?? id.rawValue }
}
