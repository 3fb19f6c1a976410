/// An order the shop accepted: what a finished buy flow yields.
public struct Order: Hashable, Sendable, Codable, Identifiable {
    /// The order's number, counting up from 1001.
    public var number: Int
    /// Who placed it: only they see it in their Orders tab.
    public var customer: User
    /// What was bought.
    public var lines: [Cart.Line]
    /// How it ships.
    public var shipping: Checkout.Shipping
    /// How it was paid.
    public var payment: Checkout.Payment
    /// What it cost, shipping included.
    public var total: Money

    /// The order's identity: its number.
    public var id: Int { number }

    /// The order's items in one line: `2 x Espresso Machine, 1 x Coffee Grinder`.
    public var summary: String {
        lines.map { "\($0.quantity) x \($0.product.name)" }.joined(separator: ", ")
    }
}
