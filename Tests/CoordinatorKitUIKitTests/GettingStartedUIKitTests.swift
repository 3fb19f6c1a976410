#if os(Linux)
import CoordinatorKit
import CoordinatorKitUIKit
import CoordinatorKitUIKitTesting
import Testing
import UIKitDouble

// Getting Started's UIKit app (Sources/CoordinatorKit/Documentation.docc/GettingStarted.md),
// verbatim but for the scene delegate's first lines: the double has no scenes, so the window
// comes made.
fileprivate struct User: Hashable, Sendable { let name: String }
fileprivate struct Order: Hashable, Sendable { let productID: Int, quantity: Int }

fileprivate enum LoginRoute: Route { case signIn }

fileprivate final class LoginCoordinator: Coordinator<LoginRoute>, ProducesOutput {
    typealias Output = User
    override func start() { show(.signIn) }
    func didSignIn(as name: String) { finish(with: User(name: name)) }
}

fileprivate enum CatalogRoute: Route {
    case products
    case product(id: Int)
}

fileprivate final class CatalogCoordinator: Coordinator<CatalogRoute> {
    let user: User
    private(set) var orders: [Order] = []
    init(user: User) { self.user = user }

    override func start() { show(.products) }
    func didSelect(productID: Int) { show(.product(id: productID)) }
    func buy(productID: Int) {
        startChild(BuyCoordinator(productID: productID), as: .sheet) { [weak self] outcome in
            if let order = outcome.output { self?.orders.append(order) }   // nil when cancelled
        }
    }
    func logOut() { finish() }
}

fileprivate enum BuyRoute: Route {
    case quantity
    case confirm
}

fileprivate final class BuyCoordinator: Coordinator<BuyRoute>, ProducesOutput {
    typealias Output = Order
    let productID: Int
    private(set) var quantity = 1
    init(productID: Int) { self.productID = productID }

    override func start() { show(.quantity) }
    func didChoose(quantity: Int) {
        self.quantity = quantity
        show(.confirm)
    }
    func didConfirm() { finish(with: Order(productID: productID, quantity: quantity)) }
}

fileprivate final class AppCoordinator: AnyCoordinator {
    override func start() { showLogin() }

    private func showLogin() {
        startChild(LoginCoordinator(), as: .replacingRoot) { [weak self] outcome in
            if let user = outcome.output { self?.showCatalog(for: user) }
        }
    }

    private func showCatalog(for user: User) {
        startChild(CatalogCoordinator(user: user), as: .replacingRoot) { [weak self] outcome in
            if case .finished = outcome { self?.showLogin() }   // logged out
        }
    }
}

/// A screen with a title and a button per action.
fileprivate final class ActionsViewController: UIViewController {
    private let actions: [UIAction]

    init(title: String, actions: [UIAction]) {
        self.actions = actions
        super.init(nibName: nil, bundle: nil)
        self.title = title
    }
    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        let buttons = actions.map { action in
            let button = UIButton(type: .system)
            button.setTitle(action.title, for: .normal)
            button.addAction(action, for: .touchUpInside)
            return button
        }
        view.addSubview(UIStackView(arrangedSubviews: buttons))
    }
}

fileprivate final class SceneDelegate: UIResponder {
    var window: UIWindow?
    private var navigator: Navigator?

    // The article's `scene(_:willConnectTo:options:)`, given the window it makes.
    func scene(willConnectWith window: UIWindow) {
        let navigator = Navigator()
        navigator.attach(UIKitHost(window: window))
        navigator.start(AppCoordinator())
        window.makeKeyAndVisible()
        self.window = window
        self.navigator = navigator
    }

    var rootCoordinator: AnyCoordinator? { navigator?.rootCoordinator }
}

extension LoginCoordinator: ViewControllerProviding {
    func viewController(for route: LoginRoute) -> UIViewController {
        ActionsViewController(title: "Sign in", actions: [
            UIAction(title: "Sign in as Ada") { [weak self] _ in self?.didSignIn(as: "Ada") },
        ])
    }
}

