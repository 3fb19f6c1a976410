import CoordinatorKit
import CoordinatorKitTesting
import Foundation
import Testing

// A restored question whose answer would go nowhere (its flow is not restored) or that was asked
// over a screen the guards drop is dropped, and the rest restores; what is saved next restores
// again (issue 51, item 4).

@MainActor
@Suite struct RestoredQuestionsThatCannotComeBackAreDropped {
    @Test func aQuestionOfAFlowThatIsNotRestoredIsDroppedAndTheNextSaveRestores() throws {
        let before = Launch()
        let root = Vault(session: before.session)
        before.navigator.start(root)
        let pushed = Locker(session: before.session)
        root.startChild(pushed, as: .push)
        pushed.ask(leaving) { _ in }
        let data = try before.navigator.savedData(coordinators: before.coordinators)

        let launch = Launch()
        launch.session.isSignedIn = false
        try launch.restore(data)
        #expect(launch.navigator.state.question == nil)
        #expect(launch.navigator.rootCoordinator?.children.isEmpty == true, "the pushed flow lost its screens")

        let next = Launch()
        next.session.isSignedIn = false
        try next.restore(launch.navigator.savedData(coordinators: launch.coordinators))
        #expect(next.routes == [.inbox, .message(1)])
    }

    @Test func aQuestionAskedOverAScreenTheGuardsDropIsDropped() throws {
        let before = Launch()
        let root = Vault(session: before.session)
        before.navigator.start(root)
        root.show(.vault)
        root.ask(leaving) { _ in }
        let data = try before.navigator.savedData(coordinators: before.coordinators)

        let launch = Launch()
        launch.session.isSignedIn = false
        try launch.restore(data)
        #expect(launch.routes == [.inbox, .message(1)])
        #expect(launch.navigator.state.question == nil)
        #expect(launch.host.shownState == launch.navigator.state)
    }

    @Test func aQuestionOverALayerTheGuardsDropIsDropped() throws {
        let before = Launch()
        let root = Vault(session: before.session)
        before.navigator.start(root)
        root.show(.vault)
        let sheet = Vault(session: before.session)
        root.startChild(sheet, as: .sheet)
        sheet.ask(leaving) { _ in }
        let data = try before.navigator.savedData(coordinators: before.coordinators)

        let launch = Launch()
        launch.session.isSignedIn = false
        try launch.restore(data)
        #expect(launch.navigator.state.layers.count == 1)
        #expect(launch.navigator.state.question == nil)
        let next = Launch()
        try next.restore(launch.navigator.savedData(coordinators: launch.coordinators))
        #expect(next.navigator.state.question == nil)
    }

    @Test func aQuestionWhoseFlowIsNotInTheSavedTreeIsDroppedAndTheScreensRestore() throws {
        // What the previous release saved after restoring such a question: its owner is gone.
        let before = Launch()
        let root = Vault(session: before.session)
        before.navigator.start(root)
        root.ask(leaving) { _ in }
        var saved = try #require(try JSONSerialization.jsonObject(with: before.navigator.savedData(coordinators: before.coordinators)) as? [String: Any])
        var state = try #require(saved["state"] as? [String: Any])
        var question = try #require(state["question"] as? [String: Any])
        let lost = Vault(session: before.session)   // a coordinator identity the saved tree does not hold
        question["owner"] = try JSONSerialization.jsonObject(with: JSONEncoder().encode(lost.id), options: .fragmentsAllowed)
        state["question"] = question
        saved["state"] = state

        let launch = Launch()
        try launch.restore(JSONSerialization.data(withJSONObject: saved))
        #expect(launch.routes == [.inbox, .message(1)])
        #expect(launch.navigator.state.question == nil)
    }

    @Test func aQuestionOfARestoredFlowOverAnUntouchedLayerComesBack() throws {
        let before = Launch()
        let root = Vault(session: before.session)
        before.navigator.start(root)
        root.ask(leaving) { _ in }
        let data = try before.navigator.savedData(coordinators: before.coordinators)

        let launch = Launch()
        launch.session.isSignedIn = false
        try launch.restore(data)
        #expect(launch.navigator.state.question?.question.title == "Leave?")
        #expect(launch.navigator.state.question?.owner == launch.navigator.rootCoordinator?.id)
    }
}

// MARK: - Fixtures

private enum DeskRoute: Route, Codable {
    case inbox, message(Int), vault
}

private let leaving = Question("Leave?", choices: [.destructive("Leave", 1), .cancel("Stay", 0)])

@MainActor
private final class Session {
    var isSignedIn = true
}

private struct SignedOut: Error {}

/// A flow whose vault is for signed-in users only.
private final class Vault: Coordinator<DeskRoute>, RestorableCoordinator {
    let session: Session
    init(session: Session) { self.session = session }
    override func start() { setStack([.inbox, .message(1)]) }
    override func decision(for route: DeskRoute) -> RouteDecision {
        route == .vault && !session.isSignedIn ? .deny(reason: SignedOut()) : .allow
    }
}

/// A flow that opens on the vault.
private final class Locker: Coordinator<DeskRoute>, RestorableCoordinator {
    let session: Session
    init(session: Session) { self.session = session }
    override func start() { show(.vault) }
    override func decision(for route: DeskRoute) -> RouteDecision {
        route == .vault && !session.isSignedIn ? .deny(reason: SignedOut()) : .allow
    }
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
            .registering(Vault.self, as: "vault") { _ in Vault(session: session) }
            .registering(Locker.self, as: "locker") { _ in Locker(session: session) }
    }

    @discardableResult
    func restore(_ data: Data) throws(RestorationError) -> RestoredNavigation {
        try navigator.restore(from: data, routes: RouteTypes(DeskRoute.self, answers: Int.self), coordinators: coordinators)
    }

    var routes: [DeskRoute] { navigator.state.screens.compactMap { $0.route.as(DeskRoute.self) } }
}
