import CoordinatorKit
import CoordinatorFixtures
import CoordinatorKitTesting
import Foundation
import Testing

// The README's first example, verbatim but for the enclosing function and the assertions.
@MainActor
@Suite struct ReadmeExample {
    private enum MapRoute: Route {
        case map
        case city(named: String)
        case settings

        var presentation: Presentation? { self == .settings ? .sheet : nil }
    }

    private final class MapCoordinator: Coordinator<MapRoute> {
        override func start() { show(.map) }
    }

    private enum CartRoute: Route {
        case cart, settings

        var presentation: Presentation? { self == .cart ? .sheet : .fullScreenCover }
        var presentationOptions: PresentationOptions {
            self == .cart ? PresentationOptions(detents: [.medium, .large], showsGrabber: true) : .init()
        }
    }

    private final class SettingsCoordinator: Coordinator<CartRoute> {
        var attempts = 0
        override func start() { push(.settings) }
        func didEdit() { updatePresentationOptions { $0.isInteractiveDismissDisabled = true } }
        override func userDidAttemptToDismiss() { attempts += 1 /* ask: save or discard? */ }
    }

    private enum HomeTab: Hashable, Sendable, TabItemProviding {
        case shop, orders
        var tabItem: TabItem {
            self == .shop ? TabItem("Shop", systemImage: "cup.and.saucer") : TabItem("Orders", systemImage: "bag")
        }
    }

    private final class CartFlow: Coordinator<CartRoute> {
        override func start() { push(.cart) }
    }

    @Test func presentationOptionsAsTheReadmeSays() throws {
        let navigator = Navigator()
        let host = HeadlessHost()
        navigator.attach(host)
        let tabs = TabCoordinator<HomeTab>([.shop: CartFlow(), .orders: CartFlow()])
        navigator.start(tabs)
        tabs.setBadge("2", for: .orders)
        #expect(host.treeDescription.contains("orders: [cart]  (badge 2)"))
        let shop = try #require(tabs.coordinator(for: .shop) as? CartFlow)
        shop.show(.cart)
        #expect(navigator.state.top?.options.detents == [.medium, .large])
        #expect(host.dragSheet(to: .large))
        shop.dismiss()
        let settings = SettingsCoordinator()
        shop.startChild(settings, as: .fullScreenCover)
        settings.didEdit()
        #expect(navigator.state.top?.options.isInteractiveDismissDisabled == true)
        host.swipeDown()
        #expect(settings.attempts == 0, "a full-screen cover offers no swipe-down")
        #expect(host.shownState == navigator.state)
    }

    @Test func firstCoordinatorRunsAsTheReadmeSays() {
        let navigator = Navigator()
        let host = HeadlessHost()          // UIKitHost in an app; HeadlessHost in tests and here
        navigator.attach(host)
        let map = MapCoordinator()
        navigator.start(map)
        map.show(.city(named: "El Paso"))  // pushes
        map.show(.settings)                // presents: the route asks for a sheet
        print(host.treeDescription)
        // root  stack: [map] > [city(named: "El Paso")]
        // sheet stack: [settings]
        #expect(host.treeDescription == "root  stack: [map] > [city(named: \"El Paso\")]\nsheet stack: [settings]")
        host.swipeDown()                   // the user swipes the sheet away; the state follows
        #expect(navigator.state.layers.count == 1)
    }

    private enum BuyRoute: Route { case cart }
    private struct Order: Equatable, Sendable { var total: Int }

    // The README's second example.
    private final class BuyCoordinator: Coordinator<BuyRoute>, ProducesOutput {
        typealias Output = Order
        override func start() { show(.cart) }
        func didPay(_ order: Order) { finish(with: order) }
    }

    private final class ShopCoordinator: Coordinator<MapRoute> {
        override func start() { show(.map) }
        func buy() async -> Outcome<Order> {
            let outcome = await run(BuyCoordinator(), as: .sheet)   // .finished(order) or .cancelled
            return outcome
        }
    }

