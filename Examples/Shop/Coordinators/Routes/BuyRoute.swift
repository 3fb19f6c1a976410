public import CoordinatorKit

/// The screens of the buy flow, in order.
public enum BuyRoute: Route, Codable {
    /// What is about to be bought.
    case cart
    /// Choosing how it ships.
    case shipping
    /// Choosing how to pay.
    case payment
    /// Checking everything and placing the order.
    case confirmation
}
