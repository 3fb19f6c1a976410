/// The tabs of the main tab bar, in tab-bar order.
public enum MainTab: String, Hashable, Sendable, Codable, CaseIterable {
    /// Products, and buying them.
    case catalog
    /// The orders placed.
    case orders
    /// The user, settings and logout.
    case profile
}
