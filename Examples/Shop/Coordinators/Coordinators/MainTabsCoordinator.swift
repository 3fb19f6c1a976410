public import CoordinatorKit

/// The main tab bar: Catalog, Orders and Profile, one coordinator each.
///
/// It connects its tabs where one tab's flow matters to another: an order placed from the
/// Catalog is shown in the Orders tab, and logging out in the Profile ends the main flow.
public final class MainTabsCoordinator: TabCoordinator<MainTab> {
    /// The Catalog tab's coordinator.
    public let catalog: CatalogCoordinator
    /// The Orders tab's coordinator.
    public let orders: OrdersCoordinator
    /// The Profile tab's coordinator.
    public let profile: ProfileCoordinator

    /// The signed-in customer, whose orders the tabs show.
    public let customer: User

    /// Makes the tabs of a signed-in customer; the Catalog is selected first.
    public init(shop: Shop, session: Session, customer: User) {
        let catalog = CatalogCoordinator(shop: shop, customer: customer)
        let orders = OrdersCoordinator(shop: shop, customer: customer)
        let profile = ProfileCoordinator(session: session)
        self.catalog = catalog
        self.orders = orders
        self.profile = profile
        self.customer = customer
        super.init([.catalog: catalog, .orders: orders, .profile: profile])
        catalog.onOrderPlaced = { [weak self] order in self?.showPlacedOrder(order) }
        profile.onLogOut = { [weak self] in self?.finish() }
    }

    /// The shop's links, each to the tab that owns it, over anything presented:
    /// `/products/…` to the Catalog, `/orders/…` to the Orders, `/settings` to the Profile.
    public override func handle(_ link: DeepLink) throws(DeepLinkError) -> DeepLinkHandling {
        let tab: MainTab
        switch link.first {
        case "products": tab = .catalog
        case "orders": tab = .orders
        case "settings": tab = .profile
        default: return try super.handle(link)
        }
        catalog.dismissAll(animated: false)
        orders.dismissAll(animated: false)
        profile.dismissAll(animated: false)
        return try forward(link, toTab: tab)
    }

    /// Shows an order the Catalog's buy flow placed: the Orders tab, with the order on top.
    private func showPlacedOrder(_ order: Order) {
        orders.orderWasPlaced(order)
        select(.orders)
    }
}
