import CoordinatorKit
import CoordinatorFixtures
import CoordinatorKitTesting
import Foundation
import Testing

// A state restored on its own (`NavigationState(restoring:routes:)`) names coordinators of an
// earlier launch; a navigator it is handed to runs none of them: its screens are the app's, as
// screens pushed with `update` are (issue 40, finding 7).

private final class Home: Coordinator<ShopRoute>, RestorableCoordinator {
    override func start() { show(.list) }
}

@MainActor
private let coordinators = CoordinatorTypes().registering(Home.self, as: "home") { _ in Home() }
private let routes = RouteTypes(ShopRoute.self, BuyRoute.self)

/// A state saved on its own while coordinators ran: a flow's screens, a child's sheet.
@MainActor
private func savedWhileCoordinatorsRan() throws -> NavigationState {
    let navigator = Navigator()
    let main = MainCoordinator()
    navigator.start(main)
    main.show(.product(id: 1))
    main.startChild(BuyCoordinator(), as: .sheet)
    return try NavigationState(restoring: navigator.state.encoded(), routes: routes)
}

@MainActor
@Suite struct ScreensRestoredWithoutTheirCoordinators {
    @Test func aNavigatorMadeFromTheStateOwnsThemAsTheApp() throws {
        let navigator = try Navigator(state: savedWhileCoordinatorsRan())
        #expect(navigator.state.screens.allSatisfy { $0.owner == .app })
        #expect(navigator.state.screens.count == 3)
    }

    @Test func aStateSetWithUpdateHandsThemToTheApp() throws {
        let restored = try savedWhileCoordinatorsRan()
        let navigator = Navigator()
        let host = HeadlessHost()
        navigator.attach(host)
        let home = Home()
        navigator.start(home)

        try navigator.update { $0 = restored }

        #expect(navigator.state.screens.allSatisfy { $0.owner == .app })
        #expect(home.status == .ended, "its screens left")
        #expect(host.shownState == navigator.state)
    }

    @Test func theyAreSavedAndRestoredWithTheCoordinatorsThatRunLater() throws {
        let navigator = try Navigator(state: savedWhileCoordinatorsRan())
        navigator.attach(HeadlessHost())
        let data = try navigator.savedData(coordinators: coordinators)

        let later = Navigator()
        try later.restore(from: data, routes: routes, coordinators: coordinators)

        #expect(later.state == navigator.state)
    }

    @Test func gesturesAndVerbsActOnThemAsOnTheAppsScreens() throws {
        let navigator = try Navigator(state: savedWhileCoordinatorsRan())
        let host = HeadlessHost()
        navigator.attach(host)
        var removed: [Screen] = []
        navigator.observe { if case .changed(let change) = $0 { removed += change.removedScreens } }

        #expect(host.swipeDown())
        host.tapBack()

        #expect(navigator.state.screens.map(\.route) == [AnyRoute(ShopRoute.list)])
        #expect(removed.map(\.owner).allSatisfy { $0 == .app })
        #expect(host.shownState == navigator.state)

        // A flow started over them pushes and pops its own screens and leaves theirs alone.
        let home = Home()
        navigator.start(home)
        home.show(.cart)
        home.pop()
        #expect(home.routes == [.list])
        #expect(navigator.state.screens.allSatisfy { $0.owner == home.id })
        try navigator.update { try $0.push(ShopRoute.payment) }
        let data = try navigator.savedData(coordinators: coordinators)
        let later = Navigator()
        try later.restore(from: data, routes: routes, coordinators: coordinators)
        #expect(later.state.screens.map(\.route) == navigator.state.screens.map(\.route))
    }
}
