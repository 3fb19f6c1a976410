import CoordinatorKit
import CoordinatorKitTesting
import Foundation
import ShopDemoCore
import ShopExample
import Testing

/// The shop's links cross every boundary: tabs, pushes, a child flow in a sheet, a full-screen
/// cover, and the login that comes first while signed out.
@MainActor
@Suite struct ShopLinks {
    /// Ada, signed in, with order #1001 placed through the buy flow.
    private func withAnOrder() -> DemoSession {
        let demo = DemoSession.signedIn()
        demo.send("1", "1", "1", "1", "1", "1")  // product, buy now, shipping, standard, card, place order
        demo.send("tab 1", "tab 1")               // back to the catalog's list
        return demo
    }

    private func open(_ text: String, in demo: DemoSession) throws -> DeepLinkResult {
        try demo.navigator.open(DeepLink(#require(URL(string: text))))
    }

    @Test func aProductLandsInTheCatalogTabOverWhateverWasShown() throws {
        let demo = withAnOrder()
        demo.send("tab 2", "1")   // an order open in the Orders tab

        _ = try open("shop://products/2", in: demo)

        #expect(demo.tree == """
            root tabs: *catalog: [productList] > [product(id: 2)]
                        orders: [orderList] > [order(number: 1001)]
                        profile: [profile]
            """)
        #expect(demo.host.shownState == demo.navigator.state)
    }

    @Test func aProductsReviewsAndAnOrder() throws {
        let demo = withAnOrder()
        _ = try open("shop://products/1/reviews", in: demo)
        _ = try open("https://coffee.example/orders/1001", in: demo)
        #expect(demo.tree == """
            root tabs:  catalog: [productList] > [product(id: 1)] > [reviews(productID: 1)]
                       *orders: [orderList] > [order(number: 1001)]
                        profile: [profile]
            """)
    }

    @Test func theBuySheetStartsTheBuyFlowAsAChildOfTheCatalog() throws {
        let demo = DemoSession.signedIn()
        _ = try open("shop://products/1/buy", in: demo)
        #expect(demo.buyFlow?.routes == [.cart])
        #expect(demo.navigator.state.layers.map(\.presentation) == [.root, .sheet])
        #expect(demo.main?.catalog.routes == [.productList, .product(id: 1)])
    }

    @Test func aLinkClosesTheSheetAndCoverAboveTheTabs() throws {
        let demo = withAnOrder()
        _ = try open("shop://products/1/buy", in: demo)
        _ = try open("shop://settings", in: demo)
        #expect(demo.buyFlow == nil)
        #expect(demo.navigator.state.layers.map(\.presentation) == [.root, .fullScreenCover])
        _ = try open("shop://orders/1001", in: demo)
        #expect(demo.navigator.state.layers.map(\.presentation) == [.root])
        #expect(demo.main?.orders.routes == [.orderList, .order(number: 1001)])
        #expect(demo.host.shownState == demo.navigator.state)
    }

    @Test func signedOutTheLinkWaitsForTheLoginAndOpensAfterIt() throws {
        let demo = DemoSession()
        let result = try open("shop://products/1/buy", in: demo)
        guard case .redirected = result else { Issue.record("\(result)"); return }
        #expect(demo.tree == "root stack: [welcome]")

        demo.send("1", "1")   // continue, sign in as Ada

        #expect(demo.buyFlow?.routes == [.cart])
        #expect(demo.main?.catalog.routes == [.productList, .product(id: 1)])
    }

    @Test(arguments: ["shop://products/99", "shop://products/two", "shop://orders/5", "shop://nowhere", "shop://products/1/nowhere"])
    func aLinkTheShopCannotShowIsATypedErrorAndChangesNothing(_ text: String) throws {
        let demo = DemoSession.signedIn()
        demo.send("1")
        let before = demo.navigator.state
        #expect(throws: DeepLinkError.self) { try open(text, in: demo) }
        #expect(demo.navigator.state == before)
    }

    @Test func theDemoOpensLinksAndSaysWhyOneFails() {
        let demo = withAnOrder()
        #expect(demo.handle("open shop://products/99") == "Cannot open /products/99: CatalogCoordinator does not allow product(id: 99): the catalog has no product 99. Nothing changed.")
        #expect(demo.handle("open shop://products/%ZZ").hasPrefix("Cannot open"))
        #expect(demo.handle("open /orders/1001").contains("Order #1001"))
        #expect(demo.handle("open") == DemoCommand.hint(for: "open"))
    }
}
