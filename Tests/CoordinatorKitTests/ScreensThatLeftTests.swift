import CoordinatorFixtures
import CoordinatorKit
import Testing

/// What a host may let go of: the screens that left, less those that came back or are still needed.
@MainActor
@Suite struct ScreensThatLeftTests {
    private let map = Screen(MapRoute.map)
    private let city = Screen(MapRoute.city(named: "El Paso"))

    @Test func aScreenThatLeftIsTakenOnce() {
        var left = ScreensThatLeft()
        left.note(removed: [map, city], added: [])

        #expect(Set(left.take()) == [map.id, city.id])
        #expect(left.take().isEmpty)
        #expect(left.isEmpty)
    }

    @Test func aScreenThatCameBackIsNotTaken() {
        var left = ScreensThatLeft()
        left.note(removed: [map, city], added: [])
        left.note(removed: [], added: [city])

        #expect(left.take() == [map.id])
    }

    @Test func aScreenStillNeededWaitsForALaterTake() {
        var left = ScreensThatLeft()
        left.note(removed: [map, city], added: [])

        #expect(left.take(keeping: { $0 == city.id }) == [map.id])
        #expect(!left.isEmpty)
        #expect(left.take() == [city.id])
    }

    @Test func theNavigatorNotesTheScreensThatLeaveItsTargetOnlyOnceAsked() throws {
        let navigator = Navigator()
        try navigator.update { try $0.replaceRoot(with: .stack(Stack(routes: [MapRoute.map, MapRoute.about]))) }
        try navigator.update { try $0.pop() }
        #expect(!navigator.hasScreensThatLeft)

        navigator.keepScreensThatLeft()
        try navigator.update { try $0.push(MapRoute.about) }
        let pushed = try #require(navigator.state.screens.last).id
        try navigator.update { try $0.pop() }

        #expect(navigator.hasScreensThatLeft)
        #expect(navigator.takeScreensThatLeft(keeping: { _ in false }) == [pushed])
        #expect(!navigator.hasScreensThatLeft)
    }
}
