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

    /// The buy sheet rests at half height over the product, with a grabber to pull it up to the
    /// whole screen, as shopping apps show a cart. The flow's first screen, the cart, decides.
    public var presentationOptions: PresentationOptions {
        PresentationOptions(detents: [.medium, .large], showsGrabber: true)
    }
}
