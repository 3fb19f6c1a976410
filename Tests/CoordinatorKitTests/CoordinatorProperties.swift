import CoordinatorKit
import CoordinatorFixtures
import CoordinatorKitTesting
import IssueReporting
import PropertyBased
import Testing

/// A flow that does whatever the random sequence asks, and counts its children's outcomes.
final class RandomFlow: Coordinator<MapRoute> {
    let log: OutcomeLog
    init(log: OutcomeLog) {
        self.log = log
        super.init()
    }
    override func start() { show(.city(named: "start")) }
}

@MainActor
final class OutcomeLog {
    var outcomes: [CoordinatorID: Int] = [:]
    var started: [WeakFlow] = []
    /// Children of tab bars, whose outcomes go to their tab bar, not to the log.
    var tabChildren: Set<CoordinatorID> = []

    func record(_ child: AnyCoordinator) { outcomes[child.id, default: 0] += 1 }
}

struct WeakFlow {
    weak var coordinator: AnyCoordinator?
    let id: CoordinatorID
}

@MainActor
@Suite struct CoordinatorTreeProperties {
    private enum Tab: Hashable, Sendable, CaseIterable { case one, two, three, four }

    private func step(_ random: inout RandomStates, in fixture: RandomFlowsFixture) {
        let (root, host, log) = (fixture.root, fixture.host, fixture.log)
        let flows = running(root)
        let flow = flows.randomElement(using: &random.rng)!
        let screenFlow = flow as? RandomFlow
        let tabBar = flow as? TabCoordinator<Tab>
        switch Int.random(in: 0..<17, using: &random.rng) {
        case 0: screenFlow?.show(random.route())
        case 1: screenFlow?.present(random.route(), as: .sheet)
        case 2: screenFlow?.pop()
        case 3: screenFlow?.dismiss()
        case 4: if flow !== root { flow.finish() }
        case 5, 6:
            let child = RandomFlow(log: log)
            let presentation = [ChildPresentation.push, .sheet, .fullScreenCover, .popover].randomElement(using: &random.rng)!
            flow.startChild(child, as: presentation) { [weak log] _ in log?.record(child) }
            // A start that is misuse (a tab bar has no stack to push onto) changes nothing.
            if child.status != .ready { log.started.append(WeakFlow(coordinator: child, id: child.id)) }
        case 7:
            let first = RandomFlow(log: log)
            let second = RandomFlow(log: log)
            let tabs = TabCoordinator<Tab>([.one: first, .two: second])
            flow.startChild(tabs, as: .fullScreenCover) { [weak log] _ in log?.record(tabs) }
            for coordinator in [first, second, tabs] as [AnyCoordinator] where coordinator.status != .ready {
                log.started.append(WeakFlow(coordinator: coordinator, id: coordinator.id))
            }
            log.tabChildren.formUnion([first.id, second.id])
        case 8: host.tapBack()
        case 9: host.swipeBack(completing: Bool.random(using: &random.rng))
        case 10: host.swipeDown()
        case 11:
            if let tab = host.shownState.offeredGestures.tabs.randomElement(using: &random.rng) {
                host.tapTab(tab)
            }
        case 12: screenFlow?.popToRoot()
        case 13: screenFlow?.dismissAll()
        case 14:
            // Tabs that change while their flows run: a new tab (one already shown is refused).
            guard let tabBar, let tab = Tab.allCases.randomElement(using: &random.rng) else { return }
            let child = RandomFlow(log: log)
            tabBar.insert(
                tab, coordinator: child, at: Int.random(in: 0...tabBar.tabs.count, using: &random.rng),
                selecting: Bool.random(using: &random.rng))
            if child.status != .ready {
                log.started.append(WeakFlow(coordinator: child, id: child.id))
                log.tabChildren.insert(child.id)
            }
        case 15:
            if let tabBar, let tab = tabBar.tabs.randomElement(using: &random.rng) { tabBar.remove(tab) }
        default:
            if let tabBar, let tab = tabBar.tabs.randomElement(using: &random.rng) {
                tabBar.move(tab, to: Int.random(in: 0..<tabBar.tabs.count, using: &random.rng))
            }
        }
    }

