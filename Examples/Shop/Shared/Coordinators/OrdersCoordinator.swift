public import CoordinatorKit

/// The Orders tab: the order list and one order's details.
public final class OrdersCoordinator: Coordinator<OrdersRoute> {
    /// The orders the list shows, as last fetched.
    public let list: OrderList

    /// Makes the Orders tab's coordinator, listing a customer's orders.
    public init(shop: Shop, customer: User) {
        list = OrderList(shop: shop, customer: customer)
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

    /// Handles `/orders/:number`: the tab's stack becomes the list and that order, fetched anew
    /// so that an order placed a moment ago is there.
    public override func handle(_ link: DeepLink) throws(DeepLinkError) -> DeepLinkHandling {
        guard let match = link.match("/orders/:number") else { return try super.handle(link) }
        list.refresh()
        setStack([.orderList, .order(number: try match.parameter("number", as: Int.self))])
        return .handled
    }

    /// Only orders of the signed-in user can be shown.
    public override func decision(for route: OrdersRoute) -> RouteDecision {
        guard case .order(let number) = route, list.order(number: number) == nil else { return .allow }
        return .deny(reason: ShopLinkError.noSuchOrder(number))
    }

    /// Fetches the orders again, as pull-to-refresh would.
    public func refresh() {
        list.refresh()
    }

    /// Learns that a buy flow placed an order: the list is fetched again, and the tab shows the
    /// order over the list, the user's confirmation that it was placed.
    public func orderWasPlaced(_ order: Order) {
        list.refresh()
        setStack([.orderList, .order(number: order.number)], animated: false)
    }
}
