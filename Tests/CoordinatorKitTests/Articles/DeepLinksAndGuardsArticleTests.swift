import CoordinatorKit
import CoordinatorKitTesting
import Foundation
import Testing

// The code of the DocC article "Deep links and guards" (DeepLinksAndGuards.md), verbatim but for
// the enclosing type, the stubs it leaves undefined and the assertions. DocumentationMirror checks
// that each line of the article's code is here.
@MainActor
@Suite struct DeepLinksAndGuardsArticle {
    enum MainTab: Hashable, Sendable { case catalog, orders }
    enum CatalogRoute: Route { case productList, product(id: Int) }
    enum BuyRoute: Route { case cart }
    enum OrderRoute: Route { case orderList, cancelOrder }
    enum LoginRoute: Route { case signIn }

    final class LoginCoordinator: Coordinator<LoginRoute> {
        override func start() { show(.signIn) }
    }

    final class BuyCoordinator: Coordinator<BuyRoute> {
        let productID: Int
        init(productID: Int) {
            self.productID = productID
            super.init()
        }
        override func start() { show(.cart) }
    }

    final class OrdersCoordinator: Coordinator<OrderRoute> {
        override func start() { show(.orderList) }

        override func decision(for route: OrderRoute) -> RouteDecision {
            guard case .cancelOrder = route else { return .allow }
            return .confirm(Question("Cancel this order?", style: .confirmationDialog,
                                     choices: [.destructive("Cancel order", true), .cancel("Keep it", false)]))
        }
    }

    final class AppCoordinator: AnyCoordinator {
        var signedIn = true
        override func start() {
            if signedIn {
                startChild(MainTabsCoordinator([.catalog: CatalogCoordinator(), .orders: OrdersCoordinator()]), as: .replacingRoot)
            } else {
                startChild(LoginCoordinator(), as: .replacingRoot)
            }
        }

        override func handle(_ link: DeepLink) throws(DeepLinkError) -> DeepLinkHandling {
            guard let current = children.first else { return try super.handle(link) }
            // Signed out: the link waits for the login, and opens once the user signed in.
            if current is LoginCoordinator { return .waitFor(current) }
            return .forward(link, to: current)
        }
    }

    final class MainTabsCoordinator: TabCoordinator<MainTab> {
        override func handle(_ link: DeepLink) throws(DeepLinkError) -> DeepLinkHandling {
            if link.first == "products" { return try forward(link, toTab: .catalog) }
            return try super.handle(link)   // `/orders/…` selects the tab named `orders`
        }
    }

    final class CatalogCoordinator: Coordinator<CatalogRoute> {
        override func start() { show(.productList) }

        override func handle(_ link: DeepLink) throws(DeepLinkError) -> DeepLinkHandling {
            guard let match = link.match("/products/:id/*") else { return try super.handle(link) }
            let id = try match.parameter("id", as: Int.self)
            setStack([.productList, .product(id: id)])
            if match.rest.first == "buy" {
                let buy = BuyCoordinator(productID: id)
                startChild(buy, as: .sheet)
                return .forward(match.rest.dropping(1), to: buy)
            }
            return .handled
        }

        override func link(for route: CatalogRoute) -> DeepLink? {
            guard case .product(let id) = route else { return nil }
            return DeepLink(segments: ["products", "\(id)"])
        }
    }

    @Test func aLinkIsForwardedToTheTabAndTheBuyFlow() throws {
        let navigator = Navigator()
        let host = HeadlessHost()
        navigator.attach(host)
        navigator.start(AppCoordinator())
        try navigator.open(URL(string: "shop://products/3/buy")!)
        #expect(host.treeDescription.contains("[productList] > [product(id: 3)]"))
        #expect(host.treeDescription.contains("sheet stack: [cart]"))
        #expect(host.shownState == navigator.state)
    }

    @Test func theScreenOnTopWritesItsLink() throws {
        let navigator = Navigator()
        navigator.attach(HeadlessHost())
        navigator.start(AppCoordinator())
        #expect(navigator.link() == nil, "the product list writes no link")
        try navigator.open(URL(string: "shop://products/12")!)
        let url = navigator.link()?.url(scheme: "https", host: "shop.example")
        #expect(url?.absoluteString == "https://shop.example/products/12")
        #expect(try DeepLink(#require(url)) == DeepLink(segments: ["products", "12"]))
    }

    /// A scene session's identity, as UIKit gives it.
    struct SceneSession { let persistentIdentifier: String }

    @Test func aLinkGoesToTheWindowThatShowsIt() throws {
        let opened = Navigator()
        opened.attach(HeadlessHost())
        opened.start(AppCoordinator())
        try opened.open(URL(string: "shop://products/12")!)
        let windows = Windows()
        windows.connect(opened, as: WindowID("products"))

        let navigator = Navigator()
        navigator.attach(HeadlessHost())
        navigator.start(AppCoordinator())
        let session = SceneSession(persistentIdentifier: "new")
        windows.connect(navigator, as: WindowID(session.persistentIdentifier))
        #expect(windows.mostRecent == WindowID("new"))
        let url = URL(string: "shop://products/12/buy")!
        let result = try windows.open(url)
        #expect(result.window == WindowID("products"), "the window showing /products/12 takes it")
        #expect(opened.state.layers.count == 2, "its buy flow shows a sheet")
        #expect(navigator.state.layers.count == 1)
        withKnownIssue("no opener yet") {
            windows.openWindow(showing: DeepLink(segments: ["products", "12"]))
        }
        windows.close(WindowID(session.persistentIdentifier))
        #expect(navigator.rootCoordinator == nil)
        #expect(windows.ids == [WindowID("products")])
    }

    @Test func linksFromElsewhereAreRefused() throws {
        let navigator = Navigator()
        navigator.attach(HeadlessHost())
        navigator.start(AppCoordinator())
        navigator.acceptedLinks = AcceptedLinks(schemes: ["shop"], hosts: ["shop.example", "*.shop.example"])

        #expect(throws: DeepLinkError.self) {
            try navigator.open(DeepLink(string: "https://evil.example/orders/1001"))  // throws: notAccepted
        }
    }

    @Test func cancellingAnOrderAsksFirst() throws {
        let navigator = Navigator()
        let host = HeadlessHost()
        navigator.attach(host)
        let orders = OrdersCoordinator()
        navigator.start(orders)
        orders.show(.cancelOrder)
        #expect(orders.routes == [.orderList])
        #expect(host.tapChoice("Cancel order"))
        #expect(orders.routes == [.orderList, .cancelOrder])
    }
}
