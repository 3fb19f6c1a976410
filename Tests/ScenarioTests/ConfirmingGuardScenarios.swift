import CoordinatorFixtures
import CoordinatorKit
import CoordinatorKitTesting
import Foundation
import Testing

// A guard that asks before it allows a route, on every host: allowing shows the route,
// cancelling leaves everything as it was (issue 42).

extension Question<Bool> {
    fileprivate static let leaveCart = Question(
        "Go to payment?", choices: [.default("Continue", true), .cancel("Cancel", false)]
    )
}

private final class CheckoutCoordinator: Coordinator<ShopRoute> {
    override func start() { show(.list) }
    override func decision(for route: ShopRoute) -> RouteDecision {
        route == .payment ? .confirm(.leaveCart) : .allow
    }
}

@MainActor
@Suite struct AGuardThatAsksOnEveryHost {
    @Test(arguments: everyHost)
    func allowingShowsTheRouteAndCancellingLeavesEverythingAsItWas(_ kind: ScenarioHostKind) async {
        for (choice, allowed) in [("Continue", true), ("Cancel", false)] {
            let app = kind.makeHost()
            let checkout = CheckoutCoordinator()
            app.navigator.start(checkout)
            checkout.push(.cart)
            await app.settle()
            let before = app.navigator.state

            checkout.push(.payment)
            await app.settle()
            #expect(app.treeDescription == "root stack: [list] > [cart]\nquestion alert \"Go to payment?\" [\"Continue\", \"Cancel\" (cancel)]")
            await expectInSync(app)

            #expect(app.tapChoice(choice), "\(choice)")
            await app.settle()
            if allowed {
                #expect(checkout.routes == [.list, .cart, .payment])
                #expect(app.treeDescription == "root stack: [list] > [cart] > [payment]")
            } else {
                #expect(app.navigator.state == before)
                #expect(app.treeDescription == "root stack: [list] > [cart]")
            }
            await expectInSync(app)
        }
    }
}
