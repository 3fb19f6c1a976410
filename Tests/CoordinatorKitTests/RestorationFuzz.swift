import CoordinatorFixtures
import CoordinatorKit
import CoordinatorKitTesting
import Foundation
import IssueReporting
import Testing

// Random apps of splits, tabs, sheets and questions, whose screens arrive with random
// animations, saved after random verbs, gestures, links and asks. What a restore keeps saves and
// restores again to the same tree; mutated data either fails with nothing applied, or restores
// only what code could have shown, each screen past its guard (issue 51).
//
// The default sizes keep `swift test` quick. A long run mutates as many payloads as the variable
// says, seeded by that count:
//
//     COORDINATORKIT_RESTORATION_PAYLOADS=<count> swift test --filter MutatedSavedDataRestoresOnlyWhatCodeCouldShow

@MainActor
@Suite struct SavedDataRestoresAgain {
    /// Random apps restored under random guards: whatever restores saves, and that data
    /// restores under the same guards to the same tree, then saves to the same tree again.
    @Test func whatARestoreKeepsSavesAndRestoresToTheSameTree() throws {
        for seed in 0..<UInt64(LongRuns.scaled(300)) {
            var random = SplitMix(seed: seed)
            let data = randomApp(&random)
            let policy = Policy.random(&random)
            let launch = Launch(policy: policy)
            do {
                try launch.restore(data)
            } catch {
                // Only a refused root screen may fail it: nothing would run the window.
                if case .routeDenied = error { continue }
                Issue.record("seed \(seed): saved data does not restore: \(error)")
                continue
            }
            // A question comes back only with its flow, over its layer as it was saved.
            if let question = launch.navigator.state.question {
                let saved = try savedState(in: data)
                #expect(question.owner == .app || launch.navigator.coordinator(for: question.owner) != nil, "seed \(seed)")
                #expect(launch.navigator.state.layer(question.layer)?.routes == saved.layer(question.layer)?.routes, "seed \(seed)")
            }
            try expectRestoresAgain(launch, policy: policy, "seed \(seed)")
        }
    }

    /// The navigation state saved data holds.
    private func savedState(in data: Data) throws -> NavigationState {
        let saved = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        let state = try JSONSerialization.data(withJSONObject: try #require(saved["state"]))
        return try NavigationState(restoring: state, routes: RouteTypes(FuzzRoute.self, SideRoute.self, answers: Int.self, Bool.self))
    }
}

@MainActor
@Suite struct MutatedSavedDataRestoresOnlyWhatCodeCouldShow {
    /// Saved data from random apps, mutated in its owners, homes, placements, tabs, columns,
    /// questions, animations, layers and bytes, restored under random guards: a failure is a
    /// typed error with the navigator left as new; a success restores only screens their owners
    /// could show, each allowed by its owner's guard, asked; and it saves and restores again to
    /// the same tree.
    @Test func failsWithNothingAppliedOrRestoresOnlyWhatCodeCouldShow() throws {
        let requested = ProcessInfo.processInfo.environment["COORDINATORKIT_RESTORATION_PAYLOADS"].flatMap(Int.init)
        let payloads = requested ?? LongRuns.scaled(240)
        var random = SplitMix(seed: requested.map(UInt64.init) ?? 0x51)
        var restored = 0
        var data = Data()
        for payload in 0..<payloads {
            // A few payloads from each app.
            if payload % 8 == 0 { data = randomApp(&random) }
            let mutated = mutatedSavedData(data, &random)
            let policy = Policy.random(&random)
            let launch = Launch(policy: policy)
            let context = "payload \(payload) of \(payloads)"
            do {
                try launch.restore(mutated)
            } catch {
                #expect(!error.description.isEmpty)
                #expect(launch.navigator.state.isEmpty, "\(context): \(error)")
                #expect(launch.navigator.rootCoordinator == nil, "\(context): \(error)")
                #expect(launch.host.performedCommands.isEmpty, "\(context): \(error)")
                continue
            }
            restored += 1
            expectOnlyWhatCodeCouldShow(launch, context)
            try expectRestoresAgain(launch, policy: policy, context)
        }
        #expect(restored > 0)
    }

