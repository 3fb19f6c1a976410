import CoordinatorKit
import CoordinatorFixtures
import CoordinatorKitTesting
import Foundation
import Testing

// Data saved while a flow has started and not yet shown its first screen (it loads what it
// shows) restores: the flow is left out, and what was shown comes back (issue 51).

/// A flow that shows its first screen once what it shows has loaded.
private final class Loading: Coordinator<BuyRoute>, RestorableCoordinator {
    override func start() {}
    func loaded() { show(.cart) }
}

/// A flow with no screen of its own that runs one loading flow.
private final class Router: AnyCoordinator, RestorableCoordinator {
    let loading = Loading()
    override func start() { startChild(loading, as: .sheet) }
}

private final class Shop: Coordinator<ShopRoute>, RestorableCoordinator {
    override func start() { show(.list) }
}

@MainActor
private let coordinators = CoordinatorTypes()
    .registering(Loading.self, as: "loading") { _ in Loading() }
    .registering(Router.self, as: "router") { _ in Router() }
    .registering(Shop.self, as: "shop") { _ in Shop() }

@MainActor
@Suite struct SavingBeforeAFirstScreen {
    private func restored(_ data: Data) throws -> Navigator {
        let navigator = Navigator()
        navigator.attach(HeadlessHost())
        try navigator.restore(
            from: data, routes: RouteTypes(ShopRoute.self, BuyRoute.self), coordinators: coordinators)
        return navigator
    }

    @Test func aFlowThatHasNotShownItsFirstScreenIsLeftOutAndTheRestRestores() throws {
        let navigator = Navigator()
        navigator.attach(HeadlessHost())
        let shop = Shop()
        navigator.start(shop)
        shop.startChild(Loading(), as: .sheet)
        #expect(shop.children.count == 1, "the flow runs, about to show its first screen")

        let after = try restored(try navigator.savedData(coordinators: coordinators))
        #expect(after.state.treeDescription == "root stack: [list]")
        #expect(after.rootCoordinator is Shop)
        #expect(after.rootCoordinator?.children.isEmpty == true)
        // What it saves restores again.
        _ = try restored(try after.savedData(coordinators: coordinators))
    }

    @Test func aRouterWhoseOnlyFlowHasNotShownItsFirstScreenIsLeftOutWithIt() throws {
        let navigator = Navigator()
        navigator.attach(HeadlessHost())
        let shop = Shop()
        navigator.start(shop)
        let router = Router()
        shop.startChild(router, as: .push)
        let after = try restored(try navigator.savedData(coordinators: coordinators))
        #expect(after.state.treeDescription == "root stack: [list]")
        #expect(after.rootCoordinator?.children.isEmpty == true)

        // Once it has shown its screen, it is saved and restored.
        router.loading.loaded()
        let later = try restored(try navigator.savedData(coordinators: coordinators))
        #expect(later.state.treeDescription == "root  stack: [list]\nsheet stack: [cart]")
        #expect(later.rootCoordinator?.children.first is Router)
        #expect(later.rootCoordinator?.children.first?.children.first is Loading)
    }
}
