import CoordinatorKit
import CoordinatorKitTesting
import Foundation
import Testing

// Crafted data that names, as a guarded screen's owner, a coordinator whose guard never looks at
// it: one of another route type, another column's flow, the split itself, or a pushed flow moved
// to another column. Each is a mismatch that changes nothing (issue 51, item 2).

@MainActor
@Suite struct ScreensTheirOwnerCouldNotShowAreRefused {
    @Test func theDataAsSavedRestoresWithTheGuardedScreenDropped() throws {
        let saved = try SavedDesk()
        let launch = Launch()
        launch.session.isSignedIn = false
        let restored = try launch.restore(saved.data)
        #expect(restored.denials.map { $0.route.as(DeskRoute.self) } == [.vault])
        #expect(!launch.routes.contains(.vault))
        #expect(launch.session.asked.contains(.vault), "the guard was asked")
    }

    @Test func anOwnerOfAnotherRouteTypeIsAMismatch() throws {
        let saved = try SavedDesk()
        try expectMismatch(saved.ownedBy("notes"))
    }

    @Test func anotherColumnsFlowIsAMismatch() throws {
        let saved = try SavedDesk()
        try expectMismatch(saved.ownedBy("catalog"))
    }

    @Test func theSplitCoordinatorIsAMismatch() throws {
        let saved = try SavedDesk()
        try expectMismatch(saved.ownedBy("desk"))
    }

    @Test func aPushedFlowWhoseHomeIsMovedToAnotherColumnIsAMismatch() throws {
        let saved = try SavedDesk()
        try expectMismatch(saved.ownedBy("browser", movingItsHomeTo: "vault"))
    }

    @Test func aTabFlowWhoseHomeIsMovedToAnotherTabIsAMismatch() throws {
        let before = Launch()
        let tabs = DeskTabs(session: before.session)
        before.navigator.start(tabs)
        (tabs.coordinator(for: .guarded) as? Vault)?.show(.vault)
        var saved = try Payload(before.navigator.savedData(coordinators: before.coordinators))
        // The open tab's flow is named as the vault's owner, with its home on the vault's tab.
        let flows = saved.coordinators.filter { $0["type"] as? String == "catalog" || $0["type"] as? String == "vault" }
        let (open, vault) = (flows[0], flows[1])
        saved.setOwner(of: "vault", to: open["id"]!)
        saved.editCoordinator(id: open["id"]!) { $0["home"] = vault["home"] }
        try expectMismatch(saved.data)
    }

    /// Restores `data` signed out and expects a mismatch that left the navigator as new.
    private func expectMismatch(_ data: Data) throws {
        let launch = Launch()
        launch.session.isSignedIn = false
        do {
            try launch.restore(data)
            Issue.record("restored: \(launch.routes)")
        } catch {
            guard case .coordinatorMismatch = error else {
                Issue.record("\(error)")
                return
            }
        }
        #expect(launch.navigator.state.isEmpty)
        #expect(launch.navigator.rootCoordinator == nil)
        #expect(launch.host.performedCommands.isEmpty)
    }
}

// MARK: - Fixtures

private enum DeskRoute: Route, Codable {
    case inbox, message(Int), vault
}

private enum NoteRoute: Route, Codable {
    case notes
}

@MainActor
private final class Session {
    var isSignedIn = true
    var asked: [DeskRoute] = []
}

private struct SignedOut: Error, CustomStringConvertible {
    var description: String { "signed out" }
}

/// The detail's flow: its vault is for signed-in users only.
private final class Vault: Coordinator<DeskRoute>, RestorableCoordinator {
    let session: Session
    init(session: Session) { self.session = session }
    override func start() { show(.inbox) }
    override func decision(for route: DeskRoute) -> RouteDecision {
        session.asked.append(route)
        return route == .vault && !session.isSignedIn ? .deny(reason: SignedOut()) : .allow
    }
}

/// The sidebar's flow, of the same route type, guarding nothing.
private final class Catalog: Coordinator<DeskRoute>, RestorableCoordinator {
    override func start() { show(.inbox) }
}

/// A flow the catalog pushes onto the sidebar, guarding nothing.
private final class Browser: Coordinator<DeskRoute>, RestorableCoordinator {
    override func start() { show(.message(1)) }
}

