import CoordinatorFixtures
import CoordinatorKit
import CoordinatorKitTesting
import Foundation
import Testing

// The inspector's log: each kind of event, in order, with its cause; its bound; what it holds
// (issue 56).

extension Question<Int> {
    fileprivate static let keep = Question("Keep it?", choices: [.default("Keep", 1), .cancel("Drop", 0)])
}

/// A map that opens `/cities/:name` links.
private final class LinkedMap: Coordinator<MapRoute> {
    override func start() { show(.map) }
    override func handle(_ link: DeepLink) throws(DeepLinkError) -> DeepLinkHandling {
        guard let match = link.match("/cities/:name") else { return try super.handle(link) }
        show(.city(named: try match.parameter("name", as: String.self)))
        return .handled
    }
}

@MainActor
@Suite struct NavigationInspectorLog {
    /// The log without the host's commands, which every change brings.
    private func lines(_ inspector: NavigationInspector) -> [String] {
        inspector.entries.compactMap { entry in
            switch entry.event {
            case .navigation(.commandStarted), .navigation(.commandFinished): nil
            case .navigation(.changed(let change)): "change by \(change.cause)"
            default: "\(entry.event)"
            }
        }
    }

    @Test func itRecordsEachKindOfEventInOrderWithItsCause() throws {
        let navigator = Navigator()
        let host = HeadlessHost()
        navigator.attach(host)
        let inspector = NavigationInspector(navigator)
        let main = MainCoordinator()
        navigator.start(main)
        main.show(.product(id: 1))
        _ = main.buy()
        #expect(host.tapBack())
        main.ask(.keep) { _ in }
        let askedID = navigator.state.question?.id
        #expect(host.tapChoice("Keep"))
        try navigator.update { try $0.push(MapRoute.about) }

        #expect(
            lines(inspector) == [
                "change by code",
                "flow started: MainCoordinator",
                "change by MainCoordinator",
                "change by MainCoordinator",
                "flow started: BuyCoordinator",
                "change by user popped to \(main.screens[1].id) in \(try #require(navigator.state.visibleStackID))",
                "flow ended: BuyCoordinator",
                "change by MainCoordinator",
                #"asked alert "Keep it?" ["Keep", "Drop" (cancel)]"#,
                "change by user answered question \(try #require(askedID)) with choice 0",
                #"gone alert "Keep it?" ["Keep", "Drop" (cancel)]"#,
                "change by code",
            ])
        #expect(inspector.trees == "\(navigator.state.treeDescription)\n\(navigator.coordinatorTreeDescription)")
        // Numbers count up from 1, without gaps.
        #expect(inspector.entries.map(\.id) == Array(1...inspector.entries.count))
    }

    @Test func itRecordsLinksWithWhatCameOfThem() throws {
        let navigator = Navigator()
        navigator.attach(HeadlessHost())
        let inspector = NavigationInspector(navigator)
        navigator.start(LinkedMap())
        try navigator.open(DeepLink(string: "maps://cities/Lima"))
        #expect(throws: DeepLinkError.self) { try navigator.open(DeepLink(string: "maps://nowhere")) }

        let links = inspector.entries.compactMap { entry -> String? in
            guard case .link = entry.event else { return nil }
            return "\(entry.event)"
        }
        #expect(links.count == 2)
        #expect(links.first == "link /cities/Lima: opened")
        #expect(links.last?.hasPrefix("link /nowhere: refused:") == true, "\(links)")
    }

    @Test func itKeepsTheNewestEntriesWithinItsCapacity() throws {
        let navigator = Navigator()
        navigator.attach(HeadlessHost())
        let inspector = NavigationInspector(navigator, capacity: 12)
        navigator.start(MapCoordinator())
        for index in 0..<10 { try navigator.update { try $0.push(MapRoute.city(named: "\(index)")) } }
        #expect(inspector.entries.count == 12)
        #expect(inspector.entries.last?.id == inspector.entries.first.map { $0.id + 11 })
        #expect(inspector.log.contains(#"code: +[city(named: "9")]"#), "\(inspector.log)")
        #expect(!inspector.log.contains(#"code: +[city(named: "0")]"#), "\(inspector.log)")

        #expect(inspector.entries.map(\.id) == Array(inspector.entries[0].id..<inspector.entries[0].id + 12))
        // Back goes only as far as the changes kept.
        let kept = inspector.entries.count { if case .navigation(.changed) = $0.event { true } else { false } }
        #expect(throws: NavigationInspector.JumpError.tooFarBack(changes: kept, available: kept - 1)) {
            try inspector.back(kept)
        }
        try inspector.back(kept - 1)
        #expect(navigator.state.stack(try #require(navigator.state.visibleStackID))?.count == 12 - kept)
        // A change dropped from the log is no longer a place to jump to.
        #expect(throws: NavigationInspector.JumpError.notRecorded(entry: 1)) { try inspector.jump(to: 1) }
    }

    @Test func aJumpInsideATransactionOrToANonChangeIsRefused() throws {
        let navigator = Navigator()
        navigator.attach(HeadlessHost())
        let inspector = NavigationInspector(navigator)
        navigator.start(MapCoordinator())
        try navigator.update { try $0.push(MapRoute.about) }
        let first = try #require(inspector.entries.first { if case .navigation(.changed) = $0.event { true } else { false } })
        let state = navigator.state
        _ = navigator.transaction {
            #expect(throws: NavigationInspector.JumpError.navigatorUnavailable) { try inspector.jump(to: first.id) }
        }
        let command = try #require(inspector.entries.first { if case .navigation(.commandStarted) = $0.event { true } else { false } })
        #expect(throws: NavigationInspector.JumpError.notRecorded(entry: command.id)) { try inspector.jump(to: command.id) }
        #expect(navigator.state == state)
        #expect(throws: NavigationInspector.JumpError.tooFarBack(changes: 0, available: 1)) { try inspector.back(0) }
        #expect(throws: NavigationInspector.JumpError.tooFarBack(changes: 2, available: 1)) { try inspector.back(2) }
        #expect(throws: NavigationInspector.JumpError.tooFarForward(changes: 1, available: 0)) { try inspector.forward() }
    }

    @Test func backAndForwardMoveThroughTheHistoryFromWhereTheLastJumpWent() throws {
        let navigator = Navigator()
        navigator.attach(HeadlessHost())
        let inspector = NavigationInspector(navigator)
        let map = MapCoordinator()
        navigator.start(map)
        let cities = ["Lima", "Quito", "Cusco"]
        var states = [navigator.state]
        for city in cities {
            map.show(.city(named: city))
            states.append(navigator.state)
        }
        try inspector.back()
        #expect(navigator.state == states[2])
        try inspector.back(2)
        #expect(navigator.state == states[0])
        #expect(throws: NavigationInspector.JumpError.tooFarBack(changes: 1, available: 0)) { try inspector.back() }
        try inspector.forward(3)
        #expect(navigator.state == states[3])
        try inspector.back()
        #expect(navigator.state == states[2])

        // A change of the app's own: the newest state is where counting starts again.
        map.show(.about)
        #expect(throws: NavigationInspector.JumpError.tooFarForward(changes: 1, available: 0)) { try inspector.forward() }
        try inspector.back()
        #expect(navigator.state == states[2])
        // A jump's own change is no place to jump to.
        let jump = try #require(inspector.entries.last { if case .navigation(.changed) = $0.event { true } else { false } })
        #expect(throws: NavigationInspector.JumpError.notRecorded(entry: jump.id)) { try inspector.jump(to: jump.id) }
    }

    @Test func aJumpThatWouldEndTheRootFlowIsRefused() throws {
        let navigator = Navigator()
        navigator.attach(HeadlessHost())
        let inspector = NavigationInspector(navigator)
        // A change before the root flow showed anything: the empty state.
        try navigator.update { state in state = NavigationState(root: .stack(Stack(routes: [MapRoute.about]))) }
        try navigator.update { state in state = NavigationState() }
        let empty = try #require(
            inspector.entries.last { if case .navigation(.changed) = $0.event { true } else { false } })
        let main = MainCoordinator()
        navigator.start(main)
        let before = navigator.state
        #expect(throws: NavigationInspector.JumpError.endsTheRootFlow("MainCoordinator")) {
            try inspector.jump(to: empty.id)
        }
        #expect(navigator.state == before)
        #expect(main.status == .running)
    }

    @Test func aJumpToAStateWhoseQuestionIsGoneIsRefused() throws {
        let navigator = Navigator()
        let host = HeadlessHost()
        navigator.attach(host)
        let inspector = NavigationInspector(navigator)
        let main = MainCoordinator()
        navigator.start(main)
        main.ask(.keep) { _ in }
        #expect(host.tapChoice("Drop"))
        let before = navigator.state
        #expect(throws: NavigationInspector.JumpError.questionGone("Keep it?")) { try inspector.back(1) }
        #expect(navigator.state == before)
    }

    @Test func theInspectorAndTheNavigatorHoldEachOtherWeakly() {
        weak var releasedInspector: NavigationInspector?
        let navigator = Navigator()
        navigator.attach(HeadlessHost())
        do {
            let inspector = NavigationInspector(navigator)
            releasedInspector = inspector
            navigator.start(MapCoordinator())
        }
        #expect(releasedInspector == nil)
        // A released inspector records nothing more, and the navigator goes on.
        #expect(throws: Never.self) { try navigator.update { try $0.push(MapRoute.about) } }

        weak var releasedNavigator: Navigator?
        var inspector: NavigationInspector?
        do {
            let other = Navigator()
            releasedNavigator = other
            other.attach(HeadlessHost())
            inspector = NavigationInspector(other)
            other.start(MapCoordinator())
        }
        #expect(releasedNavigator == nil)
        #expect(inspector?.trees == nil)
        #expect(throws: NavigationInspector.JumpError.navigatorUnavailable) { try inspector?.back(1) }
        inspector = nil
    }
}
