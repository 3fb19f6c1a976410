#if os(Linux)
import CoordinatorFixtures
import CoordinatorKit
import CoordinatorKitSwiftUI
import CoordinatorKitTesting
import SwiftUIDouble
import Testing

/// A change of the navigator's target, by a coordinator or by the user, is published by
/// `Navigator.publishedState`, an `ObservableObject`: what a SwiftUI view observing it before
/// iOS 17 needs. Each property publishes only when its own value changes.
@MainActor
@Suite struct NavigatorStateIsPublished {
    /// The values a publisher sent, kept with its subscription.
    private final class Received<Value> {
        var values: [Value] = []
        var subscription: AnyCancellable?
    }

    /// What `publisher` sends from now on, leaving out the current value it sends at once.
    private func record<Value>(_ publisher: Published<Value>.Publisher) -> Received<Value> {
        let received = Received<Value>()
        var isCurrent = true
        received.subscription = publisher.sink { value in
            if !isCurrent { received.values.append(value) }
        }
        isCurrent = false
        return received
    }

    /// How many times the object says it will change.
    private func recordWillChange(_ model: PublishedNavigationState) -> Received<Void> {
        let received = Received<Void>()
        received.subscription = model.objectWillChange.sink { received.values.append(()) }
        return received
    }

    @Test func aSheetPresentedByACoordinatorPublishesThatOneShows() {
        let navigator = Navigator()
        navigator.attach(HeadlessHost())
        let map = MapCoordinator()
        navigator.start(map)
        let navigation = navigator.publishedState
        #expect(navigation.isPresenting == false)
        let presenting = record(navigation.$isPresenting)
        let willChange = recordWillChange(navigation)

        map.show(.settings)

        #expect(presenting.values == [true])
        #expect(willChange.values.count == 2, "once for whether one shows, once for the top route")
        #expect(navigation.isPresenting)
        #expect(navigation.topRoute == AnyRoute(MapRoute.settings))
    }

    @Test func aTabTheUserTapsPublishesTheSelectedTabByItsIdentity() {
        let navigator = Navigator()
        let host = HeadlessHost()
        navigator.attach(host)
        navigator.start(TabCoordinator<MainTab>([.catalog: ListCoordinator(), .orders: ListCoordinator()]))
        let navigation = navigator.publishedState
        #expect(navigation.selectedTab == TabID(describing: MainTab.catalog))
        let tab = record(navigation.$selectedTab)

        #expect(host.tapTab(TabID(describing: MainTab.orders)))

        #expect(tab.values == [TabID(describing: MainTab.orders)])
        #expect(navigation.selectedTab == TabID(describing: MainTab.orders))
    }

    @Test func eachPropertyPublishesOnlyWhenItsOwnValueChanges() {
        let navigator = Navigator()
        let host = HeadlessHost()
        navigator.attach(host)
        let map = MapCoordinator()
        navigator.start(map)
        let navigation = navigator.publishedState
        let presenting = record(navigation.$isPresenting)
        let top = record(navigation.$topRoute)
        let question = record(navigation.$question)
        let tab = record(navigation.$selectedTab)
        let columns = record(navigation.$shownColumns)

        map.show(.city(named: "Lima"))
        #expect(presenting.values.isEmpty, "a push presents nothing")
        #expect(top.values == [AnyRoute(MapRoute.city(named: "Lima"))])

        map.show(.settings)
        #expect(presenting.values == [true])
        #expect(top.values.count == 2, "the sheet's screen is on top")

        map.ask(Question("Leave?", choices: [.default("Yes", true)])) { _ in }
        #expect(question.values.map { $0?.question.title } == ["Leave?"])
        #expect(presenting.values.count == 1 && top.values.count == 2, "a question changes neither")

        #expect(host.tapChoice("Yes"))
        #expect(question.values.count == 2)
        #expect(navigation.question == nil)
        #expect(tab.values.isEmpty && columns.values.isEmpty, "no tabs or split came or went")
    }

    @Test func aChangeThatMovesNoneOfItsPropertiesSendsNothing() {
        let navigator = Navigator()
        navigator.attach(HeadlessHost())
        let orders = ListCoordinator()
        navigator.start(TabCoordinator<MainTab>([.catalog: ListCoordinator(), .orders: orders]))
        let navigation = navigator.publishedState
        let willChange = recordWillChange(navigation)

        // A push onto the tab that is not selected: the screen on top stays the same.
        orders.show(.product(id: 4))

        guard case .tabs(let tabs) = navigator.state.layers[0].content else {
            Issue.record("no tabs")
            return
        }
        #expect(tabs[TabID(describing: MainTab.orders)]?.stack.count == 2)
        #expect(tabs.selected == TabID(describing: MainTab.catalog))
        #expect(willChange.values.isEmpty)
        #expect(navigation.topRoute == AnyRoute(ShopRoute.list))
    }

    @Test func theSameModelIsGivenEveryTime() {
        let navigator = Navigator()
        #expect(navigator.publishedState === navigator.publishedState)
    }

    @Test func theModelKeepsNeitherTheNavigatorNorItselfAlive() {
        weak var navigator: Navigator?
        weak var model: PublishedNavigationState?
        do {
            let strong = Navigator()
            strong.attach(HeadlessHost())
            strong.start(MapCoordinator())
            model = strong.publishedState
            navigator = strong
        }
        #expect(navigator == nil)
        #expect(model == nil)
    }
}

/// The SwiftUI double's `ObservableObject` and `@Published` behave as Combine's: every set
/// publishes, equal or not, before the property holds the new value.
@MainActor
@Suite struct SwiftUIDoublePublishedBehavesAsCombines {
    private final class Model: ObservableObject {
        @Published var count = 0
        @Published var name = "a"
    }

    @Test func everySetPublishesBeforeThePropertyHoldsTheValue() {
        let model = Model()
        var seen: [String] = []
        let willChange = model.objectWillChange.sink { seen.append("will change at \(model.count)") }
        let counts = model.$count.sink { value in seen.append("count \(value), held \(model.count)") }
        model.count = 1
        model.count = 1
        model.name = "b"
        #expect(seen == [
            "count 0, held 0",
            "will change at 0", "count 1, held 0",
            "will change at 1", "count 1, held 1",
            "will change at 1",
        ])
        #expect(model.objectWillChange === model.objectWillChange)
        willChange.cancel()
        counts.cancel()
        model.count = 2
        #expect(seen.count == 6, "a cancelled subscription receives nothing")
    }
}
#endif