    /// Every restored screen: its owner runs, shows routes of its type, sits in the tab or
    /// column of its owner's line of flows, and was asked about and allowed by its guard.
    private func expectOnlyWhatCodeCouldShow(_ launch: Launch, _ context: String) {
        let state = launch.navigator.state
        #expect(launch.host.shownState == state, "\(context)")
        if let question = state.question {
            #expect(question.owner == .app || launch.navigator.coordinator(for: question.owner) != nil, "\(context)")
        }
        for layer in state.layers {
            for stack in layer.stackIDs {
                for screen in state.stack(stack)?.screens ?? [] where screen.owner != .app {
                    guard let owner = launch.navigator.coordinator(for: screen.owner) else {
                        Issue.record("\(context): \(screen) is owned by a coordinator that does not run")
                        continue
                    }
                    if let route = screen.route.as(FuzzRoute.self) {
                        #expect(owner is Flow, "\(context): \(route) owned by \(owner)")
                        #expect(launch.policy.allows(route), "\(context): \(route) restored past its guard")
                    } else {
                        #expect(owner is Side && screen.route.as(SideRoute.self) != nil, "\(context): \(screen) by \(owner)")
                    }
                    #expect(launch.policy.asked.contains(Asked(owner: owner.id, route: screen.route)), "\(context): \(screen)'s guard not asked")
                    if let line = lineOfFlows(for: stack, in: launch) {
                        let inLine = ([owner] + ancestors(of: owner)).contains { flow in line.contains { $0 === flow } }
                        #expect(inLine && !isModal(owner, below: line), "\(context): \(screen) in \(stack) by \(owner)")
                    }
                }
            }
        }
    }

    /// The flow a tab or a split column was made for, when `stack` is one.
    private func lineOfFlows(for stack: StackID, in launch: Launch) -> [AnyCoordinator]? {
        guard stack.tab != nil || stack.column != nil else { return nil }
        let flows = launch.navigator.rootCoordinator.map(running) ?? []
        if let tab = stack.tab {
            return flows.compactMap { $0 as? Tabs }.filter { $0.layerID == stack.layer }
                .compactMap { tabs in tabs.tabs.first { tabs.tabID(for: $0) == tab }.flatMap(tabs.coordinator(for:)) }
        }
        return flows.compactMap { $0 as? Split }.filter { $0.layerID == stack.layer }
            .compactMap { $0.coordinator(for: stack.column!) }
    }

    private func ancestors(of flow: AnyCoordinator) -> [AnyCoordinator] {
        var line: [AnyCoordinator] = []
        var next = flow.parent
        while let parent = next {
            line.append(parent)
            next = parent.parent
        }
        return line
    }

