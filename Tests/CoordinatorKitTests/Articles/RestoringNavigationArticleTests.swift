import CoordinatorKit
import CoordinatorKitTesting
import Testing

// The code of the DocC article "Restoring the navigation and its coordinators"
// (RestoringNavigation.md), verbatim but for the stubs it leaves undefined and the assertions.
// DocumentationMirror checks that each line of the article's code is here.

fileprivate enum LoginRoute: Route, Codable { case welcome }
fileprivate enum CatalogRoute: Route, Codable { case productList, product(id: Int) }
fileprivate enum BuyRoute: Route, Codable { case cart, shipping }

fileprivate struct Checkout: Codable, Sendable, Equatable { var productID: Int }
@MainActor fileprivate final class Shop {}
@MainActor fileprivate final class Session {}

fileprivate final class BuyCoordinator: Coordinator<BuyRoute>, RestorableCoordinator {
    let checkout: Checkout
    let shop: Shop
    var configuration: Checkout { checkout }        // what is in the cart, the choices so far

    init(checkout: Checkout, shop: Shop) {
        self.checkout = checkout
        self.shop = shop
        super.init()
    }

    override func start() { show(.cart) }
}

fileprivate final class AppCoordinator: Coordinator<CatalogRoute> {
    let shop: Shop
    let session: Session
    init(shop: Shop, session: Session) {
        self.shop = shop
        self.session = session
        super.init()
    }
    override func start() { show(.productList) }
}

extension AppCoordinator: RestorableCoordinator {}  // nothing to save: NoConfiguration

fileprivate struct Logger {
    var lines: [String] = []
    mutating func info(_ line: String) { lines.append(line) }
}

@MainActor
@Suite struct RestoringNavigationArticle {
    @Test func theShopComesBackMidPurchase() throws {
        let shop = Shop()
        let session = Session()
        let routes = RouteTypes(LoginRoute.self, CatalogRoute.self, BuyRoute.self)
        let coordinators = CoordinatorTypes()
            .registering(AppCoordinator.self, as: "app") { _ in AppCoordinator(shop: shop, session: session) }
            .registering(BuyCoordinator.self, as: "buy") { BuyCoordinator(checkout: $0, shop: shop) }

        var navigator = Navigator()
        let app = AppCoordinator(shop: shop, session: session)
        navigator.start(app)
        app.show(.product(id: 2))
        app.startChild(BuyCoordinator(checkout: Checkout(productID: 2), shop: shop), as: .sheet)
        let data = try navigator.savedData(coordinators: coordinators)

        navigator = Navigator()
        var logger = Logger()
        let restored = try navigator.restore(from: data, routes: routes, coordinators: coordinators)
        for denial in restored.denials { logger.info("not restored: \(denial)") }

        #expect(logger.lines.isEmpty)
        let buy = try #require(navigator.rootCoordinator?.children.first as? BuyCoordinator)
        #expect(buy.configuration == Checkout(productID: 2))
        #expect(buy.routes == [.cart])
    }
}
