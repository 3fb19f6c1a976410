import CoordinatorKit
import CoordinatorKitTesting
import Foundation
import Testing

// Saved data is data from outside, stale or crafted: every restored screen passes its owner's
// guard, as one shown by code or a link does (issue 40, finding 1).

/// Who is signed in, read by the guards; the registry hands it to each coordinator it makes.
@MainActor
private final class Session {
    var isAdmin = true
    var isSignedIn = true
    var isLocked = false
    var questions: [PanelRoute] = []
}

private struct NotAnAdmin: Error, CustomStringConvertible {
    var description: String { "only an admin sees it" }
}

private enum PanelRoute: Route, Codable {
    case dashboard, users, auditLog, billing
}

private final class SignIn: Coordinator<PanelRoute> {
    override func start() { show(.dashboard) }
}

/// A panel whose routes an admin, a signed-in user or anyone may see.
private final class Panel: Coordinator<PanelRoute>, RestorableCoordinator {
    let session: Session
    init(session: Session) { self.session = session }
    override func start() { show(.dashboard) }

    override func decision(for route: PanelRoute) -> RouteDecision {
        session.questions.append(route)
        switch route {
        case .dashboard: return session.isLocked ? .deny(reason: NotAnAdmin()) : .allow
        case .users: return session.isAdmin ? .allow : .deny(reason: NotAnAdmin())
        case .billing: return session.isSignedIn ? .allow : .redirect(to: SignIn(), as: .sheet)
        case .auditLog: return .allow
        }
    }
}

/// The root: a router whose one child replaces the root.
private final class Root: AnyCoordinator, RestorableCoordinator {
    let session: Session
    init(session: Session) { self.session = session }
    override func start() { startChild(Panel(session: session), as: .replacingRoot) }
    var panel: Panel? { children.first as? Panel }
    var restoredChildren: [AnyCoordinator] = []
    override func didRestore(_ child: AnyCoordinator) { restoredChildren.append(child) }
}

private enum Tab: Hashable, Sendable { case main, admin }

private final class Tabs: TabCoordinator<Tab>, RestorableCoordinator {
    init(session: Session) { super.init([.main: Panel(session: session), .admin: Panel(session: session)]) }
}

/// One launch: a session, a navigator and its host, and the coordinators the registry made.
@MainActor
private final class Launch {
    let session = Session()
    let navigator = Navigator()
    let host = HeadlessHost()
    var made: [WeakCoordinator] = []
    var denied: [String] = []

    init() {
        navigator.attach(host)
        navigator.observe { [unowned self] in if case .denied(let denial) = $0 { denied.append(denial.description) } }
    }

    var coordinators: CoordinatorTypes {
        CoordinatorTypes()
            .registering(Root.self, as: "root") { [unowned self] _ in remember(Root(session: session)) }
            .registering(Panel.self, as: "panel") { [unowned self] _ in remember(Panel(session: session)) }
            .registering(Tabs.self, as: "tabs") { [unowned self] _ in remember(Tabs(session: session)) }
    }

    private func remember<C: AnyCoordinator>(_ coordinator: C) -> C {
        made.append(WeakCoordinator(coordinator: coordinator))
        return coordinator
    }

    @discardableResult
    func restore(_ data: Data) throws -> RestoredNavigation {
        try navigator.restore(from: data, routes: RouteTypes(PanelRoute.self), coordinators: coordinators)
    }

    var routes: [[PanelRoute]] {
        navigator.state.layers.flatMap { $0.content.stacks.map { $0.stack.routes.compactMap { $0.as(PanelRoute.self) } } }
    }
}

private struct WeakCoordinator {
    weak var coordinator: AnyCoordinator?
}

@MainActor
@Suite struct RestoredScreensPassTheirGuards {
    /// An admin's panel: dashboard, users, audit log; a sheet flow over it.
    private func savedAdminPanel() throws -> Data {
        let launch = Launch()
        launch.navigator.start(Root(session: launch.session))
        let panel = try #require((launch.navigator.rootCoordinator as? Root)?.panel)
        panel.show(.users)
        panel.show(.auditLog)
        panel.startChild(Panel(session: launch.session), as: .sheet)
        #expect(launch.routes == [[.dashboard, .users, .auditLog], [.dashboard]])
        return try launch.navigator.savedData(coordinators: launch.coordinators)
    }

    @Test func aScreenItsGuardNowDeniesIsDroppedWithWhatWasShownAboveIt() throws {
        let data = try savedAdminPanel()
        let launch = Launch()
        launch.session.isAdmin = false   // signed out as admin since

        let restored = try launch.restore(data)

        #expect(launch.session.questions.contains(.users), "the guard was asked")
        #expect(launch.routes == [[.dashboard]])
        #expect(restored.denials.map(\.description) == ["Panel denied users: only an admin sees it"])
        #expect(restored.droppedRoutes.compactMap { $0.as(PanelRoute.self) } == [.users, .auditLog, .dashboard])
        #expect(launch.denied == ["Panel denied users: only an admin sees it"])
        #expect(launch.host.shownState == launch.navigator.state)
    }

