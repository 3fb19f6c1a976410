/// What a tab shows in the tab bar: a title, an image and a badge.
///
/// A ``TabCoordinator``'s tab values declare their items by conforming to ``TabItemProviding``;
/// a coordinator changes a badge with ``TabCoordinator/setBadge(_:for:fileID:filePath:line:column:)``. UIKit shows the item
/// on the tab's `UITabBarItem`, SwiftUI in `tabItem` with `badge`.
///
/// ```swift
/// enum MainTab: Hashable, Sendable, TabItemProviding {
///     case catalog, orders
///
///     var tabItem: TabItem {
///         switch self {
///         case .catalog: TabItem("Catalog", systemImage: "cup.and.saucer")
///         case .orders: TabItem("Orders", systemImage: "bag")
///         }
///     }
/// }
/// ```
public struct TabItem: Hashable, Sendable, Codable {
    /// The tab's title.
    public var title: String
    /// The tab's image, if any.
    public var image: TabImage?
    /// The badge shown on the tab, such as a count; `nil` for none.
    public var badge: String?

    /// Makes a tab item with an SF Symbol.
    /// - Parameters:
    ///   - title: the title.
    ///   - systemImage: the name of an SF Symbol.
    ///   - badge: a badge, or `nil`.
    public init(_ title: String, systemImage: String, badge: String? = nil) {
        self.init(title, image: .system(systemImage), badge: badge)
    }

    /// Makes a tab item.
    /// - Parameters:
    ///   - title: the title.
    ///   - image: an SF Symbol, an image from the app's assets, or `nil`.
    ///   - badge: a badge, or `nil`.
    public init(_ title: String, image: TabImage? = nil, badge: String? = nil) {
        self.title = title
        self.image = image
        self.badge = badge
    }
}

/// The image of a tab item.
public enum TabImage: Hashable, Sendable, Codable {
    /// An SF Symbol (`UIImage(systemName:)`, SwiftUI `Image(systemName:)`; iOS 13+).
    case system(String)
    /// An image from the app's asset catalog (`UIImage(named:)`, SwiftUI `Image(_:)`).
    case named(String)
}

/// A tab value that declares its tab bar item: title, image and a first badge.
///
/// Without it a tab shows its value's description as its title.
public protocol TabItemProviding {
    /// The tab's item.
    var tabItem: TabItem { get }
}
