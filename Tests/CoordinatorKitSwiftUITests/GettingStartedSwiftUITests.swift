#if os(Linux)
import CoordinatorKit
import CoordinatorKitSwiftUI
import SwiftUIDouble
import Testing

// Getting Started's SwiftUI app (Sources/CoordinatorKit/Documentation.docc/GettingStarted.md),
// verbatim but for the `App`, which the double does not have: the tests draw the scene's root
// view as a WindowGroup would, once per window.
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

fileprivate struct SignInView: View {
    @ScreenCoordinator private var login: LoginCoordinator?
    var body: some View {
        Button("Sign in as Ada") { login?.didSignIn(as: "Ada") }
    }
}

fileprivate struct ProductsView: View {
    @ScreenCoordinator private var catalog: CatalogCoordinator?
    var body: some View {
        VStack {
            Button("Espresso") { catalog?.didSelect(productID: 1) }
            Button("Log out") { catalog?.logOut() }
        }
    }
}

fileprivate struct ProductView: View {
    let id: Int
    @ScreenCoordinator private var catalog: CatalogCoordinator?
    var body: some View {
        Button("Buy") { catalog?.buy(productID: id) }
    }
}

fileprivate struct ShopScene: View {
    @State private var navigator = Navigator()

    var body: some View {
        NavigatorView(navigator)
            .onAppear {
                if navigator.rootCoordinator == nil { navigator.start(AppCoordinator()) }
            }
    }
}

extension LoginCoordinator: ViewProviding {
    func view(for route: LoginRoute) -> some View { SignInView() }
}

extension CatalogCoordinator: ViewProviding {
    func view(for route: CatalogRoute) -> some View {
        switch route {
        case .products: ProductsView()
        case .product(let id): ProductView(id: id)
        }
    }
}

extension BuyCoordinator: ViewProviding {
    func view(for route: BuyRoute) -> some View {
        switch route {
        case .quantity: Button("Two") { [weak self] in self?.didChoose(quantity: 2) }
        case .confirm: Button("Place order") { [weak self] in self?.didConfirm() }
        }
    }
}

/// The article's SwiftUI app, drawn by the SwiftUI double as a WindowGroup draws it: its root view
/// once per window.
@MainActor
@Suite struct GettingStartedSwiftUIApp {
    private func stacks(_ runtime: SwiftUIDoubleRuntime) -> [[[String]]] {
        runtime.shownLayers.map(\.stacks)
    }

    @Test func signingInBuyingAndSwipingTheSheetAwayRunThroughSwiftUI() {
        let runtime = SwiftUIDoubleRuntime(rootView: ShopScene())
        runtime.update()
        runtime.finishAllTransitions()
        #expect(stacks(runtime) == [[["Sign in as Ada"]]])

        #expect(runtime.tapButton(titled: "Sign in as Ada"))
        runtime.finishAllTransitions()
        #expect(runtime.tapButton(titled: "Espresso"))
        runtime.finishAllTransitions()
        #expect(runtime.tapButton(titled: "Buy"))
        runtime.finishAllTransitions()
        #expect(runtime.tapButton(titled: "Two"))
        runtime.finishAllTransitions()
        #expect(stacks(runtime) == [[["Espresso", "Buy"]], [["Two", "Place order"]]])

        #expect(runtime.swipeDown())
        runtime.finishAllTransitions()
        #expect(stacks(runtime) == [[["Espresso", "Buy"]]])

        #expect(runtime.tapButton(titled: "Buy"))
        runtime.finishAllTransitions()
        #expect(runtime.tapButton(titled: "Two"))
        runtime.finishAllTransitions()
        #expect(runtime.tapButton(titled: "Place order"))
        runtime.finishAllTransitions()
        #expect(stacks(runtime) == [[["Espresso", "Buy"]]])
        #expect(runtime.tapBack())
        runtime.finishAllTransitions()
        #expect(runtime.tapButton(titled: "Log out"))
        runtime.finishAllTransitions()
        #expect(stacks(runtime) == [[["Sign in as Ada"]]])
        #expect(runtime.warnings.isEmpty)
    }

    @Test func eachWindowHasItsOwnNavigator() {
        let first = SwiftUIDoubleRuntime(rootView: ShopScene())
        let second = SwiftUIDoubleRuntime(rootView: ShopScene())
        first.update()
        second.update()

        #expect(first.tapButton(titled: "Sign in as Ada"))
        first.finishAllTransitions()
        second.finishAllTransitions()
        #expect(stacks(first) == [[["Espresso"]]])
        #expect(stacks(second) == [[["Sign in as Ada"]]])
    }

    /// A full-screen cover over the whole scene (onboarding, say) hides the scene's root view, and
    /// SwiftUI runs its `onAppear` again when the cover goes.
    private struct CoveredScene: View {
        @State private var showsCover = true
        var body: some View {
            ShopScene()
                .fullScreenCover(isPresented: $showsCover) {
                    Button("Close") { showsCover = false }
                }
        }
    }

    @Test func theRootFlowStartsOnceThoughTheSceneAppearsAgain() {
        let runtime = SwiftUIDoubleRuntime(rootView: CoveredScene())
        runtime.update()
        runtime.finishAllTransitions()
        #expect(runtime.tapButton(titled: "Close"))
        runtime.finishAllTransitions()

        // Starting the navigator a second time would be reported here and fail the test; the
        // signed-out scene is the one the first start made.
        #expect(stacks(runtime) == [[["Sign in as Ada"]]])
        #expect(runtime.tapButton(titled: "Sign in as Ada"))
        runtime.finishAllTransitions()
        #expect(stacks(runtime) == [[["Espresso"]]])
        #expect(runtime.warnings.isEmpty)
    }
}
#endif
