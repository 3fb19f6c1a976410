/// How a tab bar shows its tabs: as a tab bar only, or as a tab bar that becomes a sidebar
/// where the window is wide enough (iPadOS 18, macOS 15).
///
/// ```swift
/// let tabs = TabCoordinator<MainTab>([.catalog: CatalogCoordinator(), .orders: OrdersCoordinator()])
/// tabs.style = .sidebarAdaptable
/// ```
///
/// The style is part of the tab bar's ``Tabs``, so it is saved and restored with the navigation.
/// A host shows the sidebar where its platform has one: UIKit's `UITabBarController` in the
/// `.tabSidebar` mode with `UITab`s (iOS and Mac Catalyst 18), SwiftUI's `TabView` with `Tab`s
/// and `.tabViewStyle(.sidebarAdaptable)` (iOS 18, macOS 15); before those, and at a compact
/// width, the plain tab bar. A tab picked in the sidebar is written back as a tap on the tab bar.
public struct TabBarStyle: Hashable, Sendable, Codable, CustomStringConvertible {
    private enum Kind: String, Codable {
        case tabBar, sidebarAdaptable
    }

    private let kind: Kind

    private init(_ kind: Kind) { self.kind = kind }

    /// A tab bar at every width: UIKit's `UITabBarController.Mode.tabBar`, SwiftUI's default
    /// `TabView`. The default.
    public static var tabBar: TabBarStyle { TabBarStyle(.tabBar) }

    /// A tab bar that the user can turn into a sidebar listing the tabs at a regular width:
    /// UIKit's `UITabBarController.Mode.tabSidebar`, SwiftUI's `.sidebarAdaptable` tab view
    /// style. At a compact width, and where the OS has no sidebar, it is a tab bar.
    public static var sidebarAdaptable: TabBarStyle { TabBarStyle(.sidebarAdaptable) }

    /// Whether the style lets the tab bar become a sidebar.
    public var adaptsToSidebar: Bool { kind == .sidebarAdaptable }

    public var description: String { kind.rawValue }

    /// Decodes a style from its name (`"tabBar"`, `"sidebarAdaptable"`).
    /// - Parameter decoder: the decoder to read from.
    /// - Throws: `DecodingError.dataCorrupted` for another name.
    public init(from decoder: any Decoder) throws {
        let name = try decoder.singleValueContainer().decode(String.self)
        guard let kind = Kind(rawValue: name) else {
            throw DecodingError.dataCorrupted(
                .init(codingPath: decoder.codingPath, debugDescription: "no tab bar style is named \"\(name)\""))
        }
        self.kind = kind
    }

    /// Encodes the style as its name.
    /// - Parameter encoder: the encoder to write to.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(kind.rawValue)
    }
}
