/// The screens of the buy flow.
@MainActor
public struct BuyScreens {
    private let buy: BuyCoordinator

    /// Makes the buy flow's screen models.
    public init(_ buy: BuyCoordinator) { self.buy = buy }

    /// What a buy route's screen shows.
    public func content(for route: BuyRoute) -> ScreenContent {
        let checkout = buy.checkout
        switch route {
        case .cart:
            let more = checkout.cart.lines.map { line in
                ScreenAction("Add one more \(line.product.name)") { buy.addOneMore(line.product) }
            }
            return ScreenContent(
                title: "Cart",
                lines: lineItems(checkout.cart) + ["Total: \(checkout.cart.total)"],
                actions: [ScreenAction("Continue to shipping") { buy.continueToShipping() }]
                    + more
                    + [ScreenAction("Cancel") { buy.cancel() }]
            )
        case .shipping:
            return ScreenContent(
                title: "Shipping",
                lines: ["How should we send your \(checkout.cart.itemCount) item(s)?"],
                actions: Checkout.Shipping.allCases.map { option in
                    ScreenAction(option.label) { buy.chooseShipping(option) }
                }
            )
        case .payment:
            return ScreenContent(
                title: "Payment",
                lines: ["To pay: \(checkout.total)"],
                actions: Checkout.Payment.allCases.map { payment in
                    ScreenAction("Pay with \(payment.label)") { buy.choosePayment(payment) }
                }
            )
        case .confirmation:
            return ScreenContent(
                title: "Confirm your order",
                lines: lineItems(checkout.cart) + [
                    "Shipping: \(checkout.shipping?.label ?? "not chosen")",
                    "Payment: \(checkout.payment?.label ?? "not chosen")",
                    "Total: \(checkout.total)",
                ],
                actions: [
                    ScreenAction("Place order") { buy.placeOrder() },
                    ScreenAction("Cancel") { buy.cancel() },
                ]
            )
        }
    }

    private func lineItems(_ cart: Cart) -> [String] {
        cart.lines.map { "\($0.quantity) x \($0.product.name), \($0.total)" }
    }
}
