public import CoordinatorKit

/// The Orders tab: the order list and one order's details.
public final class OrdersCoordinator: Coordinator<OrdersRoute> {
    /// The orders the list shows, as last fetched.
    public let list: OrderList

    /// Makes the Orders tab's coordinator.
    public init(shop: Shop) {
        list = OrderList(shop: shop)
        super.init()
    }

    /// Shows the order list.
    public override func start() {
        show(.orderList)
    }

    /// Shows one order.
    public func showOrder(number: Int) {
        show(.order(number: number))
    }

    /// Fetches the orders again, as pull-to-refresh would.
    public func refresh() {
        list.refresh()
    }

    /// Learns that a buy flow placed an order: the list is fetched again, so that it shows the
    /// order the next time the user looks.
    public func orderWasPlaced(_ order: Order) {
        list.refresh()
    }
}