    private func checkInvariants(of fixture: RandomFlowsFixture) {
        let (root, navigator, log) = (fixture.root, fixture.navigator, fixture.log)
        let live = running(root)
        let liveIDs = Set(live.map(\.id))
        for screen in navigator.state.screens {
            #expect(liveIDs.contains(screen.owner), "screen \(screen) belongs to an ended coordinator")
        }
        let owners = Set(navigator.state.screens.map(\.owner))
        for coordinator in live where coordinator !== root {
            if coordinator is RandomFlow {
                #expect(owners.contains(coordinator.id), "\(coordinator) runs without screens")
            } else {
                #expect(!coordinator.children.isEmpty, "\(coordinator) runs without tabs")
            }
            // A tab bar's tabs are those the state shows, in its order, each with its running flow.
            if let tabBar = coordinator as? TabCoordinator<Tab>, let layer = tabBar.layerID,
                case .tabs(let tabs)? = navigator.state.layer(layer)?.content
            {
                #expect(tabs.tabs.map(\.id) == tabBar.tabs.map { TabID(describing: $0) })
                for tab in tabBar.tabs {
                    #expect(tabBar.coordinator(for: tab)?.status == .running, "tab \(tab) of \(tabBar) runs no flow")
                }
            }
        }
        for flow in log.started {
            let ended = !liveIDs.contains(flow.id)
            if !log.tabChildren.contains(flow.id) {
                #expect(log.outcomes[flow.id, default: 0] == (ended ? 1 : 0), "\(flow.id) got \(log.outcomes[flow.id, default: 0]) outcomes")
            }
            if ended { #expect(flow.coordinator == nil, "an ended coordinator was not released") }
        }
        #expect(navigator.state == navigator.renderedState)
    }

    @Test func randomFlowsKeepOwnershipOutcomesAndLifetimes() async {
        await propertyCheck(count: LongRuns.scaled(10_000), input: Gen.uint64()) { seed in
            var random = RandomStates(seed: seed)
            let fixture = RandomFlowsFixture()
            // Random sequences ask for impossible things (a pop at a root); those are reported
            // and change nothing, which the invariants below check, so the reports are muted.
            withIssueReporters([]) {
                for _ in 0..<Int.random(in: 1...25, using: &random.rng) {
                    step(&random, in: fixture)
                }
            }
            checkInvariants(of: fixture)
        }
    }
}

/// A running coordinator and every running coordinator below it, parents first.
@MainActor
func running(_ root: AnyCoordinator) -> [AnyCoordinator] {
    root.status == .running ? [root] + root.children.flatMap(running) : []
}

/// Counts issues reported in a scope, without failing the test.
private final class IssueCounter: IssueReporter, @unchecked Sendable {
    var count = 0
    func reportIssue(_ message: @autoclosure () -> String?, severity: IssueSeverity, fileID: StaticString, filePath: StaticString, line: UInt, column: UInt) {
        count += 1
    }
}

@MainActor
@Suite struct OutcomesFollowCommits {
    private enum Tab: Hashable, Sendable { case one, two }
    private struct Abort: Error {}

    /// One random verb, child start, end or gesture; inside transactions that may nest and throw.
    private func step(_ random: inout RandomStates, in fixture: RandomFlowsFixture, depth: Int = 0) throws {
        let (root, navigator, host, log) = (fixture.root, fixture.navigator, fixture.host, fixture.log)
        let flow = running(root).randomElement(using: &random.rng)!
        let screenFlow = flow as? RandomFlow
        switch Int.random(in: 0..<12, using: &random.rng) {
        case 0: screenFlow?.show(random.route())
        case 1: screenFlow?.pop()
        case 2: if flow !== root { flow.finish() }
        case 3, 4:
            let child = RandomFlow(log: log)
            let presentation = [ChildPresentation.push, .sheet, .fullScreenCover].randomElement(using: &random.rng)!
            flow.startChild(child, as: presentation) { [weak log] _ in log?.record(child) }
            if child.status != .ready { log.started.append(WeakFlow(coordinator: child, id: child.id)) }
        case 5: host.tapBack()
        case 6: host.swipeDown()
        case 7: screenFlow?.dismissAll()
        case 8...9 where depth < 3:
            // A transaction, nested or not, that throws half the time after doing more steps.
            let throwing = Bool.random(using: &random.rng)
            try? navigator.transaction {
                for _ in 0..<Int.random(in: 1...4, using: &random.rng) {
                    try step(&random, in: fixture, depth: depth + 1)
                }
                if throwing { throw Abort() }
            }
        default: screenFlow?.popToRoot()
        }
    }

