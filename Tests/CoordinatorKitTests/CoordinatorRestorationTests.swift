import CoordinatorKit
import CoordinatorFixtures
import CoordinatorKitTesting
import Foundation
import IssueReporting
import Testing

// The navigation and the coordinators that own it, saved and made again in a later launch
// (DESIGN §6): same screens, same owners, same tree, and flows that go on working.

private enum Tab: String, Hashable, Sendable { case shop, orders }

/// The app's root: no screen of its own, one flow replacing the root.
private final class Root: AnyCoordinator, RestorableCoordinator {
    override func start() { startChild(Shopping(label: "main"), as: .replacingRoot) }
}

private final class Shopping: Coordinator<ShopRoute>, RestorableCoordinator {
    struct Configuration: Codable, Sendable { var label: String }
    let label: String
    var orders: [Outcome<Order>] = []
    init(label: String) { self.label = label }
    var configuration: Configuration { Configuration(label: label) }
    override func start() { show(.list) }

    func buy(as presentation: ChildPresentation) -> Buying {
        let buy = Buying()
        startChild(buy, as: presentation) { [weak self] in self?.orders.append($0) }
        return buy
    }

    override func didRestore(_ child: AnyCoordinator) {
        if let buy = child as? Buying { onFinish(of: buy) { [weak self] in self?.orders.append($0) } }
    }
}

private final class Buying: Coordinator<BuyRoute>, ProducesOutput, RestorableCoordinator {
    typealias Output = Order
    override func start() { show(.cart) }
    func pay() { finish(with: Order(number: 42)) }
    func presentAnother() -> Buying {
        let another = Buying()
        startChild(another, as: .sheet)
        return another
    }
}

private final class Tabs: TabCoordinator<Tab>, RestorableCoordinator {
    let shop = Shopping(label: "tab")
    let orders = Shopping(label: "orders")
    init() { super.init([.shop: shop, .orders: orders]) }
}

@MainActor
private let coordinators = CoordinatorTypes()
    .registering(Root.self, as: "root") { _ in Root() }
    .registering(Shopping.self, as: "shopping") { Shopping(label: $0.label) }
    .registering(Buying.self, as: "buying") { _ in Buying() }
    .registering(Tabs.self, as: "tabs") { _ in Tabs() }

private let routes = RouteTypes(ShopRoute.self, BuyRoute.self)

/// One window: a navigator and the host it renders into.
@MainActor
private struct Launch {
    let navigator = Navigator()
    let host = HeadlessHost()
    init() { navigator.attach(host) }

    /// The state with owners named by coordinator type, which stays the same across launches.
    var ownedTree: String {
        navigator.state.screens.map { screen in
            "\(screen.route) by \(navigator.coordinator(for: screen.owner)?.description ?? "app")"
        }.joined(separator: ", ") + "\n" + navigator.state.treeDescription
    }
}

@MainActor
@Suite struct RestoringCoordinators {
    /// A root router, a flow with pushed screens, a child pushed on its stack and a child in a sheet.
    private func nestedApp() throws -> (Launch, Shopping) {
        let launch = Launch()
        launch.navigator.start(Root())
        let shopping = try #require(launch.navigator.rootCoordinator?.children.first as? Shopping)
        shopping.show(.product(id: 3))
        let pushed = shopping.buy(as: .push)
        pushed.show(.shipping)
        _ = pushed.presentAnother()
        return (launch, shopping)
    }

    @Test func theTreeAndItsScreensComeBackWithTheirOwners() throws {
        let (before, _) = try nestedApp()
        let data = try before.navigator.savedData(coordinators: coordinators)

        let after = Launch()
        try after.navigator.restore(from: data, routes: routes, coordinators: coordinators)

        #expect(after.ownedTree == before.ownedTree)
        #expect(after.navigator.coordinatorTreeDescription == before.navigator.coordinatorTreeDescription)
        #expect(after.host.shownState == after.navigator.state)
        #expect(after.host.performedCommands.allSatisfy { !$0.animated }, "restored without animation")
        #expect(after.host.performedCommands.count == 2, "the root, then the sheet: \(after.host.performedCommands)")
    }

    @Test func restoredFlowsGoOnAndTheirOutcomesReachTheirParents() throws {
        let (before, _) = try nestedApp()
        let data = try before.navigator.savedData(coordinators: coordinators)
        let after = Launch()
        try after.navigator.restore(from: data, routes: routes, coordinators: coordinators)
        let shopping = try #require(after.navigator.rootCoordinator?.children.first as? Shopping)
        let pushed = try #require(shopping.children.first as? Buying)
        let sheet = try #require(pushed.children.first as? Buying)

        sheet.pay()
        #expect(sheet.status == .ended)
        after.host.tapBack()   // shipping
        after.host.tapBack()   // past the pushed flow's first screen: it ends, cancelled

        #expect(pushed.status == .ended)
        #expect(shopping.orders == [.cancelled])
        #expect(shopping.routes == [.list, .product(id: 3)])
        #expect(after.host.shownState == after.navigator.state)
    }

