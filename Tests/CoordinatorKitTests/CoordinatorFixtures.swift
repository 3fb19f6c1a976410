import CoordinatorKit
import CoordinatorKitTesting

/// A navigator on a headless host, as every scenario starts.
@MainActor
struct Harness {
    let navigator = Navigator()
    let host: HeadlessHost

    init(completion: HeadlessHost.Completion = .immediate) {
        host = HeadlessHost(completion: completion)
        host.attach(to: navigator)
    }

    var tree: String { host.treeDescription }
}

final class MapCoordinator: Coordinator<MapRoute> {
    override func start() { show(.map) }
}

enum BuyRoute: Route, Codable {
    case cart, shipping, payment, confirmation
}

struct Order: Equatable, Sendable {
    var number: Int
}

final class BuyCoordinator: Coordinator<BuyRoute>, ProducesOutput {
    typealias Output = Order
    override func start() { show(.cart) }
    func placeOrder() { finish(with: Order(number: 7)) }
}

final class MainCoordinator: Coordinator<ShopRoute> {
    var outcomes: [Outcome<Order>] = []
    override func start() { show(.list) }

    func buy() -> BuyCoordinator {
        let buy = BuyCoordinator()
        startChild(buy, as: .push) { [weak self] in self?.outcomes.append($0) }
        return buy
    }
}

enum LoginRoute: Route, Codable { case welcome, credentials }

struct User: Equatable, Sendable { var name: String }

final class LoginCoordinator: Coordinator<LoginRoute>, ProducesOutput {
    typealias Output = User
    override func start() { setStack([.welcome, .credentials]) }
}

final class AppCoordinator: Coordinator<ShopRoute> {
    var user: User?
    weak var login: LoginCoordinator?
    weak var home: MainCoordinator?

    init(user: User?) {
        self.user = user
        super.init()
    }

    override func start() {
        if user == nil { showLogin() } else { showHome() }
    }

    func showLogin() {
        let login = LoginCoordinator()
        self.login = login
        startChild(login, as: .replacingRoot) { [weak self] outcome in
            guard let self, let user = outcome.output else { return }
            self.user = user
            self.showHome()
        }
    }

    func showHome() {
        let home = MainCoordinator()
        self.home = home
        startChild(home, as: .replacingRoot)
    }
}

/// A step-driven coordinator, the way redux-like step coordinators map steps to transitions.
enum Step: Route { case start, pickedProduct(Int), checkout, checkedOut, home, nothing }

final class StepCoordinator: Coordinator<Step> {
    override func start() { show(.start) }
    override func transition(for step: Step) -> Transition<Step> {
        switch step {
        case .start, .pickedProduct: .push(step)
        case .checkout: .present(.checkout, .sheet)
        case .checkedOut: .multiple([.dismiss, .pop(to: .start), .push(.checkedOut)])
        case .home: .multiple([.dismissAll, .popToRoot])
        case .nothing: .none
        }
    }
}
