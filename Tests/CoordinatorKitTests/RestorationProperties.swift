import CoordinatorKit
import CoordinatorFixtures
import CoordinatorKitTesting
import Foundation
import IssueReporting
import PropertyBased
import Testing

// Random saved states restored under random guards pass them; random links, waiting flows and
// saves never leave a state the navigator accepted that cannot be saved (issue 40).

private enum PropertyRoute: Route, Codable, CaseIterable {
    case home, detail, admin, billing, price(Double)
    static var allCases: [PropertyRoute] { [.home, .detail, .admin, .billing] }
}

/// What the guards allow now: the same for every flow of one launch.
@MainActor
private final class Policy {
    var denied: Set<PropertyRoute> = []
    var redirected: Set<PropertyRoute> = []
    var isSignedIn = true

    func allows(_ route: PropertyRoute) -> Bool { !denied.contains(route) && !redirected.contains(route) }
}

private struct Forbidden: Error {}

private final class Flow: Coordinator<PropertyRoute>, RestorableCoordinator {
    let policy: Policy
    init(policy: Policy) { self.policy = policy }
    override func start() { show(.home) }

    override func decision(for route: PropertyRoute) -> RouteDecision {
        if policy.denied.contains(route) { return .deny(reason: Forbidden()) }
        if policy.redirected.contains(route) { return .redirect(to: SignIn(policy: policy), as: .sheet) }
        if route == .billing, !policy.isSignedIn { return .redirect(to: SignIn(policy: policy), as: .sheet) }
        return .allow
    }

    override func handle(_ link: DeepLink) throws(DeepLinkError) -> DeepLinkHandling {
        if let match = link.match("/price/:value") {
            show(.price(try match.parameter("value", as: Double.self)))
            return .handled
        }
        if link.first == "wait", let login = children.first(where: { $0 is SignIn }) {
            return .waitFor(login)
        }
        if let match = link.match("/:screen") {
            switch match.parameters["screen"] {
            case "detail": show(.detail)
            case "admin": show(.admin)
            case "billing": show(.billing)
            case "home": setStack([.home])
            default: return try super.handle(link)
            }
            return .handled
        }
        return try super.handle(link)
    }
}

private final class SignIn: Coordinator<PropertyRoute>, RestorableCoordinator {
    let policy: Policy
    init(policy: Policy) { self.policy = policy }
    override func start() { show(.home) }
    func signIn() {
        policy.isSignedIn = true
        finish()
    }
}

private final class Router: AnyCoordinator, RestorableCoordinator {
    let policy: Policy
    init(policy: Policy) { self.policy = policy }
    override func start() { startChild(Flow(policy: policy), as: .replacingRoot) }
    override func handle(_ link: DeepLink) throws(DeepLinkError) -> DeepLinkHandling {
        guard let flow = children.first(where: { $0 is Flow }) else { return try super.handle(link) }
        return .forward(link, to: flow)
    }
}

private enum PropertyTab: Hashable, Sendable { case one, two }

private final class Tabs: TabCoordinator<PropertyTab>, RestorableCoordinator {
    init(policy: Policy) { super.init([.one: Flow(policy: policy), .two: Flow(policy: policy)]) }
}

@MainActor
private struct Launch {
    let policy = Policy()
    let navigator = Navigator()
    let host = HeadlessHost()
    init() { navigator.attach(host) }

    var coordinators: CoordinatorTypes {
        let policy = policy
        return CoordinatorTypes()
            .registering(Router.self, as: "router") { _ in Router(policy: policy) }
            .registering(Flow.self, as: "flow") { _ in Flow(policy: policy) }
            .registering(SignIn.self, as: "sign-in") { _ in SignIn(policy: policy) }
            .registering(Tabs.self, as: "tabs") { _ in Tabs(policy: policy) }
    }

    @discardableResult
    func restore(_ data: Data) throws(RestorationError) -> RestoredNavigation {
        try navigator.restore(from: data, routes: RouteTypes(PropertyRoute.self), coordinators: coordinators)
    }
}

@MainActor
@Suite struct RestorationProperties {
    private func step(_ random: inout SplitMix, in launch: Launch) {
        guard let root = launch.navigator.rootCoordinator else { return }
        let flows = running(root)
        let flow = flows.randomElement(using: &random)!
        switch Int.random(in: 0..<8, using: &random) {
        case 0, 1: (flow as? Flow)?.show(PropertyRoute.allCases.randomElement(using: &random)!)
        case 2: flow.startChild(Flow(policy: launch.policy), as: [.push, .sheet, .popover].randomElement(using: &random)!)
        case 3: flow.startChild(Tabs(policy: launch.policy), as: .fullScreenCover)
        case 4: launch.host.tapBack()
        case 5: launch.host.swipeDown()
        case 6: (flow as? Flow)?.pop()
        default: if flow !== root { flow.finish() }
        }
    }

