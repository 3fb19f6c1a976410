/// How the signed-in shop lays out its flows: the iPhone's tab bar, or the iPad's columns.
public enum ShopLayout: String, Hashable, Sendable, Codable {
    /// Catalog, Orders and Profile in a tab bar (an iPhone).
    case tabs
    /// The Catalog in columns: the product list in the sidebar, the product in the detail (an
    /// iPad). A compact width (Slide Over) collapses them into the iPhone's Catalog stack.
    case columns
}
