/// A signed-in customer: what the login flow yields.
public struct User: Hashable, Sendable, Codable {
    /// The name the customer signed in with.
    public var name: String

    /// Makes a user.
    public init(name: String) { self.name = name }
}
