import CoordinatorKit
import ShopDemoCore
import ShopExample
import Testing

@MainActor
@Suite struct LoggingIn {
    @Test func loginFlowEndsAndIsReleasedWhenTheTabsReplaceIt() {
        let demo = DemoSession()
        weak let login = demo.app.children.first as? LoginCoordinator
        #expect(login != nil)
        demo.send("1", "2")  // Continue, Sign in as Grace
        #expect(login == nil)
        #expect(demo.app.session.user == User(name: "Grace"))
        #expect(demo.app.children.count == 1)
        #expect(demo.handle("tab 3").contains("│ Signed in as Grace"))
    }

    @Test func aSignedInUserStartsOnTheTabs() {
        let demo = DemoSession.signedIn()
        #expect(demo.tree == """
            root tabs: *catalog: [productList]
                        orders: [orderList]
                        profile: [profile]
            """)
    }
}

@MainActor
@Suite struct LoggingOut {
    @Test func logoutEndsTheMainFlowAndReleasesEveryTab() {
        let demo = DemoSession.signedIn()
        demo.send("1", "1")  // a buy flow is open in the catalog tab
        weak let main = demo.main
        weak let catalog = demo.main?.catalog
        weak let buy = demo.buyFlow
        demo.send("dismiss", "tab 3", "2", "1")  // Log out, and confirm
        #expect(demo.tree == "root stack: [welcome]")
        #expect(main == nil)
        #expect(catalog == nil)
        #expect(buy == nil)
        #expect(demo.app.session.user == nil)
        #expect(demo.app.children.count == 1)
    }

    @Test func logOutAsksFirstAndStayingKeepsEverything() {
        let demo = DemoSession.signedIn()
        weak let main = demo.main
        let asked = demo.handle("tab 3") + demo.handle("2")
        #expect(asked.contains("╔══ Log out?  (confirmation dialog)\n║ Your cart stays on this device."))
        #expect(asked.contains("║ [1] Log out  (destructive)\n║ [2] Stay signed in  (cancel)"))
        #expect(demo.handle("tab 1") == "A question is shown: answer it first, with 1 to 2.")
        demo.send("2")  // Stay signed in
        #expect(demo.navigator.state.question == nil)
        #expect(main != nil)
        #expect(demo.app.session.user != nil)
        #expect(demo.tree.hasPrefix("root tabs:"))
    }

    @Test func signingInAgainShowsFreshTabs() {
        let demo = DemoSession.signedIn()
        demo.send("1", "tab 3", "2", "1", "1", "1")  // log out and confirm, then back in as Ada
        #expect(demo.tree == """
            root tabs: *catalog: [productList]
                        orders: [orderList]
                        profile: [profile]
            """)
    }
}

@MainActor
@Suite struct SettingsCoverTheScreen {
    @Test func settingsArePresentedFullScreenAndClosedByTheirOwnButton() {
        let demo = DemoSession.signedIn()
        let settings = demo.handle("tab 3") + demo.handle("1")
        #expect(settings.contains("┌── Settings  (full-screen cover)"))
        #expect(demo.handle("tab 1") == "The tab bar is covered by a full-screen cover; close it first.")
        #expect(demo.handle("dismiss") == "A full-screen cover cannot be swiped down; use one of its actions.")
        demo.send("1", "1", "2")  // Order notifications, turn them off, Save
        #expect(demo.screen.renderScreen().contains("│ Order notifications: off"))
        demo.send("3")  // Done
        #expect(demo.tree == """
            root tabs:  catalog: [productList]
                        orders: [orderList]
                       *profile: [profile]
            """)
        #expect(demo.main?.profile.status == .running)
    }
}

@MainActor
@Suite struct TheNextUser {
    @Test func seesOnlyTheirOwnOrdersAndSettings() {
        let demo = DemoSession.signedIn()                       // Ada
        demo.send("1", "1", "1", "1", "1", "1")                 // buys an Espresso Machine: #1001
        demo.send("tab 3", "1", "1", "1", "2", "3")             // turns notifications off, saves
        demo.send("2", "1", "1", "2")                           // logs out, confirms; Grace signs in

        #expect(demo.app.session.user == User(name: "Grace"))
        #expect(demo.main?.orders.list.orders.isEmpty == true)
        #expect(demo.handle("tab 2").contains("│ No orders yet: buy something in the Catalog."))
        #expect(demo.handle("open shop://orders/1001").hasPrefix("Cannot open /orders/1001"))
        #expect(demo.handle("tab 3").contains("│ Order notifications: on"))

        demo.send("2", "1", "1", "1")                           // Grace logs out, confirms; Ada signs in again
        #expect(demo.main?.orders.list.orders.map(\.number) == [1001])
        #expect(demo.handle("tab 3").contains("│ Order notifications: off"))
    }
}
