import CoordinatorKit
import CoordinatorKitTesting
import Foundation
import Testing

// Windows (issue 55): each window has its own navigator; a link goes to the window that shows
// its content, a new window opens on a later turn, closing a window ends its flows cancelled
// without asking their leave guards, and each window saves and restores on its own.

private enum StoreRoute: Route, Codable {
    case products
    case product(Int)
    case orders
    case order(Int)
    case note
}

/// A window's root flow: reads `/products`, `/products/:id`, `/orders` and `/orders/:id`, and
/// writes them back for the screens it shows.
private final class StoreFlow: Coordinator<StoreRoute>, RestorableCoordinator {
    static let patterns = RoutePatterns<StoreRoute>(
        .init("/products") { _ in .products } parameters: { $0 == .products ? [:] : nil },
        .init("/products/:id") { match throws(DeepLinkError) in
            .product(try match.parameter("id"))
        } parameters: { route in
            if case .product(let id) = route { ["id": "\(id)"] } else { nil }
        },
        .init("/orders") { _ in .orders } parameters: { $0 == .orders ? [:] : nil },
        .init("/orders/:id") { match throws(DeepLinkError) in
            .order(try match.parameter("id"))
        } parameters: { route in
            if case .order(let id) = route { ["id": "\(id)"] } else { nil }
        }
    )

    override func start() { show(.products) }

    override func handle(_ link: DeepLink) throws(DeepLinkError) -> DeepLinkHandling {
        guard let route = try Self.patterns.route(for: link) else { return try super.handle(link) }
        switch route {
        case .product: setStack([.products, route])
        case .order: setStack([.orders, route])
        default: setStack([route])
        }
        return .handled
    }

    override func link(for route: StoreRoute) -> DeepLink? { try? Self.patterns.link(for: route) }
}

/// A note with unsaved changes: its guard keeps its screens from anything that would take them.
private final class NoteFlow: Coordinator<StoreRoute> {
    var causes: [LeaveCause] = []
    override func start() { show(.note) }
    override func leaveDecision(for cause: LeaveCause) -> LeaveDecision {
        causes.append(cause)
        return .deny
    }
}

@MainActor
private var storeTypes: CoordinatorTypes {
    CoordinatorTypes().registering(StoreFlow.self, as: "store") { _ in StoreFlow() }
}

@MainActor
private func routes(_ app: (any ScenarioHost)?) -> [AnyRoute] {
    guard let app, case .stack(let stack)? = app.shownState.root?.content else { return [] }
    return stack.routes
}

/// Windows whose scenes start a store and open the link they were asked to show.
@MainActor
private func storeWindows(_ kind: ScenarioHostKind) -> ScenarioWindows {
    ScenarioWindows(kind: kind) { host, _, link in
        host.navigator.start(StoreFlow())
        if let link { _ = try? host.navigator.open(link, animated: false) }
    }
}

