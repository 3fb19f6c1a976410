import CoordinatorKit
import CoordinatorFixtures
import CoordinatorKitTesting
import Foundation
import IssueReporting
import Testing

// One test per way an app, a host or saved data could corrupt the coordinator tree or crash the
// app; each failed (or crashed) before the runtime was reshaped.

@MainActor
@Suite struct TabBarsAdoptWithTheChecksOfStartChild {
    private enum Tab: Hashable, Sendable { case one, two }

    @Test func aCoordinatorThatAlreadyRunsIsRefusedAndTheTabBarDoesNotShow() {
        let app = HeadlessScenarioHost()
        let main = MainCoordinator()
        app.navigator.start(main)
        let before = app.navigator.state
        let tabs = TabCoordinator<Tab>([.one: ListCoordinator(), .two: main])
        withKnownIssue {
            main.startChild(tabs, as: .sheet)
        } matching: { $0.description.contains("MainCoordinator already runs") || $0.description.contains("cannot show its tab bar") }
        #expect(app.navigator.state == before)
        #expect(tabs.status == .ended)
        #expect(main.children.isEmpty)
    }

    @Test func anAncestorIsRefusedInsteadOfRecursingForever() {
        let app = HeadlessScenarioHost()
        let main = MainCoordinator()
        app.navigator.start(main)
        let tabs = TabCoordinator<Tab>([.one: ListCoordinator(), .two: main])
        withKnownIssue { main.startChild(tabs, as: .fullScreenCover) } matching: { _ in true }
        #expect(app.navigator.coordinatorTreeDescription == "MainCoordinator: [list]")
    }

    @Test func theSameCoordinatorForTwoTabsIsStartedOnce() {
        let app = HeadlessScenarioHost()
        let main = MainCoordinator()
        app.navigator.start(main)
        let shared = ListCoordinator()
        let tabs = TabCoordinator<Tab>([.one: shared, .two: shared])
        withKnownIssue { main.startChild(tabs, as: .sheet) } matching: { _ in true }
        #expect(app.navigator.state.layers.count == 1)
        #expect(shared.status != .running)
    }
}

@MainActor
@Suite struct StatesThatBreakTheRulesAreRefused {
    @Test func aNavigatorIsNotMadeFromAnInvalidState() {
        let empty = NavigationState(root: .stack(Stack([])))
        #expect(throws: NavigationError.self) { try Navigator(state: empty) }
        let noTabs = NavigationState(root: .tabs(Tabs([])))
        #expect(throws: NavigationError.self) { try Navigator(state: noTabs) }
        let screen = Screen(MapRoute.map)
        let twice = NavigationState(root: .stack(Stack([screen, screen])))
        #expect(throws: NavigationError.self) { try Navigator(state: twice) }
    }

    @Test func anUpdateThatAssignsAnInvalidStateThrowsAndChangesNothing() throws {
        let app = HeadlessScenarioHost()
        try app.navigator.update { try $0.replaceRoot(with: .stack(Stack(routes: [MapRoute.map]))) }
        let before = app.navigator.state
        let screen = Screen(MapRoute.map)
        #expect(throws: NavigationError.self) {
            try app.navigator.update { $0 = NavigationState(root: .stack(Stack([screen, screen]))) }
        }
        #expect(throws: NavigationError.self) {
            try app.navigator.update { $0 = NavigationState(root: .tabs(Tabs([]))) }
        }
        #expect(app.navigator.state == before)
        #expect(app.host.shownState == before)
    }

    @Test func verbsOnAHandBuiltInvalidStateThrowInsteadOfTrapping() {
        var emptyStack = NavigationState(root: .stack(Stack([])))
        #expect(throws: NavigationError.self) { try emptyStack.popToRoot() }
        var emptyTabs = NavigationState(root: .tabs(Tabs([])))
        #expect(throws: NavigationError.self) { try emptyTabs.push(MapRoute.map) }
        #expect(throws: NavigationError.self) { try emptyTabs.popToRoot() }
    }
}

