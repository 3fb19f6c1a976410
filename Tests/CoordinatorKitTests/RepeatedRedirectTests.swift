import CoordinatorKit
import CoordinatorFixtures
import CoordinatorKitTesting
import Foundation
import Testing

// A guard that still redirects once the flow it redirected to finished: one redirect per route
// per change, then the route is denied with a report, from code and from a link (issue 51).

private enum VaultRoute: Route {
    case home, vault
}

/// A login that finishes inside its own start, as one that finds a saved session does, without
/// changing what the guard reads.
private final class InstantLogin: Coordinator<LoginRoute> {
    override func start() { finish() }
}

/// A login the user goes through; signing in does not change what the guard reads.
private final class Login: Coordinator<LoginRoute> {
    override func start() { show(.welcome) }
    func signIn() { finish() }
}

private final class Vault: Coordinator<VaultRoute> {
    var redirects = 0
    var makeLogin: () -> AnyCoordinator = { InstantLogin() }

    override func start() { show(.home) }

    override func handle(_ link: DeepLink) throws(DeepLinkError) -> DeepLinkHandling {
        guard link.match("/vault") != nil else { return try super.handle(link) }
        show(.vault)
        return .handled
    }

    override func decision(for route: VaultRoute) -> RouteDecision {
        guard route == .vault else { return .allow }
        redirects += 1
        return .redirect(to: makeLogin(), as: .sheet)
    }
}

@MainActor
private struct App {
    let navigator = Navigator()
    let host = HeadlessHost()
    let vault = Vault()
    var denials: [RouteDenial] { events.denials }
    private let events = Events()

    init() {
        navigator.attach(host)
        navigator.start(vault)
        navigator.observe { [events] event in
            if case .denied(let denial) = event { events.denials.append(denial) }
        }
    }
}

@MainActor
private final class Events {
    var denials: [RouteDenial] = []
}

@MainActor
@Suite struct AGuardThatRedirectsAgain {
    @Test func fromCodeToAFlowThatFinishesInItsStartReturnsAndDeniesTheRoute() {
        let app = App()
        let before = app.navigator.state
        withKnownIssue {
            app.vault.show(.vault)
        } matching: {
            $0.description.contains("redirects vault to InstantLogin again after the flow it redirected to finished")
        }
        #expect(app.vault.redirects == 2, "asked once, and once more when the login finished")
        #expect(app.navigator.state == before)
        #expect(app.vault.children.isEmpty)
        #expect(app.denials.map(\.route) == [AnyRoute(VaultRoute.vault)])
        #expect(app.host.shownState == app.navigator.state)
    }

    @Test func fromCodeAfterTheUsersLoginDeniesTheRouteWithoutASecondLogin() {
        let app = App()
        var logins: [Login] = []
        app.vault.makeLogin = {
            let login = Login()
            logins.append(login)
            return login
        }
        app.vault.show(.vault)
        #expect(app.navigator.state.layers.count == 2, "the login is shown")
        withKnownIssue {
            logins.first?.signIn()
        } matching: {
            $0.description.contains("again after the flow it redirected to finished")
        }
        #expect(app.navigator.state.layers.count == 1)
        #expect(app.vault.routes == [.home])
        #expect(app.vault.children.isEmpty, "no second login")
        #expect(app.denials.count == 1)
    }

    @Test func fromALinkFailsWithATypedDenialAndChangesNothing() throws {
        let app = App()
        var logins: [Login] = []
        app.vault.makeLogin = {
            let login = Login()
            logins.append(login)
            return login
        }
        let result = try app.navigator.open(DeepLink(path: "/vault"))
        guard case .redirected = result else { Issue.record("the link was \(result)"); return }
        logins.first?.signIn()
        #expect(app.vault.routes == [.home])
        #expect(app.navigator.state.layers.count == 1, "no second login is presented")
        #expect(app.vault.redirects == 2)
        #expect(app.vault.children.isEmpty)
    }

    @Test func fromALinkToAFlowThatFinishesInItsStartReturns() {
        let app = App()
        let before = app.navigator.state
        #expect(throws: DeepLinkError.self) { try app.navigator.open(DeepLink(path: "/vault")) }
        #expect(app.navigator.state == before)
        #expect(app.vault.children.isEmpty)
    }

    @Test func thatAllowsOnceItsFlowFinishedShowsTheRoute() {
        var signedIn = false
        let vault = GatedVault(isSignedIn: { signedIn })
        vault.makeLogin = { SigningLogin { signedIn = true } }
        let navigator = Navigator()
        navigator.attach(HeadlessHost())
        navigator.start(vault)
        vault.show(.vault)
        #expect(vault.routes == [.home, .vault])
    }
}

/// A login that finds the user signed in and finishes inside its start.
private final class SigningLogin: Coordinator<LoginRoute> {
    let signIn: () -> Void
    init(signIn: @escaping () -> Void) { self.signIn = signIn }
    override func start() {
        signIn()
        finish()
    }
}

private final class GatedVault: Coordinator<VaultRoute> {
    let isSignedIn: () -> Bool
    var makeLogin: () -> AnyCoordinator = { InstantLogin() }
    init(isSignedIn: @escaping () -> Bool) { self.isSignedIn = isSignedIn }
    override func start() { show(.home) }
    override func decision(for route: VaultRoute) -> RouteDecision {
        route == .vault && !isSignedIn() ? .redirect(to: makeLogin(), as: .sheet) : .allow
    }
}
