/// What a customer is about to buy.
public struct Cart: Hashable, Sendable, Codable {
    /// One product and how many of it.
    public struct Line: Hashable, Sendable, Codable {
        /// The product.
        public var product: Product
        /// How many, at least one.
        public var quantity: Int

        /// The line's price: the product's price times the quantity.
        public var total: Money { product.price * quantity }
    }

    /// The lines, in the order the products were added.
    public private(set) var lines: [Line] = []

    /// An empty cart.
    public init() {}

    /// A cart with one of a product.
    public init(_ product: Product) { add(product) }

    /// Adds one of a product.
    public mutating func add(_ product: Product) {
        if let index = lines.firstIndex(where: { $0.product.id == product.id }) {
            lines[index].quantity += 1
        } else {
            lines.append(Line(product: product, quantity: 1))
        }
    }

    /// The price of everything in the cart.
    public var total: Money { lines.map(\.total).reduce(.zero, +) }

    /// How many items the cart holds.
    public var itemCount: Int { lines.map(\.quantity).reduce(0, +) }
}