    @Test func aFlowLeftWithoutScreensIsNotRestoredAndIsReleased() throws {
        let data = try savedAdminPanel()
        let launch = Launch()
        launch.session.isAdmin = false

        try launch.restore(data)

        let root = try #require(launch.navigator.rootCoordinator as? Root)
        let panel = try #require(root.panel)
        #expect(panel.children.isEmpty, "the sheet's flow lost its layer")
        #expect(root.restoredChildren.count == 1)
        #expect(launch.made.count == 3)
        #expect(launch.made.filter { $0.coordinator != nil }.count == 2, "the sheet's flow was released")
        // What is left goes on working.
        panel.show(.auditLog)
        #expect(launch.routes == [[.dashboard, .auditLog]])
        launch.host.tapBack()
        #expect(launch.routes == [[.dashboard]])
    }

    @Test func aRedirectedScreenIsDroppedAndNoFlowStarts() throws {
        let before = Launch()
        before.navigator.start(Root(session: before.session))
        let panel = try #require((before.navigator.rootCoordinator as? Root)?.panel)
        panel.show(.billing)
        panel.show(.auditLog)
        let data = try before.navigator.savedData(coordinators: before.coordinators)

        let launch = Launch()
        launch.session.isSignedIn = false
        let restored = try launch.restore(data)

        #expect(launch.routes == [[.dashboard]])
        #expect(restored.denials.map { $0.route.as(PanelRoute.self) } == [.billing])
        #expect((launch.navigator.rootCoordinator as? Root)?.panel?.children.isEmpty == true)
        #expect(launch.navigator.state.layers.count == 1)
    }

    @Test func aDeniedFirstScreenOfASheetTakesTheSheetAway() throws {
        let before = Launch()
        before.navigator.start(Root(session: before.session))
        let panel = try #require((before.navigator.rootCoordinator as? Root)?.panel)
        let sheet = Panel(session: before.session)
        panel.startChild(sheet, as: .sheet)
        sheet.setStack([.users, .auditLog])
        let data = try before.navigator.savedData(coordinators: before.coordinators)

        let launch = Launch()
        launch.session.isAdmin = false
        try launch.restore(data)

        #expect(launch.routes == [[.dashboard]])
        #expect((launch.navigator.rootCoordinator as? Root)?.panel?.children.isEmpty == true)
        #expect(launch.host.shownState == launch.navigator.state)
    }

    @Test func aTabsScreenIsDroppedInThatTabOnly() throws {
        let before = Launch()
        let tabs = Tabs(session: before.session)
        before.navigator.start(tabs)
        (tabs.coordinator(for: .admin) as? Panel)?.show(.users)
        (tabs.coordinator(for: .main) as? Panel)?.show(.auditLog)
        let data = try before.navigator.savedData(coordinators: before.coordinators)

        let launch = Launch()
        launch.session.isAdmin = false
        try launch.restore(data)

        let restored = try #require(launch.navigator.rootCoordinator as? Tabs)
        #expect((restored.coordinator(for: .main) as? Panel)?.routes == [.dashboard, .auditLog])
        #expect((restored.coordinator(for: .admin) as? Panel)?.routes == [.dashboard])
    }

    @Test func aDeniedRootScreenFailsTheRestoreAndTheAppStartsFresh() throws {
        let data = try savedAdminPanel()
        let launch = Launch()
        launch.session.isLocked = true

        #expect(throws: RestorationError.routeDenied(route: "dashboard", coordinator: "Panel", reason: "only an admin sees it")) {
            try launch.restore(data)
        }
        #expect(launch.navigator.state.isEmpty)
        #expect(launch.navigator.rootCoordinator == nil)
        #expect(launch.host.performedCommands.isEmpty)
        #expect(launch.made.allSatisfy { $0.coordinator == nil }, "nothing made is kept")

        launch.session.isLocked = false
        let error = launch.navigator.restore(
            from: data, routes: RouteTypes(PanelRoute.self), coordinators: launch.coordinators, orStart: Root(session: launch.session)
        )
        #expect(error == nil)
    }

    @Test func allowedScreensComeBackAsTheyWere() throws {
        let data = try savedAdminPanel()
        let launch = Launch()
        let restored = try launch.restore(data)
        #expect(restored.denials.isEmpty)
        #expect(restored.droppedRoutes.isEmpty)
        #expect(launch.routes == [[.dashboard, .users, .auditLog], [.dashboard]])
    }
}