extension CatalogCoordinator: ViewControllerProviding {
    func viewController(for route: CatalogRoute) -> UIViewController {
        switch route {
        case .products:
            ActionsViewController(title: "Products", actions: [
                UIAction(title: "Espresso") { [weak self] _ in self?.didSelect(productID: 1) },
                UIAction(title: "Log out") { [weak self] _ in self?.logOut() },
            ])
        case .product(let id):
            ActionsViewController(title: "Product \(id)", actions: [
                UIAction(title: "Buy") { [weak self] _ in self?.buy(productID: id) },
            ])
        }
    }
}

extension BuyCoordinator: ViewControllerProviding {
    func viewController(for route: BuyRoute) -> UIViewController {
        switch route {
        case .quantity:
            ActionsViewController(title: "How many?", actions: [
                UIAction(title: "Two") { [weak self] _ in self?.didChoose(quantity: 2) },
            ])
        case .confirm:
            ActionsViewController(title: "Confirm", actions: [
                UIAction(title: "Place order") { [weak self] _ in self?.didConfirm() },
            ])
        }
    }
}

/// The article's UIKit app, run against the UIKit double as a user would use it: sign in, open a
/// product, buy it in a sheet, swipe the sheet away, buy again, log out.
@MainActor
@Suite struct GettingStartedUIKitApp {
    /// Taps the button titled `title` on the view controller UIKit shows on top.
    private func tap(_ title: String, in window: UIWindow) async throws {
        let shown = try #require(topViewController(of: window))
        let stack = try #require(shown.view.subviews.first as? UIStackView)
        let button = try #require(
            stack.arrangedSubviews.compactMap { $0 as? UIButton }.first { $0.title(for: .normal) == title },
            "no button \(title) on \(shown.title ?? "?")"
        )
        button.sendActions(for: .touchUpInside)
        await window.doubleRuntime.settle()
    }

    private func topViewController(of window: UIWindow) -> UIViewController? {
        var presenter = window.rootViewController
        while let presented = presenter?.presentedViewController { presenter = presented }
        return (presenter as? UINavigationController)?.topViewController ?? presenter
    }

    private func titles(of window: UIWindow) -> [[String]] {
        var layers: [[String]] = []
        var controller = window.rootViewController
        while let shown = controller {
            layers.append(((shown as? UINavigationController)?.viewControllers ?? [shown]).map { $0.title ?? "" })
            controller = shown.presentedViewController
        }
        return layers
    }

    @Test func signingInBuyingAndSwipingTheSheetAwayRunThroughUIKit() async throws {
        let delegate = SceneDelegate()
        let window = UIWindow(frame: .zero)
        delegate.scene(willConnectWith: window)
        await window.doubleRuntime.settle()
        #expect(titles(of: window) == [["Sign in"]])

        try await tap("Sign in as Ada", in: window)
        #expect(titles(of: window) == [["Products"]])
        try await tap("Espresso", in: window)
        try await tap("Buy", in: window)
        try await tap("Two", in: window)
        #expect(titles(of: window) == [["Products", "Product 1"], ["How many?", "Confirm"]])

        let root = try #require(delegate.rootCoordinator)
        let catalog = try #require(root.children.first as? CatalogCoordinator)
        weak let buy = catalog.children.first
        #expect(buy is BuyCoordinator)
        let sheet = try #require(window.rootViewController?.presentedViewController)
        #expect(window.doubleRuntime.swipeDown(of: sheet))
        await window.doubleRuntime.settle()
        #expect(titles(of: window) == [["Products", "Product 1"]])
        #expect(buy == nil)
        #expect(catalog.orders.isEmpty)

        try await tap("Buy", in: window)
        try await tap("Two", in: window)
        try await tap("Place order", in: window)
        #expect(catalog.orders == [Order(productID: 1, quantity: 2)])
        #expect(titles(of: window) == [["Products", "Product 1"]])

        let stack = try #require(window.rootViewController as? UINavigationController)
        #expect(window.doubleRuntime.tapBack(in: stack))
        await window.doubleRuntime.settle()
        try await tap("Log out", in: window)
        #expect(titles(of: window) == [["Sign in"]])
    }
}
#endif