@MainActor
@Suite struct RenderingIsALoop {
    @Test func fifteenHundredSheetsRenderWithAHostThatCompletesAtOnce() throws {
        var state = NavigationState(root: .stack(Stack(routes: [MapRoute.map])))
        for index in 0..<1_500 { try state.present(MapRoute.city(named: "\(index)"), as: .sheet) }
        let navigator = try Navigator(state: state)
        let host = HeadlessHost()
        navigator.attach(host)
        #expect(navigator.renderedState == state)
        #expect(host.performedCommands.count == 1_501)
    }

    @Test func aCompletionFromADetachedHostIsNotTakenForTheNewHostsCommand() throws {
        let navigator = Navigator()
        let old = HeadlessHost(completion: .manual)
        navigator.attach(old)
        try navigator.update { try $0.replaceRoot(with: .stack(Stack(routes: [MapRoute.map]))) }
        let new = HeadlessHost(completion: .manual)
        navigator.attach(new)
        #expect(new.isTransitioning)
        old.completeAllTransitions()
        #expect(navigator.renderedState.isEmpty, "the former host's completion finished the new host's command")
        new.completeAllTransitions()
        #expect(navigator.renderedState == navigator.state)
    }

    @Test func aSwipeOnAStackThatDoesNotExistIsReportedAndBlocksNothing() throws {
        let app = HeadlessScenarioHost()
        try app.navigator.update { try $0.replaceRoot(with: .stack(Stack(routes: [MapRoute.map]))) }
        withKnownIssue {
            app.navigator.hostDidReport(.interactivePopBegan(in: StackID(layer: LayerID())))
        } matching: { $0.description.contains("does not match what it rendered") }
        try app.navigator.update { try $0.push(MapRoute.about) }
        #expect(app.host.shownState == app.navigator.state)
    }

    @Test func observersSeeEventsInTheOrderTheChangesHappened() throws {
        let app = HeadlessScenarioHost()
        try app.navigator.update { try $0.replaceRoot(with: .stack(Stack(routes: [MapRoute.map]))) }
        var seen: [String] = []
        var navigated = false
        // Weak, as an app's observer would hold it: the navigator keeps its observers.
        app.navigator.observe { [weak navigator = app.navigator] event in
            guard case .changed = event, !navigated else { return }
            navigated = true
            try? navigator?.update { try $0.push(MapRoute.settings) }
        }
        app.navigator.observe { event in
            if case .changed(let change) = event { seen.append(change.addedScreens.map(\.route.description).joined()) }
        }
        try app.navigator.update { try $0.push(MapRoute.about) }
        #expect(seen == ["about", "settings"])
    }
}

@MainActor
@Suite struct NoLostChangesAndNoZombies {
    @Test func finishInsideAnUpdateBodyIsRefusedAndChangesNothing() throws {
        let app = HeadlessScenarioHost()
        let main = MainCoordinator()
        app.navigator.start(main)
        let buy = main.buy()
        let before = app.navigator.state
        withKnownIssue {
            try? app.navigator.update { _ in buy.finish() }
        } matching: { $0.description.contains("inside a navigator.update { } body") }
        #expect(app.navigator.state == before)
        #expect(buy.status == .running)
        #expect(main.outcomes.isEmpty)
    }

