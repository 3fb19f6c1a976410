import CoordinatorFixtures
import CoordinatorKit
import CoordinatorKitTesting
import Foundation
import Testing

// A tab bar whose tabs changed while it ran saves and restores the tabs it shows (issue 53).

private enum Board: String, Hashable, Sendable, Codable { case inbox, outbox, drafts }

private final class Pile: Coordinator<ShopRoute>, RestorableCoordinator {
    override func start() { show(.list) }
}

/// Tabs the user pinned: its configuration is the tabs it shows.
private final class Boards: TabCoordinator<Board>, RestorableCoordinator {
    init(_ boards: [Board]) { super.init(boards.map { ($0, Pile()) }) }
    var configuration: [Board] { tabs }
}

@MainActor
private let coordinators = CoordinatorTypes()
    .registering(Boards.self, as: "boards") { Boards($0) }
    .registering(Pile.self, as: "pile") { _ in Pile() }

@MainActor
@Suite struct ChangedTabsRestore {
    @Test func aTabBarWhoseTabsChangedRestoresThemWithTheirScreens() throws {
        let navigator = Navigator()
        navigator.attach(HeadlessHost(completion: .immediate))
        let boards = Boards([.inbox, .outbox])
        navigator.start(boards)
        let drafts = Pile()
        boards.insert(.drafts, coordinator: drafts, at: 0, selecting: true)
        drafts.show(.product(id: 3))
        boards.remove(.inbox)
        #expect(navigator.state.treeDescription == """
            root tabs: *drafts: [list] > [product(id: 3)]
                        outbox: [list]
            """)
        let data = try navigator.savedData(coordinators: coordinators)

        let later = Navigator()
        later.attach(HeadlessHost(completion: .immediate))
        try later.restore(from: data, routes: RouteTypes(ShopRoute.self), coordinators: coordinators)
        #expect(later.state.treeDescription == navigator.state.treeDescription)
        let restored = try #require(later.rootCoordinator as? Boards)
        #expect(restored.tabs == [.drafts, .outbox])
        #expect(restored.selectedTab == .drafts)
        let restoredDrafts = try #require(restored.coordinator(for: .drafts) as? Pile)
        #expect(restoredDrafts.screens.map(\.route.description) == ["list", "product(id: 3)"])

        restored.insert(.inbox, coordinator: Pile())
        #expect(restored.tabs == [.drafts, .outbox, .inbox], "the restored tab bar changes as before")
    }
}