    @Test func aTabBarGetsBackTheTabFlowsItMakes() throws {
        let before = Launch()
        let tabs = Tabs()
        before.navigator.start(tabs)
        tabs.select(.orders)
        tabs.orders.show(.cart)
        let data = try before.navigator.savedData(coordinators: coordinators)

        let after = Launch()
        try after.navigator.restore(from: data, routes: routes, coordinators: coordinators)

        let restored = try #require(after.navigator.rootCoordinator as? Tabs)
        #expect(restored.children.map(ObjectIdentifier.init) == [ObjectIdentifier(restored.shop), ObjectIdentifier(restored.orders)])
        #expect(restored.selectedTab == .orders)
        #expect(restored.orders.routes == [.list, .cart])
        restored.select(.shop)
        restored.shop.show(.payment)
        #expect(restored.shop.routes == [.list, .payment])
        #expect(after.ownedTree.contains("payment by Shopping"))
        #expect(after.host.shownState == after.navigator.state)
    }

    @Test func everyRestoredCoordinatorIsReleasedWithTheNavigator() throws {
        let (before, _) = try nestedApp()
        let data = try before.navigator.savedData(coordinators: coordinators)
        weak var root: AnyCoordinator?
        weak var sheet: AnyCoordinator?
        do {
            let after = Launch()
            try after.navigator.restore(from: data, routes: routes, coordinators: coordinators)
            root = after.navigator.rootCoordinator
            sheet = root?.children.first?.children.first?.children.first
            #expect(sheet != nil)
        }
        #expect(root == nil)
        #expect(sheet == nil)
    }
}

@MainActor
@Suite struct RestorationThatCannotBeDone {
    private func savedNestedApp() throws -> Data {
        let launch = Launch()
        launch.navigator.start(Root())
        let shopping = try #require(launch.navigator.rootCoordinator?.children.first as? Shopping)
        _ = shopping.buy(as: .sheet)
        return try launch.navigator.savedData(coordinators: coordinators)
    }

    /// Restores and expects `error`, with the navigator left as new.
    private func expectRefused(_ data: Data, with coordinatorTypes: CoordinatorTypes = coordinators, matching: (RestorationError) -> Bool) {
        let launch = Launch()
        do {
            try launch.navigator.restore(from: data, routes: routes, coordinators: coordinatorTypes)
            Issue.record("restored")
        } catch {
            #expect(matching(error), "\(error)")
        }
        #expect(launch.navigator.state.isEmpty)
        #expect(launch.navigator.rootCoordinator == nil)
        #expect(launch.host.performedCommands.isEmpty)
    }

    @Test func truncatedOrGarbledDataIsCorrupt() throws {
        let data = try savedNestedApp()
        for cut in [0, 1, data.count / 3, data.count / 2, data.count - 1] {
            expectRefused(data.prefix(cut)) { if case .corruptData = $0 { true } else { false } }
        }
        expectRefused(Data("{\"version\":1,\"state\":7}".utf8)) { if case .corruptData = $0 { true } else { false } }
    }

    @Test func dataFromAnotherVersionIsRefused() throws {
        var saved = try #require(try JSONSerialization.jsonObject(with: savedNestedApp()) as? [String: Any])
        #expect(saved["version"] as? Int == 2)
        for version in [3, 0, -1] {
            saved["version"] = version
            expectRefused(try JSONSerialization.data(withJSONObject: saved)) { $0 == .unsupportedVersion(version) }
        }
    }

    @Test func aCoordinatorTypeNoLongerRegisteredIsNamed() throws {
        let data = try savedNestedApp()
        let withoutBuying = CoordinatorTypes()
            .registering(Root.self, as: "root") { _ in Root() }
            .registering(Shopping.self, as: "shopping") { Shopping(label: $0.label) }
        expectRefused(data, with: withoutBuying) { $0 == .unknownCoordinatorType("buying", registered: ["root", "shopping"]) }
    }

    @Test func aRouteTypeNoLongerRegisteredIsNamed() throws {
        let data = try savedNestedApp()
        let launch = Launch()
        #expect(throws: RestorationError.self) {
            try launch.navigator.restore(from: data, routes: RouteTypes(ShopRoute.self), coordinators: coordinators)
        }
        #expect(launch.navigator.rootCoordinator == nil)
    }

    @Test func aScreenOwnedByACoordinatorTheTreeDoesNotHoldIsAMismatch() throws {
        let data = try savedNestedApp()
        var saved = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        let coordinators = try #require(saved["coordinators"] as? [[String: Any]])
        saved["coordinators"] = Array(coordinators.prefix(1))   // the shopping flow and its sheet are gone from the tree
        let edited = try JSONSerialization.data(withJSONObject: saved)
        expectRefused(edited) { if case .coordinatorMismatch = $0 { true } else { false } }
    }

    @Test func aNavigatorThatAlreadyRunsIsNotRestoredInto() throws {
        let data = try savedNestedApp()
        let launch = Launch()
        launch.navigator.start(Root())
        let before = launch.navigator.state
        #expect(throws: RestorationError.navigatorInUse) {
            try launch.navigator.restore(from: data, routes: routes, coordinators: coordinators)
        }
        #expect(launch.navigator.state == before)
    }

    @Test func savingWithAnUnregisteredCoordinatorRunningSaysWhich() throws {
        let launch = Launch()
        launch.navigator.start(MapCoordinator())
        #expect(throws: RestorationError.coordinatorNotRegistered("MapCoordinator")) {
            try launch.navigator.savedData(coordinators: coordinators)
        }
    }

    @Test func hearingTheOutcomeOfACoordinatorThatIsNotAChildIsReported() {
        let launch = Launch()
        let shopping = Shopping(label: "x")
        launch.navigator.start(shopping)
        withKnownIssue {
            shopping.onFinish(of: Buying()) { _ in }
        }
    }
}

