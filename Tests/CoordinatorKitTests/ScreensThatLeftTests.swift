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
}
