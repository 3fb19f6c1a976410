import CoordinatorKit
import CoordinatorKitTesting
import Testing

// Getting Started's coordinators and flow test (Sources/CoordinatorKit/Documentation.docc/
// GettingStarted.md), verbatim but for the enclosing namespace; GettingStartedMirrorTests checks
// that the article's code stays the code below.
enum GettingStarted {
    struct User: Hashable, Sendable { let name: String }
    struct Order: Hashable, Sendable { let productID: Int, quantity: Int }

    enum LoginRoute: Route { case signIn }

    final class LoginCoordinator: Coordinator<LoginRoute>, ProducesOutput {
        typealias Output = User
        override func start() { show(.signIn) }
        func didSignIn(as name: String) { finish(with: User(name: name)) }
    }

    enum CatalogRoute: Route {
        case products
        case product(id: Int)
    }

    final class CatalogCoordinator: Coordinator<CatalogRoute> {
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

    enum BuyRoute: Route {
        case quantity
        case confirm
    }

    final class BuyCoordinator: Coordinator<BuyRoute>, ProducesOutput {
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

    final class AppCoordinator: AnyCoordinator {
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
}

extension GettingStarted {
    @MainActor
    @Suite struct BuyFlowTests {
        let navigator = Navigator()
        let host = HeadlessHost()
        let catalog = CatalogCoordinator(user: User(name: "Ada"))

        init() {
            navigator.attach(host)
            navigator.start(catalog)
            catalog.didSelect(productID: 1)
            catalog.buy(productID: 1)
        }

        @Test func swipingTheSheetDownCancelsThePurchase() throws {
            let buy = try #require(catalog.children.first as? BuyCoordinator)
            buy.didChoose(quantity: 2)
            #expect(host.treeDescription == """
                root  stack: [products] > [product(id: 1)]
                sheet stack: [quantity] > [confirm]
                """)

            #expect(host.swipeBack())   // back to the quantity: still buying
            #expect(buy.status == .running)
            #expect(host.swipeDown())   // the sheet goes: the buy flow ends with .cancelled
            #expect(buy.status == .ended)
            #expect(catalog.children.isEmpty)
            #expect(catalog.orders.isEmpty)
            #expect(host.treeDescription == "root stack: [products] > [product(id: 1)]")
        }

        @Test func confirmingPlacesTheOrderAndClosesTheSheet() throws {
            let buy = try #require(catalog.children.first as? BuyCoordinator)
            buy.didChoose(quantity: 2)
            buy.didConfirm()
            #expect(catalog.orders == [Order(productID: 1, quantity: 2)])
            #expect(catalog.children.isEmpty)
            #expect(host.treeDescription == "root stack: [products] > [product(id: 1)]")
        }
    }
}
