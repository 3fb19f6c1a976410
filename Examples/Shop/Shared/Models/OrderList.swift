/// The Orders tab's copy of one customer's orders, as a list screen would cache what it fetched.
///
/// It changes only when refreshed: the Orders coordinator refreshes it when a buy flow finishes,
/// and the list screen offers a refresh action, as pull-to-refresh would.
@MainActor
public final class OrderList {
    private let shop: Shop
    /// Whose orders the list holds.
    public let customer: User
    /// The orders as last fetched, newest first.
    public private(set) var orders: [Order] = []
    /// The numbers of the orders the last refresh brought in.
    public private(set) var newOrderNumbers: Set<Int> = []

    /// Makes the list and fetches the customer's orders once.
    public init(shop: Shop, customer: User) {
        self.shop = shop
        self.customer = customer
        orders = shop.orders(of: customer).reversed()
    }

    /// Fetches the orders again, marking those that were not there before as new.
    public func refresh() {
        let known = Set(orders.map(\.number))
        orders = shop.orders(of: customer).reversed()
        newOrderNumbers = Set(orders.map(\.number)).subtracting(known)
    }

    /// The order with a number, as last fetched.
    public func order(number: Int) -> Order? {
        orders.first { $0.number == number }
    }
}
