import CoordinatorKit
import CoordinatorFixtures
import CoordinatorKitTesting
import Testing

@MainActor
@Suite struct NavigatorRendersOneCommandAtATime {
    @Test func changesWhileACommandIsInFlightAreCoalesced() throws {
        let app = HeadlessScenarioHost(completion: .manual)
        try app.navigator.update { try $0.replaceRoot(with: .stack(Stack(routes: [MapRoute.map]))) }
        #expect(app.host.isTransitioning)
        for index in 0..<20 {
            try app.navigator.update { try $0.push(MapRoute.city(named: "City \(index)")) }
            try app.navigator.update { try $0.present(MapRoute.settings, as: .sheet) }
            try app.navigator.update { try $0.dismissAll() }
        }
        #expect(app.host.performedCommands.count == 1)
        app.host.completeAllTransitions()
        #expect(app.host.overlappingCommands == 0)
        // The root, then one setStack for the 20 pushes.
        #expect(app.host.performedCommands.count == 2)
        #expect(app.navigator.renderedState == app.navigator.state)
        #expect(app.host.shownState == app.navigator.state)
        #expect(app.navigator.state.screens.count == 21)
    }

    @Test func anUpdateIsOneRender() throws {
        let app = HeadlessScenarioHost()
        try app.navigator.update { state in
            try state.replaceRoot(with: .stack(Stack(routes: [ShopRoute.list])))
            try state.push(ShopRoute.product(id: 1))
            try state.present(ShopRoute.cart, as: .sheet)
            try state.push(ShopRoute.payment)
        }
        #expect(app.host.performedCommands.count == 2)
        #expect(app.treeDescription == "root  stack: [list] > [product(id: 1)]\nsheet stack: [cart] > [payment]")
    }

    @Test func aThrowingUpdateChangesNothing() throws {
        let app = HeadlessScenarioHost()
        try app.navigator.update { try $0.replaceRoot(with: .stack(Stack(routes: [MapRoute.map]))) }
        let before = app.navigator.state
        #expect(throws: NavigationError.self) {
            try app.navigator.update { state in
                try state.push(MapRoute.about)
                try state.pop(count: 5)
            }
        }
        #expect(app.navigator.state == before)
        #expect(app.host.performedCommands.count == 1)
    }

    @Test func noCommandGoesWhileTheUserSwipes() throws {
        let app = HeadlessScenarioHost()
        try app.navigator.update { try $0.replaceRoot(with: .stack(Stack(routes: [MapRoute.map, .about]))) }
        #expect(app.host.beginSwipeBack())
        try app.navigator.update { try $0.present(MapRoute.settings, as: .sheet) }
        #expect(app.host.performedCommands.count == 1)
        #expect(app.host.cancelSwipeBack())
        #expect(app.host.performedCommands.count == 2)
        #expect(app.treeDescription == "root  stack: [map] > [about]\nsheet stack: [settings]")
    }

    @Test func userGesturesAreWrittenIntoTargetAndRendered() throws {
        let app = HeadlessScenarioHost()
        try app.navigator.update { state in
            try state.replaceRoot(with: .stack(Stack(routes: [MapRoute.map, .about])))
            try state.present(MapRoute.settings, as: .sheet)
        }
        #expect(app.host.swipeDown())
        #expect(app.navigator.state.layers.count == 1)
        #expect(app.host.tapBack())
        #expect(app.navigator.state == app.navigator.renderedState)
        #expect(app.treeDescription == "root stack: [map]")
        #expect(app.host.tapBack() == false)
    }

    @Test func everyChangeIsAnEventThatSaysWhoCausedIt() throws {
        let app = HeadlessScenarioHost()
        var causes: [NavigationChange.Cause] = []
        var commands = 0
        let observation = app.navigator.observe { event in
            switch event {
            case .changed(let change): causes.append(change.cause)
            case .commandFinished: commands += 1
            default: break
            }
        }
        try app.navigator.update { try $0.replaceRoot(with: .stack(Stack(routes: [MapRoute.map, .about]))) }
        app.host.tapBack()
        #expect(causes.count == 2)
        #expect(causes.first == .code(requester: nil))
        guard case .user(.popped)? = causes.last else {
            Issue.record("expected a user pop, got \(causes)")
            return
        }
        #expect(commands == 1)
        observation.cancel()
        try app.navigator.update { try $0.push(MapRoute.about) }
        #expect(causes.count == 2)
    }

    @Test func eventsArriveAsAnAsyncSequence() async throws {
        let app = HeadlessScenarioHost()
        let events = app.navigator.events
        try app.navigator.update { try $0.replaceRoot(with: .stack(Stack(routes: [MapRoute.map]))) }
        var iterator = events.makeAsyncIterator()
        guard case .changed(let change)? = await iterator.next() else {
            Issue.record("expected a change first")
            return
        }
        #expect(change.addedScreens.map(\.route) == [AnyRoute(MapRoute.map)])
    }
}

@MainActor
@Suite struct NothingLeaks {
    @Test func navigatorHostAndCoordinatorsAreReleasedWithTheWindow() {
        weak var navigator: Navigator?
        weak var host: HeadlessHost?
        weak var root: AppCoordinator?
        weak var home: MainCoordinator?
        do {
            let app = HeadlessScenarioHost()
            let coordinator = AppCoordinator(user: nil)
            app.navigator.start(coordinator)
            coordinator.login?.finish(with: User(name: "Ada"))
            _ = coordinator.home?.buy()
            navigator = app.navigator
            host = app.host
            root = coordinator
            home = coordinator.home
            #expect(home != nil)
        }
        #expect(navigator == nil)
        #expect(host == nil)
        #expect(root == nil)
        #expect(home == nil)
    }
}
