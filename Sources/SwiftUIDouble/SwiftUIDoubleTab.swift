#if os(Linux)
/// One tab of a `TabView` as a ``SwiftUIDoubleRuntime`` shows it in the tab bar. Not SwiftUI API.
public struct SwiftUIDoubleTab: Equatable, Sendable, CustomStringConvertible {
    /// The texts of its `tabItem` label, joined by spaces (a `Label`'s title).
    public let title: String
    /// The SF Symbol of its label's icon (`Label(_:systemImage:)`, `Image(systemName:)`), if any.
    public let systemImage: String?
    /// The image asset of its label's icon (`Label(_:image:)`, `Image(_:)`), if any.
    public let imageName: String?
    /// The text of its `badge(_:)`, `nil` when it shows none (`badge(0)` and `badge(nil)` show none).
    public let badge: String?

    /// A tab as a test expects it.
    public init(title: String, systemImage: String? = nil, imageName: String? = nil, badge: String? = nil) {
        self.title = title
        self.systemImage = systemImage
        self.imageName = imageName
        self.badge = badge
    }

    public var description: String {
        var parts = [title]
        if let systemImage { parts.append("symbol \(systemImage)") }
        if let imageName { parts.append("image \(imageName)") }
        if let badge { parts.append("badge \(badge)") }
        return parts.joined(separator: ", ")
    }
}
#endif
