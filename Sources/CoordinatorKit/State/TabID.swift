/// The identity of one tab in a ``Tabs`` container.
///
/// A tab's identity is a name the app chooses (`"catalog"`, `"orders"`), so that code and deep
/// links can select a tab without knowing its position.
///
/// ```swift
/// try state.selectTab("orders")
/// ```
public struct TabID: Hashable, Sendable, Codable, CustomStringConvertible, ExpressibleByStringLiteral {
    /// The tab's name.
    public let rawValue: String

    /// Names a tab.
    public init(_ rawValue: String) { self.rawValue = rawValue }

    /// Names a tab after a value of the app's own tab type, as `TabCoordinator` does.
    public init(describing tab: some Hashable) { rawValue = String(describing: tab) }

    public init(stringLiteral value: String) { rawValue = value }

    public var description: String { rawValue }

    public init(from decoder: any Decoder) throws {
        rawValue = try decoder.singleValueContainer().decode(String.self)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(rawValue)
    }
}
