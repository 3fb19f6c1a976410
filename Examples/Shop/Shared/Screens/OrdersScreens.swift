/// The screens of the Orders tab.
@MainActor
public struct OrdersScreens {
    private let orders: OrdersCoordinator

    /// Makes the Orders tab's screen models.
    public init(_ orders: OrdersCoordinator) { self.orders = orders }

    /// What an Orders route's screen shows.
    public func content(for route: OrdersRoute) -> ScreenContent {
        let list = orders.list
        switch route {
        case .orderList:
            let lines = list.orders.map { order in
                "#\(order.number): \(order.summary), \(order.total)\(list.newOrderNumbers.contains(order.number) ? " (new)" : "")"
            }
            return ScreenContent(
                title: "Orders",
                lines: lines.isEmpty ? ["No orders yet: buy something in the Catalog."] : lines,
                actions: list.orders.map { order in ScreenAction("Order #\(order.number)") { orders.showOrder(number: order.number) } }
                    + [ScreenAction("Refresh") { orders.refresh() }]
            )
        case .order(let number):
            guard let order = list.order(number: number) else {
                return ScreenContent(title: "Order #\(number)", lines: ["This order is not in the list."])
            }
            let placedNow = list.newOrderNumbers.contains(number) ? ["Thank you: your order is placed."] : []
            return ScreenContent(
                title: "Order #\(number)",
                lines: placedNow + [
                    order.summary,
                    "Shipping: \(order.shipping.label)",
                    "Paid with: \(order.payment.label)",
                    "Total: \(order.total)",
                ]
            )
        }
    }
}