@MainActor
@Suite struct WindowScenarios {
    @Test(arguments: everyHost)
    func aLinkLandsInTheWindowThatShowsItsContent(_ kind: ScenarioHostKind) async throws {
        let app = storeWindows(kind)
        let products = app.connectWindow()
        await app.settle()
        // No window shows orders: the app asks for a new window, which connects on a later turn.
        let result = try app.windows.open(link("/orders/5"), otherwise: .newWindow)
        #expect(result.window == nil)
        #expect(app.windows.ids == [products])
        await app.settle()
        let orders = try #require(app.windows.ids.first { $0 != products })
        #expect(routes(app.host(for: orders)) == [AnyRoute(StoreRoute.orders), AnyRoute(StoreRoute.order(5))])
        #expect(app.windows.mostRecent == orders)

        // Each link goes to the window whose screens write a part of it, not to the last one used.
        #expect(try app.windows.open(link("/products/3")).window == products)
        #expect(try app.windows.open(link("/orders/6")).window == orders)
        app.windows.activate(orders)
        #expect(try app.windows.open(link("/products/4")).window == products)
        await app.settle()
        #expect(routes(app.host(for: products)) == [AnyRoute(StoreRoute.products), AnyRoute(StoreRoute.product(4))])
        #expect(routes(app.host(for: orders)) == [AnyRoute(StoreRoute.orders), AnyRoute(StoreRoute.order(6))])
        #expect(app.windows.window(showing: link("/products/4")) == products)

        // A link no window takes changes nothing, in any window.
        let before = app.windows.ids.map { app.windows.navigator(for: $0)?.state }
        #expect(throws: DeepLinkError.self) { try app.windows.open(link("/settings")) }
        #expect(app.windows.ids.map { app.windows.navigator(for: $0)?.state } == before)
        for window in app.windows.ids { await expectInSync(try #require(app.host(for: window))) }
    }

    @Test(arguments: everyHost)
    func aLinkLandingInAWindowBehindTheFrontmostBringsItForward(_ kind: ScenarioHostKind) async throws {
        let app = storeWindows(kind)
        let products = app.connectWindow()
        let orders = app.connectWindow(showing: link("/orders"))
        await app.settle()
        #expect(app.frontmost == orders)

        // The products window is behind: the link lands there, and the platform brings it forward.
        #expect(try app.windows.open(link("/products/3")).window == products)
        #expect(app.windows.mostRecent == products, "Windows counts it as the frontmost one at once")
        #expect(app.broughtToFront == [products])
        #expect(app.frontmost == orders, "the platform brings it forward on a later turn")
        await app.settle()
        #expect(app.frontmost == products)
        #expect(routes(app.host(for: products)) == [AnyRoute(StoreRoute.products), AnyRoute(StoreRoute.product(3))])

        // A link to the window in front asks nothing of the platform.
        #expect(try app.windows.open(link("/products/4")).window == products)
        await app.settle()
        #expect(app.broughtToFront == [products])

        // The user brings the orders window forward; a link for products brings that one back.
        app.activate(orders)
        #expect(app.frontmost == orders)
        #expect(try app.windows.open(link("/products/5")).window == products)
        await app.settle()
        #expect(app.broughtToFront == [products, products])
        #expect(app.frontmost == products)
        #expect(app.windows.mostRecent == app.frontmost)
        // A link that no window takes brings nothing forward.
        #expect(throws: DeepLinkError.self) { try app.windows.open(link("/settings")) }
        #expect(app.broughtToFront == [products, products])
    }

    @Test(arguments: everyHost)
    func closingAWindowEndsItsFlowsCancelledWithoutAskingTheirGuards(_ kind: ScenarioHostKind) async throws {
        let app = storeWindows(kind)
        let first = app.connectWindow()
        let second = app.connectWindow(showing: link("/orders"))
        await app.settle()
        let store = try #require(app.windows.navigator(for: second)?.rootCoordinator as? StoreFlow)
        let note = NoteFlow()
        var outcome: Outcome<Void>?
        store.startChild(note, as: .sheet) { outcome = $0 }
        await app.settle()

        app.close(second)
        await app.settle()
        #expect(note.causes.isEmpty, "no one is left to answer a guard of a window that closed")
        guard case .cancelled? = outcome else { Issue.record("the note ended \(String(describing: outcome))"); return }
        #expect(store.status != .running)
        #expect(note.status != .running)
        #expect(app.windows.ids == [first])
        // The other window runs on, and takes the links the closed one took.
        #expect(try app.windows.open(link("/orders/2")).window == first)
        await app.settle()
        #expect(routes(app.host(for: first)) == [AnyRoute(StoreRoute.orders), AnyRoute(StoreRoute.order(2))])
    }

    @Test(arguments: everyHost)
    func aClosedWindowsFlowsAndTheWindowsThemselvesAreReleased(_ kind: ScenarioHostKind) async {
        weak var released: ScenarioWindows?
        weak var closedFlow: StoreFlow?
        do {
            let app = storeWindows(kind)
            let closed = app.connectWindow()
            app.connectWindow()
            await app.settle()
            closedFlow = app.windows.navigator(for: closed)?.rootCoordinator as? StoreFlow
            #expect(closedFlow != nil)
            app.close(closed)
            await app.settle()
            #expect(closedFlow == nil, "the closed window's flows are released while the app runs")
            released = app
        }
        #expect(released == nil, "the windows and their opener keep each other no longer than the app")
    }

    @Test(arguments: everyHost)
    func eachWindowSavesAndRestoresOnItsOwn(_ kind: ScenarioHostKind) async throws {
        let app = storeWindows(kind)
        let products = app.connectWindow(showing: link("/products/8"))
        let orders = app.connectWindow(showing: link("/orders/1"))
        await app.settle()
        var saved: [WindowID: Data] = [:]
        for window in app.windows.ids {
            saved[window] = try #require(app.windows.navigator(for: window)).savedData(coordinators: storeTypes)
        }
        app.close(products)
        app.close(orders)

        // The system brings each scene back with what it saved.
        let again = ScenarioWindows(kind: kind) { host, window, _ in
            guard let data = saved[window] else {
                Issue.record("nothing saved for \(window)")
                return
            }
            do {
                try host.navigator.restore(from: data, routes: RouteTypes(StoreRoute.self), coordinators: storeTypes)
            } catch {
                Issue.record("\(window) does not restore: \(error)")
            }
        }
        again.connectWindow(orders)
        again.connectWindow(products)
        await again.settle()
        #expect(routes(again.host(for: products)) == [AnyRoute(StoreRoute.products), AnyRoute(StoreRoute.product(8))])
        #expect(routes(again.host(for: orders)) == [AnyRoute(StoreRoute.orders), AnyRoute(StoreRoute.order(1))])
        #expect(try again.windows.open(link("/orders/7")).window == orders)
        #expect(try again.windows.open(link("/products/9")).window == products)
        await again.settle()
        for window in again.windows.ids { await expectInSync(try #require(again.host(for: window))) }
    }
}

/// A link written as a path.
private func link(_ path: String) -> DeepLink {
    do { return try DeepLink(path: path) } catch { preconditionFailure("\(path) is not a path: \(error)") }
}