    @Test func finishInADroppedTransactionDeliversNothing() {
        let app = HeadlessScenarioHost()
        let main = MainCoordinator()
        app.navigator.start(main)
        let buy = main.buy()
        let before = app.navigator.state
        struct Abort: Error {}
        #expect(throws: Abort.self) {
            try app.navigator.transaction { buy.placeOrder(); throw Abort() }
        }
        #expect(app.navigator.state == before)
        #expect(buy.status == .running)
        #expect(main.outcomes.isEmpty)
    }

    @Test func aHostReportDuringATransactionKeepsTheTransactionsChanges() throws {
        let app = HeadlessScenarioHost()
        let flow = MapCoordinator()
        app.navigator.start(flow)
        flow.show(.city(named: "A"))
        app.navigator.transaction {
            flow.show(.about)
            _ = app.host.tapBack()   // the user pops city A while the transaction is open
            flow.show(.settings)
        }
        #expect(app.treeDescription == "root  stack: [map] > [about]\nsheet stack: [settings]")
        #expect(app.host.shownState == app.navigator.state)
    }

    @Test func aChildStartedAndRemovedInOneTransactionEndsCancelled() {
        let app = HeadlessScenarioHost()
        let main = MainCoordinator()
        app.navigator.start(main)
        let buy = BuyCoordinator()
        var outcomes: [Outcome<Order>] = []
        app.navigator.transaction {
            main.startChild(buy, as: .sheet) { outcomes.append($0) }
            main.dismissAll()
        }
        #expect(buy.status == .ended)
        #expect(outcomes == [.cancelled])
        #expect(main.children.isEmpty)
    }

    @Test func aChildStartedInADroppedTransactionEndsCancelledAndRunReturns() async {
        let app = HeadlessScenarioHost()
        let main = MainCoordinator()
        app.navigator.start(main)
        let buy = BuyCoordinator()
        struct Abort: Error {}
        async let outcome = main.run(buy, as: .sheet)
        while buy.status == .ready { await Task.yield() }
        #expect(buy.status == .running)
        let again = BuyCoordinator()
        var outcomes: [Outcome<Order>] = []
        _ = try? app.navigator.transaction {
            main.startChild(again, as: .sheet) { outcomes.append($0) }
            throw Abort()
        }
        #expect(again.status == .ended)
        #expect(outcomes == [.cancelled])
        buy.placeOrder()
        #expect(await outcome == .finished(Order(number: 7)))
    }

    @Test func whenTheRootFlowsLastChildEndsANewRootCanStart() throws {
        let app = HeadlessScenarioHost()
        let root = AppCoordinator(user: nil)
        app.navigator.start(root)
        // The login flow's layer goes and it ends cancelled; the app coordinator shows nothing next.
        try app.navigator.update { $0 = NavigationState() }
        #expect(root.status == .ended)
        #expect(app.navigator.rootCoordinator == nil)
        let next = MapCoordinator()
        app.navigator.start(next)
        #expect(app.navigator.rootCoordinator === next)
        #expect(app.treeDescription == "root stack: [map]")
    }

    @Test func releasingTheNavigatorReleasesRunningFlowsEvenWithHandlersThatCaptureTheirParent() {
        weak var weakMain: MainCoordinator?
        weak var weakBuy: BuyCoordinator?
        weak var weakNavigator: Navigator?
        do {
            let app = HeadlessScenarioHost()
            let main = MainCoordinator()
            app.navigator.start(main)
            let buy = BuyCoordinator()
            main.startChild(buy, as: .sheet) { _ in _ = main }   // the handler holds the parent
            weakMain = main
            weakBuy = buy
            weakNavigator = app.navigator
        }
        #expect(weakNavigator == nil)
        #expect(weakMain == nil)
        #expect(weakBuy == nil)
    }
}

@MainActor
@Suite struct ErrorsSayWhatIsTrue {
    @Test func popOfAFlowWithoutScreensSaysSoNotThatNothingIsShown() {
        let app = HeadlessScenarioHost()
        let root = AppCoordinator(user: User(name: "kim"))
        app.navigator.start(root)
        withKnownIssue { root.pop() } matching: { $0.description.contains("AppCoordinator shows no screen of its own") }
    }

    @Test func dismissWhileOthersPresentedSaysWhoPresentedNothing() {
        let app = HeadlessScenarioHost()
        let main = MainCoordinator()
        app.navigator.start(main)
        let buy = BuyCoordinator()
        main.startChild(buy, as: .sheet)
        let inner = ListCoordinator()
        buy.startChild(inner, as: .push)
        withKnownIssue { inner.dismiss() } matching: {
            $0.description.contains("neither ListCoordinator nor a flow it started presented anything")
        }
        #expect(app.navigator.state.layers.count == 2)
    }

    @Test func aZeroOrNegativeFormatVersionIsNotCalledNewer() {
        for version in [0, -1] {
            let message = RestorationError.unsupportedVersion(version).description
            #expect(message.contains("no CoordinatorKit writes"))
            #expect(!message.contains("newer"))
        }
    }
}
