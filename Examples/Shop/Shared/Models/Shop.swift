/// The shop's back end, in memory and deterministic: the catalog and every order placed.
@MainActor
public final class Shop {
    /// The products, in catalog order.
    public let products: [Product]
    /// Every order placed, by every customer, oldest first.
    public private(set) var orders: [Order] = []
    private var nextOrderNumber = 1001

    /// Makes a shop.
    /// - Parameter products: what it sells; the sample catalog unless given.
    public init(products: [Product] = Shop.sampleProducts) {
        self.products = products
    }

    /// The product with a catalog number.
    public func product(id: Int) -> Product? {
        products.first { $0.id == id }
    }

    /// The orders one customer placed, oldest first: what their Orders tab lists.
    public func orders(of customer: User) -> [Order] {
        orders.filter { $0.customer == customer }
    }

    /// Accepts an order for a checkout whose shipping and payment are chosen; the order is the
    /// checkout's customer's.
    /// - Returns: the placed order, numbered, or `nil` when the checkout is incomplete.
    public func placeOrder(_ checkout: Checkout) -> Order? {
        guard let shipping = checkout.shipping, let payment = checkout.payment, checkout.cart.itemCount > 0 else {
            return nil
        }
        let order = Order(
            number: nextOrderNumber, customer: checkout.customer, lines: checkout.cart.lines, shipping: shipping, payment: payment,
            total: checkout.total
        )
        nextOrderNumber += 1
        orders.append(order)
        return order
    }

    /// The sample catalog: three products, the same on every run.
    public nonisolated static let sampleProducts = [
        Product(
            id: 1, name: "Espresso Machine", price: .dollars(249), summary: "A lever machine for slow mornings.",
            reviews: [
                .init(author: "Ada", stars: 5, text: "Best coffee I have made at home."),
                .init(author: "Grace", stars: 4, text: "Loud, but worth it."),
            ]
        ),
        Product(
            id: 2, name: "Pour-over Kettle", price: .dollars(59), summary: "A gooseneck kettle that pours where you aim.",
            reviews: [.init(author: "Linus", stars: 5, text: "Pours like a dream.")]
        ),
        Product(id: 3, name: "Coffee Grinder", price: .dollars(129), summary: "Forty grind settings, one button."),
    ]
}
