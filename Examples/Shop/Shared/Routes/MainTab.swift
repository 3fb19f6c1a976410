public import CoordinatorKit

/// The tabs of the main tab bar, in tab-bar order.
public enum MainTab: String, Hashable, Sendable, Codable, CaseIterable, TabItemProviding {
    /// Products, and buying them.
    case catalog
    /// The orders placed.
    case orders
    /// The user, settings and logout.
    case profile

    /// The tab's title and SF Symbol; the Orders tab's badge is set while the user has orders
    /// they have not looked at yet.
    public var tabItem: TabItem {
        switch self {
        case .catalog: TabItem("Catalog", systemImage: "cup.and.saucer")
        case .orders: TabItem("Orders", systemImage: "bag")
        case .profile: TabItem("Profile", systemImage: "person.crop.circle")
        }
    }
}
