import CoordinatorKit
import CoordinatorFixtures
import CoordinatorKitTesting
import Testing

@MainActor
@Suite struct HeadlessHostBehavesLikeUIKit {
    @Test func aFullScreenCoverCannotBeSwipedDownButASheetCan() throws {
        let app = HeadlessScenarioHost()
        try app.navigator.update { state in
            try state.replaceRoot(with: .stack(Stack(routes: [MapRoute.map])))
            try state.present(MapRoute.settings, as: .fullScreenCover)
        }
        #expect(app.host.swipeDown() == false)
        #expect(app.navigator.state.layers.count == 2)
        try app.navigator.update { try $0.present(MapRoute.about, as: .sheet) }
        #expect(app.host.swipeDown())
        #expect(app.navigator.state.layers.count == 2)
    }

    @Test func theCommandHistoryKeepsOnlyTheNewestCommands() throws {
        let navigator = Navigator()
        let host = HeadlessHost(commandHistoryLimit: 3)
        navigator.attach(host)
        try navigator.update { try $0.replaceRoot(with: .stack(Stack(routes: [MapRoute.map]))) }
        for _ in 0..<2 {
            try navigator.update { try $0.push(MapRoute.about) }
            try navigator.update { _ = try $0.pop() }
        }
        #expect(host.commandCount == 5)
        #expect(host.performedCommands.count == 3)
        let lastStack = try #require(navigator.state.root?.content.visibleStack)
        #expect(host.performedCommands.last?.action == .setStack(StackID(layer: navigator.state.root!.id), lastStack))
        host.commandHistoryLimit = 1
        #expect(host.performedCommands.count == 1)
        #expect(host.performedCommands.last?.action == .setStack(StackID(layer: navigator.state.root!.id), lastStack))
    }

    @Test func gesturesWaitForTheTransitionInFlight() throws {
        let app = HeadlessScenarioHost(completion: .manual)
        try app.navigator.update { try $0.replaceRoot(with: .stack(Stack(routes: [MapRoute.map, .about]))) }
        #expect(app.host.isTransitioning)
        #expect(app.host.tapBack() == false)
        app.host.completeTransition()
        #expect(app.host.tapBack())
        #expect(app.treeDescription == "root stack: [map]")
    }

    @Test func theInstancesOfScreensThatLeaveAreLetGoAndTheOthersKept() throws {
        let app = HeadlessScenarioHost()
        try app.navigator.update { state in
            try state.replaceRoot(with: .stack(Stack(routes: [MapRoute.map, .about])))
            try state.present(MapRoute.settings, as: .sheet)
        }
        let state = app.navigator.state
        let map = try #require(state.root?.content.visibleStack?.root?.id)
        let about = try #require(state.root?.content.visibleStack?.top?.id)
        let settings = try #require(state.top?.content.visibleStack?.top?.id)
        let kept = try #require(app.host.instance(for: map))
        weak let popped = app.host.instance(for: about)
        weak let dismissed = app.host.instance(for: settings)
        #expect(popped != nil && dismissed != nil)

        #expect(app.host.swipeDown())
        #expect(app.host.tapBack())

        #expect(popped == nil, "the popped screen's instance is let go")
        #expect(dismissed == nil, "the dismissed sheet's instance is let go")
        #expect(app.host.instance(for: about) == nil)
        #expect(app.host.instance(for: map) === kept)
        #expect(app.host.shownInstances.map(\.screen.id) == [map])
    }

    @Test func theCoordinatorTreeListsEachFlowWithItsScreens() {
        let app = HeadlessScenarioHost()
        let main = MainCoordinator()
        app.navigator.start(main)
        let buy = main.buy()
        #expect(app.navigator.coordinatorTreeDescription == """
            MainCoordinator: [list]
            └─ BuyCoordinator: [cart]
            """)
        #expect(app.navigator.coordinator(for: buy.id) === buy)
        app.host.tapBack()
        #expect(app.navigator.coordinator(for: buy.id) == nil)
    }
}
