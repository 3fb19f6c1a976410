import CoordinatorFixtures
import CoordinatorKit
import CoordinatorKitTesting
import Foundation
import Testing

// The navigation inspector on every host: its log, a jump back to an earlier state and forward
// again, and the jumps it refuses (issue 56).

private struct SoldOut: Error {}

/// A shop whose product 2 its guard allows only while it is in stock, and which opens
/// `/products/:id` links.
private final class StockedShop: Coordinator<ShopRoute> {
    var soldOut = false
    override func start() { show(.list) }
    override func decision(for route: ShopRoute) -> RouteDecision {
        route == .product(id: 2) && soldOut ? .deny(reason: SoldOut()) : .allow
    }
    override func handle(_ link: DeepLink) throws(DeepLinkError) -> DeepLinkHandling {
        guard let match = link.match("/products/:id") else { return try super.handle(link) }
        show(.product(id: try match.parameter("id", as: Int.self)))
        return .handled
    }
}

@MainActor
private func lastChange(_ inspector: NavigationInspector) -> Int? {
    inspector.entries.last { if case .navigation(.changed) = $0.event { true } else { false } }?.id
}

@MainActor
@Suite struct TheInspectorOnEveryHost {
    @Test(arguments: everyHost)
    func aJumpBackShowsTheEarlierStateExactlyAndAJumpForwardTheLaterOne(_ kind: ScenarioHostKind) async throws {
        let app = kind.makeHost()
        let inspector = NavigationInspector(app.navigator)
        let main = MainCoordinator()
        app.navigator.start(main)
        main.show(.product(id: 1))
        await app.settle()
        let productChange = try #require(lastChange(inspector))
        let productState = app.navigator.state
        weak let buy = main.buy()
        buy?.show(.shipping)
        await app.settle()
        let shippingChange = try #require(lastChange(inspector))
        let shippingState = app.navigator.state
        #expect(app.tapBack())
        await app.settle()
        #expect(app.treeDescription == "root stack: [list] > [product(id: 1)] > [cart]")

        // Back one change: the screen the user took away comes back, with its identity.
        try inspector.back(1)
        await app.settle()
        #expect(app.navigator.state == shippingState)
        #expect(app.treeDescription == "root stack: [list] > [product(id: 1)] > [cart] > [shipping]")
        await expectInSync(app)

        // Back to the product: the buy flow's screens leave, and it ends as it would by any change.
        try inspector.jump(to: productChange)
        await app.settle()
        #expect(app.navigator.state == productState)
        #expect(main.outcomes == [.cancelled])
        #expect(buy == nil)
        await expectInSync(app)

        // Forward again to the shipping screen: its flow has ended, so the jump is refused.
        #expect(throws: NavigationInspector.JumpError.flowEnded("BuyCoordinator")) {
            try inspector.jump(to: shippingChange)
        }
        await app.settle()
        #expect(app.navigator.state == productState)
        await expectInSync(app)
    }

    @Test(arguments: everyHost)
    func aJumpToAScreenTheGuardDeniesNowChangesNothing(_ kind: ScenarioHostKind) async throws {
        let app = kind.makeHost()
        let inspector = NavigationInspector(app.navigator)
        let shop = StockedShop()
        app.navigator.start(shop)
        try app.navigator.open(DeepLink(string: "shop://products/2"))
        await app.settle()
        let stockedChange = try #require(lastChange(inspector))
        #expect(app.tapBack())
        await app.settle()
        shop.soldOut = true
        let before = app.navigator.state

        #expect(throws: NavigationInspector.JumpError.denied(route: "product(id: 2)", coordinator: "StockedShop")) {
            try inspector.jump(to: stockedChange)
        }
        await app.settle()
        #expect(app.navigator.state == before)
        #expect(app.treeDescription == "root stack: [list]")
        await expectInSync(app)

        // In stock again: the same jump shows it.
        shop.soldOut = false
        try inspector.jump(to: stockedChange)
        await app.settle()
        #expect(app.treeDescription == "root stack: [list] > [product(id: 2)]")
        await expectInSync(app)
    }
}