/// The content column's flow, of another route type.
private final class Notes: Coordinator<NoteRoute>, RestorableCoordinator {
    override func start() { show(.notes) }
}

private final class Desk: SplitCoordinator, RestorableCoordinator {
    init(session: Session) { super.init(sidebar: Catalog(), content: Notes(), detail: Vault(session: session)) }
}

private enum DeskTab: Hashable, Sendable { case open, guarded }

private final class DeskTabs: TabCoordinator<DeskTab>, RestorableCoordinator {
    init(session: Session) { super.init([.open: Catalog(), .guarded: Vault(session: session)]) }
}

@MainActor
private final class Launch {
    let session = Session()
    let navigator = Navigator()
    let host = HeadlessHost()
    init() { navigator.attach(host) }

    var coordinators: CoordinatorTypes {
        let session = session
        return CoordinatorTypes()
            .registering(Desk.self, as: "desk") { _ in Desk(session: session) }
            .registering(DeskTabs.self, as: "tabs") { _ in DeskTabs(session: session) }
            .registering(Vault.self, as: "vault") { _ in Vault(session: session) }
            .registering(Catalog.self, as: "catalog") { _ in Catalog() }
            .registering(Browser.self, as: "browser") { _ in Browser() }
            .registering(Notes.self, as: "notes") { _ in Notes() }
    }

    @discardableResult
    func restore(_ data: Data) throws(RestorationError) -> RestoredNavigation {
        try navigator.restore(from: data, routes: RouteTypes(DeskRoute.self, NoteRoute.self), coordinators: coordinators)
    }

    var routes: [DeskRoute] { navigator.state.screens.compactMap { $0.route.as(DeskRoute.self) } }
}

/// A split saved while signed in: the catalog's browser pushed on the sidebar, notes in the
/// content column, and the vault open on the detail.
@MainActor
private struct SavedDesk {
    let data: Data

    init() throws {
        let launch = Launch()
        let desk = Desk(session: launch.session)
        launch.navigator.start(desk)
        let catalog = try #require(desk.coordinator(for: .sidebar))
        catalog.startChild(Browser(), as: .push)
        try #require(desk.coordinator(for: .detail) as? Vault).show(.vault)
        data = try launch.navigator.savedData(coordinators: launch.coordinators)
    }

    /// The data with the vault's screen owned by the coordinator of type `type`; with the home
    /// of that coordinator moved to the home of the one of type `home`.
    func ownedBy(_ type: String, movingItsHomeTo home: String? = nil) throws -> Data {
        var payload = try Payload(data)
        let owner = try #require(payload.coordinators.first { $0["type"] as? String == type })
        payload.setOwner(of: "vault", to: owner["id"]!)
        if let home {
            let other = try #require(payload.coordinators.first { $0["type"] as? String == home })
            payload.editCoordinator(id: owner["id"]!) { $0["home"] = other["home"] }
        }
        return try payload.data
    }
}

/// Saved data as JSON objects, to edit as an attacker would.
private struct Payload {
    var root: [String: Any]

    init(_ data: Data) throws {
        root = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    }

    var data: Data { get throws { try JSONSerialization.data(withJSONObject: root) } }

    var coordinators: [[String: Any]] { root["coordinators"] as? [[String: Any]] ?? [] }

    mutating func editCoordinator(id: Any, _ edit: (inout [String: Any]) -> Void) {
        var list = coordinators
        for index in list.indices where "\(list[index]["id"]!)" == "\(id)" { edit(&list[index]) }
        root["coordinators"] = list
    }

    /// Names `owner` as the owner of every screen whose route mentions `route`.
    mutating func setOwner(of route: String, to owner: Any) {
        func visit(_ value: Any) -> Any {
            if var object = value as? [String: Any] {
                if object["owner"] != nil, let routeValue = object["route"],
                    let text = try? JSONSerialization.data(withJSONObject: routeValue, options: .fragmentsAllowed),
                    String(decoding: text, as: UTF8.self).contains(route)
                {
                    object["owner"] = owner
                }
                return object.mapValues(visit)
            }
            if let array = value as? [Any] { return array.map(visit) }
            return value
        }
        root["state"] = visit(root["state"]!)
    }
}
