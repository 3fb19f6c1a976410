/// What the buy flow collects on its way to an order: the cart, then how to ship, then how to pay.
public struct Checkout: Hashable, Sendable, Codable {
    /// How the order travels.
    public enum Shipping: String, Hashable, Sendable, Codable, CaseIterable {
        /// Free, in three to five days.
        case standard
        /// Next day, for a fee.
        case express

        /// What it costs.
        public var price: Money { self == .standard ? .zero : .dollars(9) }

        /// How it reads on a screen: `Express, 1 day ($9.00)`.
        public var label: String {
            switch self {
            case .standard: "Standard, 3-5 days (free)"
            case .express: "Express, 1 day (\(price))"
            }
        }
    }

    /// How the order is paid.
    public enum Payment: String, Hashable, Sendable, Codable, CaseIterable {
        /// The card on file.
        case card
        /// A gift card.
        case giftCard

        /// How it reads on a screen.
        public var label: String {
            switch self {
            case .card: "Visa ending in 4242"
            case .giftCard: "gift card"
            }
        }
    }

    /// Who buys.
    public var customer: User
    /// What is bought.
    public var cart: Cart
    /// How it ships, once chosen.
    public var shipping: Shipping?
    /// How it is paid, once chosen.
    public var payment: Payment?

    /// Starts a customer's checkout of a cart.
    public init(cart: Cart, customer: User) {
        self.cart = cart
        self.customer = customer
    }

    /// The cart's total plus shipping.
    public var total: Money { cart.total + (shipping?.price ?? .zero) }
}
