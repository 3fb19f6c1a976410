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

    @Test func builtInTourEndsOnTheIPadsColumnsWithOnlyTheDeliberateMistake() {
        let demo = DemoSession()
        let transcript = DemoScript.tour.transcript(in: demo)
        #expect(demo.tree == """
            root split: *sidebar: [productList]  (automatic)
                        *detail: [product(id: 3)]
            """)
        #expect(demo.app.layout == .columns)
        #expect(demo.app.shop.orders.map(\.number) == [1001])
        let hints = transcript.split(separator: "\n").filter { $0.hasPrefix("Unknown command") }
        #expect(hints == [#"Unknown command "fly". Type a number, back, swipe, swipe-cancel, dismiss, drag medium|large, tab N, open URL, relaunch, ipad, iphone, width compact|regular, tree, history, back N, forward N, export, import DATA, window open URL, windows, window N, window close, help or quit."#])
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
        // Buy in a sheet at half height; drag it to the whole screen, and finish.
        ("1", """
            root  tabs: *catalog: [productList] > [product(id: 1)]
                         orders: [orderList]
                         profile: [profile]
            sheet stack: [cart]  (detents: medium, large; grabber)
            """),
        ("drag large", """
            root  tabs: *catalog: [productList] > [product(id: 1)]
                         orders: [orderList]
                         profile: [profile]
            sheet stack: [cart]  (detents: medium, large; at large; grabber)
            """),
        ("1", """
            root  tabs: *catalog: [productList] > [product(id: 1)]
                         orders: [orderList]
                         profile: [profile]
            sheet stack: [cart] > [shipping]  (detents: medium, large; at large; grabber)
            """),
        ("2", """
            root  tabs: *catalog: [productList] > [product(id: 1)]
                         orders: [orderList]
                         profile: [profile]
            sheet stack: [cart] > [shipping] > [payment]  (detents: medium, large; at large; grabber)
            """),
        ("swipe", """
            root  tabs: *catalog: [productList] > [product(id: 1)]
                         orders: [orderList]
                         profile: [profile]
            sheet stack: [cart] > [shipping]  (detents: medium, large; at large; grabber)
            """),
        ("1", """
            root  tabs: *catalog: [productList] > [product(id: 1)]
                         orders: [orderList]
                         profile: [profile]
            sheet stack: [cart] > [shipping] > [payment]  (detents: medium, large; at large; grabber)
            """),
        ("1", """
            root  tabs: *catalog: [productList] > [product(id: 1)]
                         orders: [orderList]
                         profile: [profile]
            sheet stack: [cart] > [shipping] > [payment] > [confirmation]  (detents: medium, large; at large; grabber)
            """),
        ("tab 2", """
            root  tabs: *catalog: [productList] > [product(id: 1)]
                         orders: [orderList]
                         profile: [profile]
            sheet stack: [cart] > [shipping] > [payment] > [confirmation]  (detents: medium, large; at large; grabber)
            """),
        // Placed: the sheet closes on the product, and the Orders tab counts the order on its badge.
        ("1", """
            root tabs: *catalog: [productList] > [product(id: 1)]
                        orders: [orderList] > [order(number: 1001)]  (badge 1)
                        profile: [profile]
            """),
        // Opening the Orders tab clears its badge.
        ("tab 2", """
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
            sheet stack: [cart]  (detents: medium, large; grabber)
            """),
        ("1", """
            root  tabs: *catalog: [productList] > [product(id: 1)]
                         orders: [orderList]
                         profile: [profile]
            sheet stack: [cart] > [shipping]  (detents: medium, large; grabber)
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
        // Settings cover the whole screen; the notifications editor locks its sheet while a change is unsaved.
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
        ("1", """
            root            tabs:  catalog: [productList]
                                   orders: [orderList]
                                  *profile: [profile]
            fullScreenCover stack: [settings]
            sheet           stack: [editor]  (detents: medium, large; grabber)
            """),
        ("1", """
            root            tabs:  catalog: [productList]
                                   orders: [orderList]
                                  *profile: [profile]
            fullScreenCover stack: [settings]
            sheet           stack: [editor]  (detents: medium, large; grabber; locked)
            """),
        // A swipe down on the locked sheet asks whether to save or discard, in a confirmation dialog.
        ("dismiss", """
            root            tabs:  catalog: [productList]
                                   orders: [orderList]
                                  *profile: [profile]
            fullScreenCover stack: [settings]
            sheet           stack: [editor]  (detents: medium, large; grabber; locked)
            question confirmationDialog "Save your change?" ["Save", "Discard" (destructive), "Keep editing" (cancel)]
            """),
        ("3", """
            root            tabs:  catalog: [productList]
                                   orders: [orderList]
                                  *profile: [profile]
            fullScreenCover stack: [settings]
            sheet           stack: [editor]  (detents: medium, large; grabber; locked)
            """),
        ("2", """
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
        // Log out, once confirmed.
        ("2", """
            root tabs:  catalog: [productList]
                        orders: [orderList]
                       *profile: [profile]
            question confirmationDialog "Log out?" ["Log out" (destructive), "Stay signed in" (cancel)]
            """),
        ("1", "root stack: [welcome]"),
        ("fly", "root stack: [welcome]"),
    ]
}
