import CoordinatorFixtures
import CoordinatorKit

// Flows of the nested-flow scenarios, beside the shared fixtures. No view controllers of their
// own: on UIKit their screens come from the host's fallback.

/// A flow on the map routes that keeps its children's outcomes and what the user removed.
final class ParentFlow: Coordinator<MapRoute> {
    var outcomes: [Outcome<Order>] = []
    var removedByUser: [[MapRoute]] = []
    override func start() { show(.map) }
    override func userDidRemove(_ routes: [MapRoute]) { removedByUser.append(routes) }

    /// Starts a buy flow on this flow's stack; its outcome lands in ``outcomes``.
    func buy() -> BuyCoordinator {
        let buy = BuyCoordinator()
        startChild(buy, as: .push) { [weak self] in self?.outcomes.append($0) }
        return buy
    }
}

/// A flow started above others; it shows the about screen first, and keeps its children's
/// outcomes.
final class AboutFlow: Coordinator<MapRoute> {
    /// Its children's outcomes, as `description` prints them: `cancelled`, `finished(())`.
    var outcomes: [String] = []
    override func start() { show(.about) }

    /// Starts another about flow where `presentation` says.
    func startAbout(as presentation: ChildPresentation) -> AboutFlow {
        let child = AboutFlow()
        startChild(child, as: presentation) { [weak self] in self?.outcomes.append($0.description) }
        return child
    }
}

/// The steps of a checkout, the way a step-driven coordinator (GoodCoordinator's style) maps
/// each step a screen sends to a navigation action.
enum CheckoutStep: Route {
    case catalog, product(Int), checkout, closeCheckout, done
}

/// Maps checkout steps to transitions: the checkout is a child flow on a sheet, which the
/// `.closeCheckout` step dismisses.
final class CheckoutStepFlow: Coordinator<CheckoutStep> {
    var checkoutOutcomes: [Outcome<Order>] = []
    private(set) weak var checkout: BuyCoordinator?

    override func start() { show(.catalog) }

    override func transition(for step: CheckoutStep) -> RouteTransition<CheckoutStep> {
        switch step {
        case .catalog, .product: return .push(step)
        case .checkout:
            let buy = BuyCoordinator()
            checkout = buy
            return .startChild(buy, as: .sheet) { [weak self] in self?.checkoutOutcomes.append($0) }
        case .closeCheckout: return .dismiss
        case .done: return .multiple([.dismissAll, .popToRoot])
        }
    }
}
