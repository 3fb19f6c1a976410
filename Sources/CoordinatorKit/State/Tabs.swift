/// Tabs, each holding one navigation stack, and which of them is selected.
///
/// What one `UITabBarController` or one SwiftUI `TabView` shows.
public struct Tabs: Hashable, Sendable, Codable {
    /// The tabs, in the order the tab bar shows them.
    public internal(set) var tabs: [NavigationTab]
    /// The selected tab.
    public internal(set) var selected: TabID
    /// How the tab bar shows the tabs: a tab bar, or one that becomes a sidebar.
    public internal(set) var style: TabBarStyle

    /// Makes tabs; the first is selected unless another is named.
    /// - Parameters:
    ///   - tabs: the tabs in tab-bar order; their identities must be distinct.
    ///   - selected: the selected tab; the first tab when `nil`.
    ///   - style: how the tab bar shows them; a tab bar when left out.
    public init(_ tabs: [NavigationTab], selected: TabID? = nil, style: TabBarStyle = .tabBar) {
        self.tabs = tabs
        self.selected = selected ?? tabs.first?.id ?? TabID("")
        self.style = style
    }

    private enum CodingKeys: String, CodingKey {
        case tabs, selected, style
    }

    /// Decodes tabs; data saved before tab bars had a style restores as a tab bar.
    /// - Parameter decoder: the decoder to read from.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        tabs = try container.decode([NavigationTab].self, forKey: .tabs)
        selected = try container.decode(TabID.self, forKey: .selected)
        style = try container.decodeIfPresent(TabBarStyle.self, forKey: .style) ?? .tabBar
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
