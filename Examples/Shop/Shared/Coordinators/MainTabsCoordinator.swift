public import CoordinatorKit

/// The main tab bar: Catalog, Orders and Profile, one coordinator each.
///
/// It connects its tabs where one tab's flow matters to another: an order placed from the
/// Catalog waits in the Orders tab, which shows a badge with the number of orders the user has
/// not looked at yet until they open it, and logging out in the Profile ends the main flow.
public final class MainTabsCoordinator: TabCoordinator<MainTab> {
    /// The tabs cross-fade in over the login flow they replace.
    public override var layerAnimation: RouteAnimation { .crossDissolve }

    /// The Catalog tab's coordinator.
    public let catalog: CatalogCoordinator
    /// The Orders tab's coordinator.
    public let orders: OrdersCoordinator
    /// The Profile tab's coordinator.
    public let profile: ProfileCoordinator

    /// The signed-in customer, whose orders the tabs show.
    public let customer: User

    private var ordersTabWatch: NavigationObservation?

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

    /// Shows the tabs, then watches for the user opening the Orders tab.
    public override func start() {
        super.start()
        watchForOrdersTab()
    }

    /// Watches for the user opening the Orders tab again after a relaunch, as after a start.
    public override func didRestore(_ child: AnyCoordinator) {
        watchForOrdersTab()
    }

    /// The number of placed orders the user has not looked at yet, as the Orders tab's badge
    /// shows it: the badge is part of the navigation state, so it survives a relaunch.
    public var unseenOrderCount: Int {
        badge(for: .orders).flatMap { Int($0) } ?? 0
    }

    /// Puts an order the Catalog's buy flow placed at the top of the Orders tab, and counts it on
    /// the tab's badge; the user stays in the Catalog, where they were shopping.
    private func showPlacedOrder(_ order: Order) {
        orders.orderWasPlaced(order)
        if selectedTab != .orders { setBadge("\(unseenOrderCount + 1)", for: .orders) }
    }

    /// Clears the Orders tab's badge whenever the Orders tab is opened, by the user's tap or by a
    /// link: its orders are seen then.
    private func watchForOrdersTab() {
        guard ordersTabWatch == nil, let navigator else { return }
        ordersTabWatch = navigator.observe { [weak self] event in
            guard let self, case .changed = event, selectedTab == .orders, badge(for: .orders) != nil else { return }
            setBadge(nil, for: .orders)
        }
    }
}
