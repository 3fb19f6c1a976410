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

private struct CartEmptied: Error {}

private final class CheckoutCoordinator: Coordinator<ShopRoute> {
    /// Whether the cart was emptied meanwhile: payment is denied then.
    var cartIsEmpty = false
    override func start() { show(.list) }
    override func decision(for route: ShopRoute) -> RouteDecision {
        guard route == .payment else { return .allow }
        return cartIsEmpty ? .deny(reason: CartEmptied()) : .confirm(.leaveCart)
    }
}

/// A login that finds the user signed in and finishes inside its start, while the guard that
/// redirected to it still refuses.
private final class InstantLogin: Coordinator<LoginRoute> {
    override func start() { finish() }
}

private final class VaultCoordinator: Coordinator<ShopRoute> {
    override func start() { show(.list) }
    override func decision(for route: ShopRoute) -> RouteDecision {
        route == .payment ? .redirect(to: InstantLogin(), as: .sheet) : .allow
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

@MainActor
@Suite struct AGuardAskedAgainOnEveryHost {
    @Test(arguments: everyHost)
    func aGuardThatDeniesByTheTimeTheUserAllowsWins(_ kind: ScenarioHostKind) async {
        let app = kind.makeHost()
        let checkout = CheckoutCoordinator()
        app.navigator.start(checkout)
        checkout.push(.cart)
        await app.settle()
        let before = app.navigator.state
        checkout.push(.payment)
        await app.settle()
        checkout.cartIsEmpty = true
        #expect(app.tapChoice("Continue"))
        await app.settle()
        #expect(app.navigator.state == before, "the route the guard denies by then is not shown")
        #expect(app.treeDescription == "root stack: [list] > [cart]")
        await expectInSync(app)
    }

    @Test(arguments: everyHost)
    func aGuardThatRedirectsAgainAfterItsFlowFinishedDeniesInsteadOfLooping(_ kind: ScenarioHostKind) async {
        let app = kind.makeHost()
        let vault = VaultCoordinator()
        app.navigator.start(vault)
        await app.settle()
        let before = app.navigator.state
        withKnownIssue {
            vault.show(.payment)
        } matching: {
            $0.description.contains("again after the flow it redirected to finished")
        }
        await app.settle()
        #expect(app.navigator.state == before)
        #expect(vault.children.isEmpty)
        await expectInSync(app)
    }
}
