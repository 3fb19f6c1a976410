import CoordinatorKit
import CoordinatorFixtures
import CoordinatorKitTesting
import Testing

// The README's Swift examples that need no UI framework, verbatim but for the enclosing types
// and the assertions; DocumentationMirror checks that each line of the README's code is in one of
// the Readme*Tests files. The Installation snippet is built by `.ci/check-install-line`.
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
}
