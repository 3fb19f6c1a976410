// Routes and coordinators shared by the scenario tests of every host (headless, UIKit).
public import CoordinatorKit

public enum MapRoute: Route, Codable {
    case map
    case city(named: String)
    case settings
    case about

    public var presentation: Presentation? { self == .settings ? .sheet : nil }
}

public enum ShopRoute: Route, Codable {
    case list
    case product(id: Int)
    case cart
    case payment
    case done
}

public final class MapCoordinator: Coordinator<MapRoute> {
    public override func start() { show(.map) }
}

public enum BuyRoute: Route, Codable {
    case cart, shipping, payment, confirmation
}

public struct Order: Equatable, Sendable {
    public var number: Int
    public init(number: Int) { self.number = number }
}

public final class BuyCoordinator: Coordinator<BuyRoute>, ProducesOutput {
    public typealias Output = Order
    public override func start() { show(.cart) }
    public func placeOrder() { finish(with: Order(number: 7)) }
}

public final class MainCoordinator: Coordinator<ShopRoute> {
    public var outcomes: [Outcome<Order>] = []
    public override func start() { show(.list) }

    public func buy() -> BuyCoordinator {
        let buy = BuyCoordinator()
        startChild(buy, as: .push) { [weak self] in self?.outcomes.append($0) }
        return buy
    }
}

public enum LoginRoute: Route, Codable { case welcome, credentials }

public struct User: Equatable, Sendable {
    public var name: String
    public init(name: String) { self.name = name }
}

public final class LoginCoordinator: Coordinator<LoginRoute>, ProducesOutput {
    public typealias Output = User
    public override func start() { setStack([.welcome, .credentials]) }
}

public final class AppCoordinator: Coordinator<ShopRoute> {
    public var user: User?
    public weak var login: LoginCoordinator?
    public weak var home: MainCoordinator?

    public init(user: User?) {
        self.user = user
        super.init()
    }

    public override func start() {
        if user == nil { showLogin() } else { showHome() }
    }

    public func showLogin() {
        let login = LoginCoordinator()
        self.login = login
        startChild(login, as: .replacingRoot) { [weak self] outcome in
            guard let self, let user = outcome.output else { return }
            self.user = user
            self.showHome()
        }
    }

    public func showHome() {
        let home = MainCoordinator()
        self.home = home
        startChild(home, as: .replacingRoot)
    }
}

/// A step-driven coordinator, the way redux-like step coordinators map steps to transitions.
public enum Step: Route { case start, pickedProduct(Int), checkout, checkedOut, home, nothing }

public final class StepCoordinator: Coordinator<Step> {
    public override func start() { show(.start) }
    public override func transition(for step: Step) -> RouteTransition<Step> {
        switch step {
        case .start, .pickedProduct: .push(step)
        case .checkout: .present(.checkout, .sheet)
        case .checkedOut: .multiple([.dismiss, .pop(to: .start), .push(.checkedOut)])
        case .home: .multiple([.dismissAll, .popToRoot])
        case .nothing: .none
        }
    }
}

public enum MainTab: Hashable, Sendable { case catalog, orders }

public final class ListCoordinator: Coordinator<ShopRoute> {
    public override func start() { show(.list) }
}
