public import CoordinatorKit

/// The buy flow: cart, shipping, payment, confirmation. It ends with the placed order, or is
/// cancelled when the user swipes its sheet down or taps Cancel.
///
/// Once the user added to the cart, whatever else would take the sheet away (a swipe down, a
/// link, another flow's code) asks first (``Question/discardCart(itemCount:)``): its leave guard.
///
/// ```swift
/// startChild(BuyCoordinator(product: product, customer: user, shop: shop), as: .sheet) { outcome in
///     if let order = outcome.output { print("placed #\(order.number)") }
/// }
/// ```
public final class BuyCoordinator: Coordinator<BuyRoute>, ProducesOutput {
    /// The buy flow yields the placed order.
    public typealias Output = Order

    /// What the flow collected so far.
    public private(set) var checkout: Checkout {
        // The leave guard follows the cart: UIKit's back button and edge swipe ask it first.
        didSet { leaveDecisionDidChange() }
    }
    private let shop: Shop

    /// Makes a customer's buy flow with one of a product in the cart.
    public init(product: Product, customer: User, shop: Shop) {
        checkout = Checkout(cart: Cart(product), customer: customer)
        self.shop = shop
        super.init()
    }

    /// Makes the flow again with a checkout in progress, as restoration does.
    public init(checkout: Checkout, shop: Shop) {
        self.checkout = checkout
        self.shop = shop
        super.init()
    }

    /// Shows the cart.
    public override func start() {
        show(.cart)
    }

    /// Puts one more of a product into the cart.
    public func addOneMore(_ product: Product) {
        checkout.cart.add(product)
    }

    /// Moves on from the cart to shipping.
    public func continueToShipping() {
        show(.shipping)
    }

    /// Chooses how the order ships, and moves on to payment.
    public func chooseShipping(_ shipping: Checkout.Shipping) {
        checkout.shipping = shipping
        show(.payment)
    }

    /// Chooses how to pay, and moves on to the confirmation.
    public func choosePayment(_ payment: Checkout.Payment) {
        checkout.payment = payment
        show(.confirmation)
    }

    /// Whether the user added to the cart the flow opened with: work a swipe would lose.
    public var hasAddedToCart: Bool { checkout.cart.itemCount > 1 }

    /// Asked before anything but the flow itself takes its screens away: a cart the user added
    /// to is dropped only when the user agrees. Going back inside the sheet keeps the cart.
    public override func leaveDecision(for cause: LeaveCause) -> LeaveDecision {
        guard hasAddedToCart, cause != .back else { return .allow }
        return .confirm(.discardCart(itemCount: checkout.cart.itemCount))
    }

    /// The user answered "Discard your cart?" after a relaunch, when the change it was about is
    /// gone: discarding closes the sheet, as the change would have.
    public override func restoredQuestion(_ question: QuestionLayer, answeredWith answer: AnyAnswer?) {
        if answer?.as(Bool.self) == true { cancel() }
    }

    /// Places the order and ends the flow with it; its sheet goes away.
    public func placeOrder() {
        guard let order = shop.placeOrder(checkout) else { return }
        finish(with: order)
    }

    /// Ends the flow without an order: its sheet goes away.
    public func cancel() {
        dismiss()
    }
}