    /// Whether a flow below the tab's or column's flow got there through a modal child: then
    /// it shows its screens on its own layer, not in the tab or column.
    private func isModal(_ flow: AnyCoordinator, below line: [AnyCoordinator]) -> Bool {
        var current: AnyCoordinator? = flow
        while let step = current, !line.contains(where: { $0 === step }) {
            if let node = step as? Flow, node.startedModally { return true }
            current = step.parent
        }
        return false
    }
}

// MARK: - Shared checks

/// Saves a restored launch, restores that in a new one under the same guards, and expects the
/// same tree; then the same again from that one.
@MainActor
private func expectRestoresAgain(_ launch: Launch, policy: Policy, _ context: String) throws {
    var current = launch
    for round in 1...2 {
        let data: Data
        do {
            data = try current.navigator.savedData(coordinators: current.coordinators)
        } catch {
            Issue.record("\(context): a restored navigation does not save (round \(round)): \(error)")
            return
        }
        let next = Launch(policy: policy)
        do {
            let restored = try next.restore(data)
            #expect(restored.denials.isEmpty, "\(context): round \(round)")
        } catch {
            Issue.record("\(context): what a restore saved does not restore (round \(round)): \(error)")
            return
        }
        #expect(next.ownedTree == current.ownedTree, "\(context): round \(round)")
        #expect(next.navigator.coordinatorTreeDescription == current.navigator.coordinatorTreeDescription, "\(context): round \(round)")
        #expect(next.host.shownState == next.navigator.state, "\(context): round \(round)")
        current = next
    }
}

// MARK: - Random apps

/// A random app after random verbs, gestures, links and asks, saved.
@MainActor
private func randomApp(_ random: inout SplitMix) -> Data {
    let launch = Launch(policy: Policy())
    launch.navigator.start(Router(policy: launch.policy))
    withIssueReporters([]) {   // random verbs ask for impossible things; those change nothing
        // Most apps show a split or tabs at the root.
        let policy = launch.policy
        let first: [AnyCoordinator] = [Split(policy: policy, threeColumns: Bool.random(using: &random)), Tabs(policy: policy)]
        if random.next(below: 4) != 0 { launch.navigator.rootCoordinator?.startChild(first.randomElement(using: &random)!, as: .replacingRoot) }
        for _ in 0..<Int.random(in: 1...24, using: &random) {
            step(&random, in: launch)
            // Where the main-actor turn would end: a flow that shows nothing ends.
            launch.navigator.checkFlowsAwaitingFirstScreen()
        }
        // Some apps are saved with a question shown.
        if Bool.random(using: &random), let flow = launch.navigator.rootCoordinator.map(running)?.randomElement(using: &random) {
            flow.ask(Question("Leave?", choices: [.destructive("Leave", 1), .cancel("Stay", 0)])) { _ in }
        }
    }
    do {
        return try launch.navigator.savedData(coordinators: launch.coordinators)
    } catch {
        Issue.record("a random app does not save: \(error)")
        return Data()
    }
}

/// Made for each step, not kept in a global: a global's route box sits in an enum payload whose
/// spare bits hide the pointer from LeakSanitizer, which then reports the box as leaked.
private var animations: [RouteAnimation] { [.system, .none, .crossDissolve, .custom("card"), .zoom(from: FuzzRoute.home)] }
private let links = ["/item/3", "/admin", "/billing", "/card", "/home", "/detail/admin", "/content/item/4", "/one/billing", "/two/card", "/sidebar/x"]

@MainActor
private func step(_ random: inout SplitMix, in launch: Launch) {
    guard let root = launch.navigator.rootCoordinator else { return }
    let policy = launch.policy
    let flow = running(root).randomElement(using: &random)!
    let route = FuzzRoute.allCases.randomElement(using: &random)!
    let animation = animations.randomElement(using: &random)!
    switch random.next(below: 20) {
    case 0, 1, 2: (flow as? Flow)?.push(route, animation: animation)
    case 3: (flow as? Flow)?.show(route)
    case 4: (flow as? Side)?.show(.section(random.next(below: 9)))
    case 5: (flow as? Flow)?.present(route, as: [.sheet, .popover, .fullScreenCover].randomElement(using: &random)!, animation: animation)
    case 6: flow.startChild(Flow(policy: policy, modally: false), as: .push)
    case 7: flow.startChild(Flow(policy: policy, modally: true), as: [.sheet, .popover, .fullScreenCover].randomElement(using: &random)!)
    case 8: if flow is Flow { flow.startChild(Split(policy: policy, threeColumns: Bool.random(using: &random)), as: .fullScreenCover) }
    case 9: if flow is Flow { flow.startChild(Tabs(policy: policy), as: .sheet) }
    case 10:
        let children: [AnyCoordinator] = [Split(policy: policy, threeColumns: Bool.random(using: &random)), Tabs(policy: policy), Flow(policy: policy, modally: false)]
        root.startChild(children.randomElement(using: &random)!, as: .replacingRoot)
    case 11:
        if let split = flow as? Split {
            if Bool.random(using: &random) {
                split.showDetail(Flow(policy: policy, modally: false), in: split.split?.content != nil && Bool.random(using: &random) ? .content : .detail)
            } else {
                split.show(split.split?.columns.randomElement(using: &random) ?? .detail)
            }
        }
    case 12: (flow as? Tabs)?.select([.one, .two].randomElement(using: &random)!)
    case 13: launch.host.tapBack()
    case 14: launch.host.swipeDown()
    case 15: (flow as? Flow)?.pop()
    case 16: if flow !== root { flow.finish() }
    case 17: flow.ask(Question("Leave?", choices: [.destructive("Leave", 1), .cancel("Stay", 0)])) { _ in }
    case 18: launch.host.tapChoice(["Leave", "Stay"].randomElement(using: &random)!)
    default:
        _ = try? launch.navigator.open(DeepLink(path: links.randomElement(using: &random)!), animated: Bool.random(using: &random))
    }
}

// MARK: - Fixtures

extension Layer {
    /// The routes of each of its stacks.
    fileprivate var routes: [[AnyRoute]] { content.stacks.map(\.stack.routes) }
}

private enum FuzzRoute: Route, Codable, CaseIterable {
    case home, item(Int), admin, billing, card
    static var allCases: [FuzzRoute] { [.home, .item(1), .item(2), .admin, .billing, .card] }
    var animation: RouteAnimation { self == .card ? .custom("card") : .system }
}

private enum SideRoute: Route, Codable { case menu, section(Int) }

private enum FuzzTab: Hashable, Sendable { case one, two }

/// A guard asked about a route by a coordinator.
private struct Asked: Hashable {
    let owner: CoordinatorID
    let route: AnyRoute
}

private struct Forbidden: Error {}

/// What the guards allow in one launch, and what they were asked.
@MainActor
private final class Policy {
    var denied: Set<FuzzRoute> = []
    var redirected: Set<FuzzRoute> = []
    var confirmed: Set<FuzzRoute> = []
    var asked: Set<Asked> = []

    func allows(_ route: FuzzRoute) -> Bool {
        !denied.contains(route) && !redirected.contains(route) && !confirmed.contains(route)
    }