    /// Random trees saved while everything was allowed, restored under random guards: every
    /// restored screen is one its guard allows, each stack and the list of layers are what was
    /// saved cut at the first refused screen, every restored flow runs for a screen, and only a
    /// refused root screen fails the restoration.
    @Test func aRestoredStatePassesTheGuards() async {
        await propertyCheck(count: LongRuns.scaled(300), input: Gen.uint64()) { seed in
            var random = SplitMix(seed: seed)
            let before = Launch()
            before.navigator.start(Router(policy: before.policy))
            withIssueReporters([]) {   // random verbs ask for impossible things; those change nothing
                for _ in 0..<Int.random(in: 1...20, using: &random) { step(&random, in: before) }
            }
            let data = try! before.navigator.savedData(coordinators: before.coordinators)
            let saved = before.navigator.state

            let after = Launch()
            for route in PropertyRoute.allCases where Int.random(in: 0..<4, using: &random) == 0 {
                if Bool.random(using: &random) { after.policy.denied.insert(route) } else { after.policy.redirected.insert(route) }
            }
            let refusedRoot = (saved.layers.first?.content.stacks ?? []).contains { stack in
                stack.stack.root.flatMap { $0.route.as(PropertyRoute.self) }.map { !after.policy.allows($0) } ?? false
            }
            do throws(RestorationError) {
                let restored = try after.restore(data)
                #expect(!refusedRoot, "seed \(seed): restored a refused root")
                let state = after.navigator.state
                for screen in state.screens {
                    guard let route = screen.route.as(PropertyRoute.self), after.navigator.coordinator(for: screen.owner) is Flow else { continue }
                    #expect(after.policy.allows(route), "seed \(seed): \(route) restored past its guard")
                }
                #expect(state.layers.map(\.id) == Array(saved.layers.prefix(state.layers.count).map(\.id)), "seed \(seed)")
                for (layer, savedLayer) in zip(state.layers, saved.layers) {
                    for ((_, stack), (_, savedStack)) in zip(layer.content.stacks, savedLayer.content.stacks) {
                        #expect(Array(savedStack.routes.prefix(stack.count)) == stack.routes, "seed \(seed)")
                    }
                }
                #expect(restored.denials.isEmpty == (state.screens.count == saved.screens.count), "seed \(seed)")
                let owners = Set(state.screens.map(\.owner))
                for coordinator in after.navigator.rootCoordinator.map(running) ?? [] {
                    #expect(owners.contains(coordinator.id) || !coordinator.children.isEmpty, "seed \(seed): \(coordinator) runs for nothing")
                }
                #expect(after.host.shownState == state, "seed \(seed)")
            } catch {
                #expect(refusedRoot, "seed \(seed): \(error)")
                guard case .routeDenied = error else { Issue.record("seed \(seed): \(error)"); return }
                #expect(after.navigator.state.isEmpty)
            }
        }
    }

    /// Random links (some with numbers JSON cannot write, some guarded by a redirect, some
    /// waiting on a running login), logins finished or swiped away, gestures: after each, the
    /// state the navigator accepted saves, and restores in a new launch.
    @Test func linksWaitingFlowsAndSavesNeverBreakSaving() async {
        let pieces = ["detail", "admin", "billing", "home", "wait", "price/12.5", "price/nan", "price/inf",
                      "price/1e309", "price/-0", "nowhere"]
        await propertyCheck(count: LongRuns.scaled(200), input: Gen.uint64()) { seed in
            var random = SplitMix(seed: seed)
            let launch = Launch()
            launch.navigator.start(Router(policy: launch.policy))
            for _ in 0..<Int.random(in: 1...25, using: &random) {
                switch Int.random(in: 0..<8, using: &random) {
                case 0, 1, 2:
                    let path = "/" + pieces.randomElement(using: &random)!
                    _ = try? launch.navigator.open(DeepLink(path: path), animated: Bool.random(using: &random))
                case 3: launch.policy.isSignedIn = false
                case 4: (launch.navigator.rootCoordinator.map(running)?.last { $0 is SignIn } as? SignIn)?.signIn()
                case 5: launch.host.swipeDown()
                case 6: launch.host.tapBack()
                default:
                    if let signIn = launch.navigator.rootCoordinator.map(running)?.last(where: { $0 is SignIn }) {
                        _ = try? launch.navigator.open(DeepLink(path: "/wait"))
                        #expect(signIn.status == .running)
                    }
                }
                let data: Data
                do {
                    data = try launch.navigator.savedData(coordinators: launch.coordinators)
                } catch {
                    Issue.record("seed \(seed): an accepted state cannot be saved: \(error)")
                    return
                }
                let later = Launch()
                later.policy.isSignedIn = launch.policy.isSignedIn
                do {
                    // What a guard refuses now (billing, once signed out) is dropped; the rest comes back.
                    let restored = try later.restore(data)
                    let routes = later.navigator.state.screens.map(\.route)
                    #expect(routes.count + restored.droppedRoutes.count == launch.navigator.state.screens.count, "seed \(seed)")
                    if restored.denials.isEmpty { #expect(routes == launch.navigator.state.screens.map(\.route), "seed \(seed)") }
                } catch {
                    Issue.record("seed \(seed): saved data does not restore: \(error)")
                }
            }
        }
    }
}
