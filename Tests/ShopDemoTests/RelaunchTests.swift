import CoordinatorKit
import CoordinatorKitTesting
import Foundation
import ShopDemoCore
import ShopExample
import Testing

/// The demo's `relaunch`: the navigation and the coordinators that own it are saved and made
/// again in a new navigator, as after iOS terminated the app in the background.
@MainActor
@Suite struct Relaunching {
    @Test func midPurchaseTheAppComesBackInTheSheetWithTheCartAsItWas() throws {
        let demo = DemoSession.signedIn()
        demo.send("1", "1", "2", "1")   // Espresso Machine, buy now, one more, to shipping
        let tree = demo.tree
        let coordinators = demo.navigator.coordinatorTreeDescription
        let oldNavigator = demo.navigator

        let output = demo.handle("relaunch")

        #expect(output.hasPrefix("Relaunched:"))
        #expect(demo.navigator !== oldNavigator)
        #expect(demo.tree == tree)
        #expect(demo.navigator.coordinatorTreeDescription == coordinators)
        #expect(demo.buyFlow?.checkout.cart.lines.first?.quantity == 2)
        #expect(demo.host.shownState == demo.navigator.state)
    }

    @Test func discardingTheCartAfterARelaunchClosesTheSheetAsBefore() throws {
        let demo = DemoSession.signedIn()
        demo.send("1", "1", "2", "1", "dismiss")   // one more in the cart, swiped: "Discard your cart?"
        #expect(demo.navigator.state.question?.question.title == "Discard your cart?")
        _ = demo.handle("relaunch")
        #expect(demo.navigator.state.question?.question.title == "Discard your cart?")
        weak let buy = demo.buyFlow

        demo.send("1")   // Discard

        #expect(buy == nil)
        #expect(demo.navigator.state.layers.count == 1)
        #expect(demo.host.shownState == demo.navigator.state)
    }

    @Test func keepingTheCartAfterARelaunchKeepsTheSheet() throws {
        let demo = DemoSession.signedIn()
        demo.send("1", "1", "2", "1", "dismiss", "relaunch")
        let restored = demo.navigator.state

        demo.send("2")   // Keep shopping

        #expect(demo.buyFlow?.status == .running)
        #expect(demo.navigator.state.layers.map(\.id) == restored.layers.map(\.id))
        #expect(demo.navigator.state.question == nil)
    }

    @Test func theRestoredBuyFlowStillHandsItsOrderToTheOrdersTab() throws {
        let demo = DemoSession.signedIn()
        demo.send("1", "1", "1")         // product, buy now, to shipping
        _ = demo.handle("relaunch")

        demo.send("1", "1", "1")         // standard, card, place order

        #expect(demo.buyFlow == nil)
        #expect(demo.main?.orders.list.orders.map(\.number) == [1001])
        #expect(demo.navigator.state.layers.count == 1)
    }

    @Test func loggingOutAfterARelaunchShowsTheLoginAgain() {
        let demo = DemoSession.signedIn()
        _ = demo.handle("relaunch")
        demo.send("tab 3", "2", "1")     // profile, log out, confirm
        #expect(demo.tree == "root stack: [welcome]")
        #expect(demo.app.session.user == nil)
    }

    @Test func aRelaunchedLoginStillSignsIn() {
        let demo = DemoSession()
        demo.send("1")
        _ = demo.handle("relaunch")
        demo.send("1")                   // sign in as Ada
        #expect(demo.main != nil)
        #expect(demo.app.session.user?.name == "Ada")
    }
}

@MainActor
@Suite struct RelaunchingWithAQuestion {
    @Test func theSaveDialogComesBackAndItsAnswerStillSaves() {
        let demo = DemoSession.signedIn()
        demo.send("tab 3", "1", "1", "1", "dismiss")   // notifications off, unsaved; the dialog asks
        #expect(demo.navigator.state.question != nil)
        let relaunched = demo.handle("relaunch")
        #expect(relaunched.contains("╔══ Save your change?  (confirmation dialog)"))
        demo.send("1")                                 // Save
        #expect(demo.app.session.notificationsEnabled == false)
        #expect(demo.navigator.state.question == nil)
        #expect(demo.tree.hasSuffix("fullScreenCover stack: [settings]"))
    }
}
