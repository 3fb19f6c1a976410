public import CoordinatorKit

// What the shop saves when it goes to the background, and how its coordinators are made again
// in the next launch.

extension AppCoordinator: RestorableCoordinator {}
extension LoginCoordinator: RestorableCoordinator {}
extension MainTabsCoordinator: RestorableCoordinator {
    /// The signed-in customer.
    public var configuration: User { customer }
}

extension CatalogCoordinator: RestorableCoordinator {
    /// The signed-in customer.
    public var configuration: User { customer }
}

extension CatalogColumnsCoordinator: RestorableCoordinator {
    /// The signed-in customer.
    public var configuration: User { customer }
}

extension OrdersCoordinator: RestorableCoordinator {
    /// Whose orders the tab lists.
    public var configuration: User { list.customer }
}

extension ProfileCoordinator: RestorableCoordinator {}

extension NotificationSettingsCoordinator: RestorableCoordinator {
    /// The setting as edited, saved or not.
    public var configuration: Bool { draft }
}

extension BuyCoordinator: RestorableCoordinator {
    /// The checkout in progress: what is in the cart, the shipping and payment chosen so far.
    public var configuration: Checkout { checkout }
}

/// The shop's route and coordinator types, registered once for restoration.
@MainActor
public enum ShopRestoration {
    /// Every route type the shop's state may hold, and the answers of its questions.
    public static let routes = RouteTypes(
        LoginRoute.self, CatalogRoute.self, OrdersRoute.self, ProfileRoute.self, BuyRoute.self, NotificationSettingsRoute.self,
        answers: SaveChoice.self, LogOutChoice.self, Bool.self
    )

    /// Every coordinator type the shop runs, made again with the app's shop and session. The
    /// tab flows are made by the main tabs, as in a fresh launch; they are named here all the same.
    /// - Parameters:
    ///   - shop: the catalog and orders.
    ///   - session: who is signed in.
    ///   - layout: the device's layout, which the app coordinator is made with.
    public static func coordinators(shop: Shop, session: Session, layout: ShopLayout = .tabs) -> CoordinatorTypes {
        CoordinatorTypes()
            .registering(AppCoordinator.self, as: "app") { _ in AppCoordinator(shop: shop, session: session, layout: layout) }
            .registering(LoginCoordinator.self, as: "login") { _ in LoginCoordinator() }
            .registering(MainTabsCoordinator.self, as: "mainTabs") { MainTabsCoordinator(shop: shop, session: session, customer: $0) }
            .registering(CatalogColumnsCoordinator.self, as: "catalogColumns") { CatalogColumnsCoordinator(shop: shop, customer: $0) }
            .registering(CatalogCoordinator.self, as: "catalog") { CatalogCoordinator(shop: shop, customer: $0) }
            .registering(OrdersCoordinator.self, as: "orders") { OrdersCoordinator(shop: shop, customer: $0) }
            .registering(ProfileCoordinator.self, as: "profile") { _ in ProfileCoordinator(session: session) }
            .registering(BuyCoordinator.self, as: "buy") { BuyCoordinator(checkout: $0, shop: shop) }
            .registering(NotificationSettingsCoordinator.self, as: "notificationSettings") { NotificationSettingsCoordinator(session: session, draft: $0) }
    }
}
