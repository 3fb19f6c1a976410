import CoordinatorKit
import ShopDemoCore
import ShopExample
import Testing

@MainActor
@Suite struct FinishingABuy {
    @Test func placedOrderReachesTheOrdersListAndTheFlowIsReleased() {
        let demo = DemoSession.signedIn()
        demo.send("1", "1")  // Espresso Machine, Buy now
        weak let buy = demo.buyFlow
        #expect(buy != nil)
        demo.send("1", "1", "1")  // shipping, standard, card
        #expect(demo.tree == """
            root  tabs: *catalog: [productList] > [product(id: 1)]
                         orders: [orderList]
                         profile: [profile]
            sheet stack: [cart] > [shipping] > [payment] > [confirmation]  (detents: medium, large; grabber)
            """)
        let placed = demo.handle("1")  // Place order
        #expect(buy == nil)
        #expect(demo.main?.catalog.children.isEmpty == true)
        #expect(demo.main?.orders.list.orders.map(\.number) == [1001])

        // The sheet closes on the product, which thanks the user; the Orders tab counts the order.
        #expect(placed.hasPrefix("┌── Espresso Machine\n│ Thank you: order #1001 is placed. It is in the Orders tab.\n"))
        #expect(placed.contains("2 orders (1)"))
        #expect(demo.tree == """
            root tabs: *catalog: [productList] > [product(id: 1)]
                        orders: [orderList] > [order(number: 1001)]  (badge 1)
                        profile: [profile]
            """)
        #expect(demo.handle("tab 2").hasPrefix("┌── Order #1001\n│ Thank you: your order is placed.\n│ 1 x Espresso Machine\n"))
        let orders = demo.handle("back")
        #expect(orders.contains("│ #1001: 1 x Espresso Machine, $249.00 (new)"))
        #expect(orders.contains("│ [1] Order #1001"))
    }
}

@MainActor
@Suite struct CancellingABuy {
    @Test func swipingTheSheetDownCancelsAndReleasesTheFlow() {
        let demo = DemoSession.signedIn()
        demo.send("2", "1", "1")  // Pour-over Kettle, Buy now, Continue to shipping
        weak let buy = demo.buyFlow
        #expect(buy != nil)
        #expect(demo.handle("dismiss").contains("┌── Pour-over Kettle"))
        #expect(buy == nil)
        #expect(demo.tree == """
            root tabs: *catalog: [productList] > [product(id: 2)]
                        orders: [orderList]
                        profile: [profile]
            """)
        #expect(demo.app.shop.orders.isEmpty)
        #expect(demo.handle("tab 2").contains("No orders yet"))
    }

    @Test func theCancelButtonDismissesTheSheetAndReleasesTheFlow() {
        let demo = DemoSession.signedIn()
        demo.send("3", "2", "1")  // Coffee Grinder, Read reviews, Buy now
        weak let buy = demo.buyFlow
        #expect(demo.tree.hasSuffix("sheet stack: [cart]  (detents: medium, large; grabber)"))
        demo.send("3")  // Cancel
        #expect(buy == nil)
        #expect(demo.tree == """
            root tabs: *catalog: [productList] > [product(id: 3)] > [reviews(productID: 3)]
                        orders: [orderList]
                        profile: [profile]
            """)
    }

    @Test func swipingBackInsideTheSheetStaysInTheFlow() {
        let demo = DemoSession.signedIn()
        demo.send("1", "1", "1")
        weak let buy = demo.buyFlow
        demo.send("swipe")
        #expect(demo.tree.hasSuffix("sheet stack: [cart]  (detents: medium, large; grabber)"))
        #expect(demo.handle("back") == "This is the first screen of its stack: there is nothing to go back to.")
        #expect(buy?.status == .running)
    }
}

@MainActor
@Suite struct OrdersRefresh {
    @Test func theListIsRefreshedWhenABuyFinishesNotBefore() {
        let shop = Shop()
        let demo = DemoSession(shop: shop, session: Session(user: User(name: "Ada")))
        demo.send("1", "1", "1", "2", "2", "1")  // express, gift card, Place order
        #expect(shop.orders.map(\.total) == [Money(cents: 25_800)])
        #expect(demo.main?.orders.list.newOrderNumbers == [1001])

        // An order placed behind the list's back shows up only after a refresh.
        var checkout = Checkout(cart: Cart(shop.products[2]), customer: User(name: "Ada"))
        checkout.shipping = .standard
        checkout.payment = .card
        _ = shop.placeOrder(checkout)
        demo.send("tab 2")
        #expect(!demo.handle("back").contains("#1002"))
        let refreshed = demo.handle("2")  // Refresh
        #expect(refreshed.contains("│ #1002: 1 x Coffee Grinder, $129.00 (new)"))
        #expect(refreshed.contains("│ #1001: 1 x Espresso Machine, $258.00\n"))
    }
}

/// The buy sheet's leave guard: once the user added to the cart, a swipe down, a link or
/// another flow's code asks "Discard your cart?" before the sheet goes.
@MainActor
@Suite struct AskingBeforeTheCartGoes {
    @Test func aSwipeDownAsksAndTheSheetStaysUntilTheUserDiscards() {
        let demo = DemoSession.signedIn()
        demo.send("2", "1", "2", "1")  // Pour-over Kettle, Buy now, Add one more, Continue to shipping
        weak let buy = demo.buyFlow
        let sheet = demo.navigator.state
        let asked = demo.handle("dismiss")
        #expect(asked.hasPrefix("The sheet stays: its flow asks before it goes.\n╔══ Discard your cart?"))
        #expect(demo.navigator.state.layers.map(\.id) == sheet.layers.map(\.id))
        demo.send("2")  // Keep shopping
        #expect(demo.navigator.state == sheet)
        #expect(buy?.status == .running)
        demo.send("dismiss", "1")  // Discard
        #expect(buy == nil)
        #expect(demo.tree == """
            root tabs: *catalog: [productList] > [product(id: 2)]
                        orders: [orderList]
                        profile: [profile]
            """)
    }

    @Test func aCartAsItOpenedGoesWithoutAsking() {
        let demo = DemoSession.signedIn()
        demo.send("2", "1", "1")  // Pour-over Kettle, Buy now, Continue to shipping
        #expect(demo.handle("dismiss").hasPrefix("┌── Pour-over Kettle"))
        #expect(demo.buyFlow == nil)
    }

    @Test func aLinkToAnotherTabAsksAndOpensOnceTheUserDiscards() throws {
        let demo = DemoSession.signedIn()
        demo.send("2", "1", "2")  // Pour-over Kettle, Buy now, Add one more
        weak let buy = demo.buyFlow
        #expect(demo.handle("open shop://products/3/reviews").contains("Discard your cart?"))
        #expect(buy?.status == .running)
        demo.send("1")  // Discard
        #expect(buy == nil)
        #expect(demo.navigator.state.layers.count == 1)
    }

    @Test func goingBackInsideTheSheetKeepsTheCartWithoutAsking() {
        let demo = DemoSession.signedIn()
        demo.send("2", "1", "2", "1")
        #expect(demo.handle("back").hasPrefix("┌── Cart"))
        #expect(demo.navigator.state.question == nil)
        #expect(demo.buyFlow?.checkout.cart.itemCount == 2)
    }
}
