public import CoordinatorKit

/// The main tab bar: Catalog, Orders and Profile, one coordinator each.
///
/// It connects its tabs where one tab's flow matters to another: an order placed from the
/// Catalog refreshes the Orders tab, and logging out in the Profile ends the main flow.
public final class MainTabsCoordinator: TabCoordinator<MainTab> {
    /// The Catalog tab's coordinator.
    public let catalog: CatalogCoordinator
    /// The Orders tab's coordinator.
    public let orders: OrdersCoordinator
    /// The Profile tab's coordinator.
    public let profile: ProfileCoordinator

    /// Makes the tabs; the Catalog is selected first.
    public init(shop: Shop, session: Session) {
        let catalog = CatalogCoordinator(shop: shop)
        let orders = OrdersCoordinator(shop: shop)
        let profile = ProfileCoordinator(session: session)
        self.catalog = catalog
        self.orders = orders
        self.profile = profile
        super.init([.catalog: catalog, .orders: orders, .profile: profile])
        catalog.onOrderPlaced = { [weak orders] order in orders?.orderWasPlaced(order) }
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
}