    @Test func childFlowWithAResultAsTheReadmeSays() async {
        let navigator = Navigator()
        let host = HeadlessHost()
        navigator.attach(host)
        let shop = ShopCoordinator()
        navigator.start(shop)
        async let outcome = shop.buy()
        while shop.children.isEmpty { await Task.yield() }
        (shop.children.first as? BuyCoordinator)?.didPay(Order(total: 12))
        #expect(await outcome == .finished(Order(total: 12)))
    }

    // The README's deep-link example.
    private enum CatalogRoute: Route { case list, product(Int), reviews(Int) }
    private enum LoginRoute: Route { case signIn }

    @MainActor private final class Session { var user: String? }

    private final class LoginCoordinator: Coordinator<LoginRoute>, ProducesOutput {
        typealias Output = String
        let session: Session
        init(session: Session) { self.session = session }
        override func start() { show(.signIn) }
        func signIn() {
            session.user = "Ada"
            finish(with: "Ada")
        }
    }

    private final class CatalogCoordinator: Coordinator<CatalogRoute> {
        let session: Session
        init(session: Session) { self.session = session }
        override func start() { show(.list) }

        // `/products/12` and `/products/12/reviews`: this flow's part of a link.
        override func handle(_ link: DeepLink) throws(DeepLinkError) -> DeepLinkHandling {
            guard let match = link.match("/products/:id/*") else { return try super.handle(link) }
            let id = try match.parameter("id", as: Int.self)
            setStack(match.rest.first == "reviews" ? [.list, .product(id), .reviews(id)] : [.list, .product(id)])
            return .handled
        }

        // Code and links pass the same guard.
        override func decision(for route: CatalogRoute) -> RouteDecision {
            guard case .reviews = route, session.user == nil else { return .allow }
            return .redirect(to: LoginCoordinator(session: session), as: .sheet)
        }
    }

    @Test func deepLinksAndGuardsAsTheReadmeSays() throws {
        let navigator = Navigator()
        let host = HeadlessHost()
        navigator.attach(host)
        let session = Session()
        let catalog = CatalogCoordinator(session: session)
        navigator.start(catalog)
        let url = URL(string: "myapp://products/12")!

        // In the scene delegate or SwiftUI's onOpenURL:
        try navigator.open(url)

        #expect(catalog.routes == [.list, .product(12)])
        #expect(throws: DeepLinkError.self) { try navigator.open(URL(string: "myapp://products/twelve")!) }

        let result = try navigator.open(URL(string: "myapp://products/3/reviews")!)
        guard case .redirected(let login as LoginCoordinator) = result else { Issue.record("\(result)"); return }
        #expect(catalog.routes == [.list, .product(12)])
        login.signIn()
        #expect(catalog.routes == [.list, .product(3), .reviews(3)])
        #expect(host.shownState == navigator.state)
    }

    // The README's restoration example.
    private enum SavedMapRoute: Route, Codable { case map, city(named: String) }
    private final class SavedMapCoordinator: Coordinator<SavedMapRoute>, RestorableCoordinator {
        override func start() { show(.map) }
    }

    @Test func restorationAsTheReadmeSays() throws {
        typealias MapCoordinator = SavedMapCoordinator
        typealias MapRoute = SavedMapRoute
        var navigator = Navigator()
        navigator.start(MapCoordinator())
        (navigator.rootCoordinator as? MapCoordinator)?.show(.city(named: "El Paso"))

        let coordinators = CoordinatorTypes()
            .registering(MapCoordinator.self, as: "map") { _ in MapCoordinator() }

        // When the scene goes to the background:
        let data = try navigator.savedData(coordinators: coordinators)
        // At the next launch, into a new navigator: restored, or a fresh start if it cannot be.
        navigator = Navigator()
        navigator.restore(from: data, routes: RouteTypes(MapRoute.self), coordinators: coordinators, orStart: MapCoordinator())

        #expect((navigator.rootCoordinator as? MapCoordinator)?.routes == [.map, .city(named: "El Paso")])
    }
}
