public import CoordinatorKit

/// The screens of the Orders tab.
public enum OrdersRoute: Route, Codable {
    /// The customer's orders, newest first.
    case orderList
    /// One order.
    case order(number: Int)
}