    static func random(_ random: inout SplitMix) -> Policy {
        let policy = Policy()
        for route in FuzzRoute.allCases where random.next(below: 5) == 0 {
            switch random.next(below: 3) {
            case 0: policy.denied.insert(route)
            case 1: policy.redirected.insert(route)
            default: policy.confirmed.insert(route)
            }
        }
        return policy
    }
}

private final class Flow: Coordinator<FuzzRoute>, RestorableCoordinator {
    struct Configuration: Codable, Sendable { var modally: Bool }
    let policy: Policy
    /// Whether its parent started it in a layer of its own.
    let startedModally: Bool
    init(policy: Policy, modally: Bool) {
        self.policy = policy
        startedModally = modally
    }
    var configuration: Configuration { Configuration(modally: startedModally) }
    override func start() { show(.home) }

    override func decision(for route: FuzzRoute) -> RouteDecision {
        policy.asked.insert(Asked(owner: id, route: AnyRoute(route)))
        if policy.denied.contains(route) { return .deny(reason: Forbidden()) }
        if policy.redirected.contains(route) { return .redirect(to: Flow(policy: policy, modally: true), as: .sheet) }
        if policy.confirmed.contains(route) { return .confirm(Question("Open?", choices: [.default("Open", true), .cancel("No", false)])) }
        return .allow
    }

    override func handle(_ link: DeepLink) throws(DeepLinkError) -> DeepLinkHandling {
        if let match = link.match("/item/:n") {
            show(.item(try match.parameter("n", as: Int.self)))
            return .handled
        }
        switch link.first {
        case "admin": show(.admin)
        case "billing": show(.billing)
        case "card": show(.card)
        case "home": setStack([.home])
        default: return try super.handle(link)
        }
        return .handled
    }
}

private final class Side: Coordinator<SideRoute>, RestorableCoordinator {
    let policy: Policy
    init(policy: Policy) { self.policy = policy }
    override func start() { show(.menu) }
    override func decision(for route: SideRoute) -> RouteDecision {
        policy.asked.insert(Asked(owner: id, route: AnyRoute(route)))
        return .allow
    }
}

private final class Split: SplitCoordinator, RestorableCoordinator {
    struct Configuration: Codable, Sendable { var threeColumns: Bool }
    let threeColumns: Bool
    init(policy: Policy, threeColumns: Bool) {
        self.threeColumns = threeColumns
        super.init(
            sidebar: Side(policy: policy), content: threeColumns ? Flow(policy: policy, modally: false) : nil,
            detail: Flow(policy: policy, modally: false))
    }
    var configuration: Configuration { Configuration(threeColumns: threeColumns) }
}

private final class Tabs: TabCoordinator<FuzzTab>, RestorableCoordinator {
    init(policy: Policy) {
        super.init([.one: Flow(policy: policy, modally: false), .two: Flow(policy: policy, modally: false)])
    }
}

/// The root: a router whose one child replaces the root, and takes the links.
private final class Router: AnyCoordinator, RestorableCoordinator {
    let policy: Policy
    init(policy: Policy) { self.policy = policy }
    override func start() { startChild(Flow(policy: policy, modally: false), as: .replacingRoot) }
    override func handle(_ link: DeepLink) throws(DeepLinkError) -> DeepLinkHandling {
        guard let child = children.last else { return try super.handle(link) }
        return .forward(link, to: child)
    }
}

/// One launch: its guards, a navigator and its host.
@MainActor
private final class Launch {
    let policy: Policy
    let navigator = Navigator()
    let host = HeadlessHost()
    init(policy: Policy) {
        self.policy = policy
        navigator.attach(host)
    }

    var coordinators: CoordinatorTypes {
        let policy = policy
        return CoordinatorTypes()
            .registering(Router.self, as: "router") { _ in Router(policy: policy) }
            .registering(Flow.self, as: "flow") { Flow(policy: policy, modally: $0.modally) }
            .registering(Side.self, as: "side") { _ in Side(policy: policy) }
            .registering(Split.self, as: "split") { Split(policy: policy, threeColumns: $0.threeColumns) }
            .registering(Tabs.self, as: "tabs") { _ in Tabs(policy: policy) }
    }

    @discardableResult
    func restore(_ data: Data) throws(RestorationError) -> RestoredNavigation {
        try navigator.restore(
            from: data, routes: RouteTypes(FuzzRoute.self, SideRoute.self, answers: Int.self, Bool.self),
            coordinators: coordinators)
    }

    /// The state with owners named by coordinator type, which stays the same across launches.
    var ownedTree: String {
        navigator.state.screens.map { screen in
            "\(screen.route) \(screen.animation) by \(navigator.coordinator(for: screen.owner)?.description ?? "app")"
        }.joined(separator: ", ") + "\n" + navigator.state.treeDescription
            + "\n" + (navigator.state.question.map { "\($0) by \(navigator.coordinator(for: $0.owner)?.description ?? "app")" } ?? "")
    }
}
