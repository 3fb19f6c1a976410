import CoordinatorKit
import CoordinatorKitTesting
import ShopDemoCore
import ShopExample
import Testing

/// The whole tour, one command at a time, with the navigation state after each.
@MainActor
@Suite struct Tour {
    @Test func everyStepLeavesTheExpectedState() {
        let demo = DemoSession()
        #expect(demo.tree == "root stack: [welcome]")
        for (index, step) in Self.steps.enumerated() {
            _ = demo.handle(step.command)
            #expect(demo.tree == step.tree, "step \(index + 1): \(step.command)")
            #expect(demo.host.shownState == demo.navigator.state, "step \(index + 1): the host shows the state")
        }
    }

    @Test func builtInTourEndsLoggedOutWithOnlyTheDeliberateMistake() {
        let demo = DemoSession()
        let transcript = DemoScript.tour.transcript(in: demo)
        #expect(demo.tree == "root stack: [welcome]")
        #expect(demo.app.session.user == nil)
        #expect(demo.app.shop.orders.map(\.number) == [1001])
        let hints = transcript.split(separator: "\n").filter { $0.hasPrefix("Unknown command") }
        #expect(hints == [#"Unknown command "fly". Type a number, back, swipe, swipe-cancel, dismiss, tab N, open URL, relaunch, tree, help or quit."#])
    }

    static let steps: [(command: String, tree: String)] = [
        // Login: onboarding, then sign-in; a cancelled swipe changes nothing.
        ("1", "root stack: [welcome] > [signIn]"),
        ("swipe-cancel", "root stack: [welcome] > [signIn]"),
        ("1", """
            root tabs: *catalog: [productList]
                        orders: [orderList]
                        profile: [profile]
            """),
        // Browse.
        ("1", """
            root tabs: *catalog: [productList] > [product(id: 1)]
                        orders: [orderList]
                        profile: [profile]
            """),
        ("2", """
            root tabs: *catalog: [productList] > [product(id: 1)] > [reviews(productID: 1)]
                        orders: [orderList]
                        profile: [profile]
            """),
        ("back", """
            root tabs: *catalog: [productList] > [product(id: 1)]
                        orders: [orderList]
                        profile: [profile]
            """),
        // Buy in a sheet, and finish.
        ("1", """
            root  tabs: *catalog: [productList] > [product(id: 1)]
                         orders: [orderList]
                         profile: [profile]
            sheet stack: [cart]
            """),
        ("1", """
            root  tabs: *catalog: [productList] > [product(id: 1)]
                         orders: [orderList]
                         profile: [profile]
            sheet stack: [cart] > [shipping]
            """),
        ("2", """
            root  tabs: *catalog: [productList] > [product(id: 1)]
                         orders: [orderList]
                         profile: [profile]
            sheet stack: [cart] > [shipping] > [payment]
            """),
        ("swipe", """
            root  tabs: *catalog: [productList] > [product(id: 1)]
                         orders: [orderList]
                         profile: [profile]
            sheet stack: [cart] > [shipping]
            """),
        ("1", """
            root  tabs: *catalog: [productList] > [product(id: 1)]
                         orders: [orderList]
                         profile: [profile]
            sheet stack: [cart] > [shipping] > [payment]
            """),
        ("1", """
            root  tabs: *catalog: [productList] > [product(id: 1)]
                         orders: [orderList]
                         profile: [profile]
            sheet stack: [cart] > [shipping] > [payment] > [confirmation]
            """),
        ("tab 2", """
            root  tabs: *catalog: [productList] > [product(id: 1)]
                         orders: [orderList]
                         profile: [profile]
            sheet stack: [cart] > [shipping] > [payment] > [confirmation]
            """),
        // Placed: the Orders tab shows the order.
        ("1", """
            root tabs:  catalog: [productList] > [product(id: 1)]
                       *orders: [orderList] > [order(number: 1001)]
                        profile: [profile]
            """),
        ("back", """
            root tabs:  catalog: [productList] > [product(id: 1)]
                       *orders: [orderList]
                        profile: [profile]
            """),
        // Another buy, swiped down.
        ("tab 1", """
            root tabs: *catalog: [productList] > [product(id: 1)]
                        orders: [orderList]
                        profile: [profile]
            """),
        ("1", """
            root  tabs: *catalog: [productList] > [product(id: 1)]
                         orders: [orderList]
                         profile: [profile]
            sheet stack: [cart]
            """),
        ("1", """
            root  tabs: *catalog: [productList] > [product(id: 1)]
                         orders: [orderList]
                         profile: [profile]
            sheet stack: [cart] > [shipping]
            """),
        ("dismiss", """
            root tabs: *catalog: [productList] > [product(id: 1)]
                        orders: [orderList]
                        profile: [profile]
            """),
        // Tabs: reselecting pops to the root; back at the root changes nothing.
        ("tab 1", """
            root tabs: *catalog: [productList]
                        orders: [orderList]
                        profile: [profile]
            """),
        ("back", """
            root tabs: *catalog: [productList]
                        orders: [orderList]
                        profile: [profile]
            """),
        // Settings cover the whole screen.
        ("tab 3", """
            root tabs:  catalog: [productList]
                        orders: [orderList]
                       *profile: [profile]
            """),
        ("1", """
            root            tabs:  catalog: [productList]
                                   orders: [orderList]
                                  *profile: [profile]
            fullScreenCover stack: [settings]
            """),
        ("2", """
            root            tabs:  catalog: [productList]
                                   orders: [orderList]
                                  *profile: [profile]
            fullScreenCover stack: [settings] > [about]
            """),
        ("back", """
            root            tabs:  catalog: [productList]
                                   orders: [orderList]
                                  *profile: [profile]
            fullScreenCover stack: [settings]
            """),
        ("dismiss", """
            root            tabs:  catalog: [productList]
                                   orders: [orderList]
                                  *profile: [profile]
            fullScreenCover stack: [settings]
            """),
        ("3", """
            root tabs:  catalog: [productList]
                        orders: [orderList]
                       *profile: [profile]
            """),
        // Log out.
        ("2", "root stack: [welcome]"),
        ("fly", "root stack: [welcome]"),
    ]
}