    /// From the same seeds on every run, so that a run in CI is the run anyone repeats (a
    /// failure names its seed); a failing input found elsewhere becomes a test of its own, as
    /// the one below.
    @Test func everyChildGetsOneOutcomeOnlyForACommittedRemovalAndNoneRunsWithoutScreens() {
        for seed in 0..<UInt64(LongRuns.scaled(3_000)) {
            runRandomFlows(seed: seed)
        }
    }

    /// An input the property found (CI, 2026-11-28): inside nested transactions, a flow started
    /// a child flow as a cover while a flow above it, started in the same transaction, had lost
    /// its screens. The cover's first screen was refused as if it removed its parent's screens,
    /// and once the flow above showed again the child ran with no screen.
    /// `FlowChangesKeepTheirAncestorsScreens` has the trace, by hand.
    @Test func aFlowWhoseCoverLeavesInTheTransactionThatPresentedItEnds() {
        runRandomFlows(seed: 4_933_876_721_031_156_400)
    }

    private func runRandomFlows(seed: UInt64) {
        var random = RandomStates(seed: seed)
        let fixture = RandomFlowsFixture()
        let (root, navigator, log) = (fixture.root, fixture.navigator, fixture.log)
        withIssueReporters([]) {
            for _ in 0..<Int.random(in: 1...20, using: &random.rng) {
                try? step(&random, in: fixture)
            }
        }
        let live = Set(running(root).map(\.id))
        let owners = Set(navigator.state.screens.map(\.owner))
        for flow in log.started {
            let ended = !live.contains(flow.id)
            #expect(log.outcomes[flow.id, default: 0] == (ended ? 1 : 0), "seed \(seed): \(flow.id) got \(log.outcomes[flow.id, default: 0]) outcomes")
            if ended { #expect(flow.coordinator == nil, "seed \(seed): an ended coordinator was not released") }
            if !ended { #expect(owners.contains(flow.id), "seed \(seed): a running flow has no screen") }
        }
        for screen in navigator.state.screens { #expect(live.contains(screen.owner), "seed \(seed): a screen of an ended flow") }
        #expect(navigator.state == navigator.renderedState, "seed \(seed)")
    }

    @Test func noVerbOfAFlowRemovesAnAncestorsScreenAndARefusedVerbChangesNothing() async {
        await propertyCheck(count: LongRuns.scaled(2_000), input: Gen.uint64()) { seed in
            var random = RandomStates(seed: seed)
            let fixture = RandomFlowsFixture()
            let (root, navigator, log) = (fixture.root, fixture.navigator, fixture.log)
            for _ in 0..<Int.random(in: 1...30, using: &random.rng) {
                let flows = running(root)
                let flow = flows.randomElement(using: &random.rng)!
                var ancestors = Set<CoordinatorID>()
                var node = flow.parent
                while let current = node { ancestors.insert(current.id); node = current.parent }
                let before = navigator.state
                let ancestorScreens = Set(before.screens.filter { ancestors.contains($0.owner) }.map(\.id))
                let counter = IssueCounter()
                withIssueReporters([counter]) {
                    switch Int.random(in: 0..<9, using: &random.rng) {
                    case 0: (flow as? RandomFlow)?.show(random.route())
                    case 1: (flow as? RandomFlow)?.pop()
                    case 2: (flow as? RandomFlow)?.popToRoot()
                    case 3: (flow as? RandomFlow)?.setStack([random.route()])
                    case 4: (flow as? RandomFlow)?.pop(to: .city(named: "start"))
                    case 5: (flow as? RandomFlow)?.dismiss()
                    case 6: (flow as? RandomFlow)?.dismissAll()
                    case 7: (flow as? RandomFlow)?.present(random.route(), as: .sheet)
                    default:
                        let child = RandomFlow(log: log)
                        let presentation = [ChildPresentation.push, .sheet, .popover].randomElement(using: &random.rng)!
                        flow.startChild(child, as: presentation)
                    }
                }
                let after = Set(navigator.state.screens.map(\.id))
                #expect(ancestorScreens.isSubset(of: after), "a flow's verb removed a screen of a flow above it")
                #expect(counter.count <= 1, "one refused verb reports one issue")
                if counter.count == 1 { #expect(navigator.state == before, "a refused verb changed the state") }
            }
        }
    }
}

@MainActor
@Suite struct LoadOfOneHundredThousandOperations {
    @Test func flowsGesturesAndHeldTransitionsStayInSyncWithoutZombiesOrLeaks() {
        var random = RandomStates(seed: 0xC0FFEE)
        let fixture = RandomFlowsFixture(completion: .manual)
        let (root, navigator, host, log) = (fixture.root, fixture.navigator, fixture.host, fixture.log)
        withIssueReporters([]) {
            for operation in 1...100_000 {
                // In a scope of its own, so that the flows picked here are not held past it.
                do {
                let flow = running(root).randomElement(using: &random.rng)! as? RandomFlow
                switch Int.random(in: 0..<12, using: &random.rng) {
                case 0, 1: flow?.show(random.route())
                case 2: flow?.pop()
                case 3: flow?.present(random.route(), as: .sheet)
                case 4: if flow !== root { flow?.finish() }
                case 5:
                    let child = RandomFlow(log: log)
                    flow?.startChild(child, as: Bool.random(using: &random.rng) ? .push : .sheet) { [weak log] _ in log?.record(child) }
                    if child.status != .ready { log.started.append(WeakFlow(coordinator: child, id: child.id)) }
                case 6: host.tapBack()
                case 7: host.swipeBack(completing: Bool.random(using: &random.rng))
                case 8: host.swipeDown()
                case 9: flow?.dismiss()
                default: _ = host.completeTransition()
                }
                }
                if navigator.state.screens.count > 60 { root.dismissAll(); root.popToRoot() }
                guard operation.isMultiple(of: 1_000) else { continue }
                host.completeAllTransitions()
                let screens = navigator.state.screens.map(\.id)
                #expect(Set(screens).count == screens.count, "a screen is in the state twice")
                #expect(navigator.renderedState == navigator.state)
                #expect(host.shownState == navigator.state)
                #expect(host.overlappingCommands == 0)
                let live = Set(running(root).map(\.id))
                for screen in navigator.state.screens { #expect(live.contains(screen.owner), "a screen of an ended flow") }
                log.started.removeAll { flow in
                    guard !live.contains(flow.id) else { return false }
                    #expect(flow.coordinator == nil, "an ended coordinator was not released")
                    #expect(log.outcomes[flow.id] == 1)
                    return true
                }
            }
        }
    }
}

/// A navigator on a headless host that runs a ``RandomFlow`` as its root, and the log its flows
/// record their children's outcomes in: where every random-flow test in this file starts.
@MainActor
private struct RandomFlowsFixture {
    let navigator: Navigator
    let host: HeadlessHost
    let log: OutcomeLog
    let root: RandomFlow

    /// - Parameter completion: when the host's transitions finish.
    init(completion: HeadlessHost.Completion = .immediate) {
        navigator = Navigator()
        host = HeadlessHost(completion: completion)
        navigator.attach(host)
        log = OutcomeLog()
        root = RandomFlow(log: log)
        navigator.start(root)
    }
}