@MainActor
@Suite struct RandomTreesRoundTrip {
    /// Random trees of flows (pushed, modal, tab bars) after random verbs and gestures, saved
    /// and restored into a new navigator: the same screens with the same owners' types, the same
    /// tree, shown in sync, and a restored flow that goes on working.
    @Test func savedAndRestoredTreesEqualTheOriginal() throws {
        for seed in 0..<UInt64(LongRuns.scaled(400)) {
            var random = SeededRandom(seed: seed)
            let before = Launch()
            before.navigator.start(Root())
            withIssueReporters([]) {   // random verbs ask for impossible things; those change nothing
                for _ in 0..<Int.random(in: 1...20, using: &random) {
                    step(&random, in: before)
                }
            }
            let data = try before.navigator.savedData(coordinators: coordinators)

            let after = Launch()
            try after.navigator.restore(from: data, routes: routes, coordinators: coordinators)

            #expect(after.ownedTree == before.ownedTree, "seed \(seed)")
            #expect(after.navigator.coordinatorTreeDescription == before.navigator.coordinatorTreeDescription, "seed \(seed)")
            #expect(after.host.shownState == after.navigator.state, "seed \(seed)")
            // Both go on the same way: the same verb on the same flow gives the same tree.
            let flowsBefore = running(before.navigator.rootCoordinator!).compactMap { $0 as? Shopping }
            let flowsAfter = running(after.navigator.rootCoordinator!).compactMap { $0 as? Shopping }
            #expect(flowsBefore.count == flowsAfter.count, "seed \(seed)")
            if let index = flowsBefore.indices.randomElement(using: &random), index < flowsAfter.count {
                flowsBefore[index].show(.payment)
                flowsAfter[index].show(.payment)
                #expect(after.ownedTree == before.ownedTree, "seed \(seed), after a push")
            }
        }
    }

    private func step(_ random: inout SeededRandom, in launch: Launch) {
        guard let root = launch.navigator.rootCoordinator else { return }
        let flows = running(root)
        let flow = flows.randomElement(using: &random)!
        switch Int.random(in: 0..<9, using: &random) {
        case 0: (flow as? Shopping)?.show([.product(id: 1), .cart, .payment].randomElement(using: &random)!)
        case 1: (flow as? Buying)?.show([.shipping, .payment].randomElement(using: &random)!)
        case 2: _ = (flow as? Shopping)?.buy(as: [.push, .sheet, .popover].randomElement(using: &random)!)
        case 3: _ = (flow as? Buying)?.presentAnother()
        case 4: flow.startChild(Tabs(), as: .fullScreenCover)
        case 5: launch.host.tapBack()
        case 6: launch.host.swipeDown()
        case 7: (flow as? Buying)?.pay()
        default: (flow as? Shopping)?.pop()
        }
    }
}

@MainActor
@Suite struct RestoringOrStartingFresh {
    @Test func savedDataIsRestored() throws {
        let before = Launch()
        before.navigator.start(Root())
        let data = try before.navigator.savedData(coordinators: coordinators)
        let after = Launch()
        var madeFresh = false
        let error = after.navigator.restore(from: data, routes: routes, coordinators: coordinators, orStart: { madeFresh = true; return Root() }())
        #expect(error == nil)
        #expect(!madeFresh)
        #expect(after.ownedTree == before.ownedTree)
    }

    @Test func noDataStartsFresh() {
        let launch = Launch()
        #expect(launch.navigator.restore(from: nil, routes: routes, coordinators: coordinators, orStart: Root()) == nil)
        #expect(launch.navigator.rootCoordinator is Root)
    }

    @Test func corruptDataStartsFreshAndSaysWhy() {
        let launch = Launch()
        let error = launch.navigator.restore(from: Data("nonsense".utf8), routes: routes, coordinators: coordinators, orStart: Root())
        guard case .corruptData? = error else { Issue.record("\(String(describing: error))"); return }
        #expect(launch.navigator.rootCoordinator is Root)
        #expect(launch.host.shownState == launch.navigator.state)
    }
}
