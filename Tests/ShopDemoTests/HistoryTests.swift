import CoordinatorKit
import CoordinatorKitTesting
import Foundation
import ShopDemoCore
import ShopExample
import Testing

/// The demo's inspector commands: `history`, `back N`, `forward N`, `export` and `import`.
@MainActor
@Suite struct TheDemosHistory {
    @Test func historyListsTheChangesWithTheirCausesAndTheFlows() {
        let demo = DemoSession.signedIn()
        demo.send("1", "2")   // Espresso Machine, its reviews
        let history = demo.handle("history")
        #expect(history.contains("flow started: CatalogCoordinator"))
        #expect(history.contains("CatalogCoordinator: +[product(id: 1)]"))
        #expect(history.hasSuffix("CatalogCoordinator: +[reviews(productID: 1)]"), "\(history)")
        #expect(!history.contains("host:"), "the host's commands are left out")
        let lines = history.split(separator: "\n")
        #expect(lines.first?.hasPrefix("   0.000s #1 ") == true, "each line says when, from the first entry")
        let times = lines.compactMap { Double($0.prefix(8).trimmingCharacters(in: .whitespaces)) }
        #expect(times.count == lines.count && times == times.sorted(), "\(history)")
    }

    @Test func backAndForwardGoThroughTheStatesTheAppShowed() {
        let demo = DemoSession.signedIn()
        let list = demo.tree
        demo.send("1")
        let product = demo.tree
        demo.send("2")
        let reviews = demo.tree

        #expect(demo.handle("back 2").hasPrefix("Went back 2 changes."))
        #expect(demo.tree == list)
        #expect(demo.handle("forward 1").hasPrefix("Went forward 1 change."))
        #expect(demo.tree == product)
        #expect(demo.handle("forward 1").hasPrefix("Went forward 1 change."))
        #expect(demo.tree == reviews)
        #expect(demo.host.shownState == demo.navigator.state)

        let refused = demo.handle("forward 1")
        #expect(refused == "Cannot go forward 1: 1 change forward is not kept: 0 at most. Nothing changed.")
        #expect(demo.tree == reviews)
    }

    @Test func aBuyFlowThatEndedIsNotBroughtBack() {
        let demo = DemoSession.signedIn()
        demo.send("1", "1")   // the product, buy now: the buy flow's cart
        #expect(demo.buyFlow != nil)
        _ = demo.handle("back 1")
        #expect(demo.buyFlow == nil)
        let refused = demo.handle("forward 1")
        #expect(refused.hasPrefix("Cannot go forward 1: BuyCoordinator has ended"), "\(refused)")
    }

    @Test func exportThenImportShowsTheSameNavigationAndCoordinators() {
        let demo = DemoSession.signedIn()
        demo.send("1", "1", "2")   // the product, buy now, one more
        let tree = demo.tree
        let coordinators = demo.navigator.coordinatorTreeDescription
        let exported = demo.handle("export")
        #expect(Data(base64Encoded: exported) != nil, "\(exported)")

        let other = DemoSession.signedIn()
        let output = other.handle("import \(exported)")
        #expect(output.hasPrefix("Imported:"), "\(output)")
        #expect(other.tree == tree)
        #expect(other.navigator.coordinatorTreeDescription == coordinators)
        #expect(other.buyFlow?.checkout.cart.lines.first?.quantity == 2)

        let before = other.tree
        #expect(other.handle("import bm90IHNhdmVkIGRhdGE=").hasSuffix("The app stays as it was."))
        #expect(other.handle("import %%%") == "That is not data export printed. Nothing changed.")
        #expect(other.tree == before)
    }
}
