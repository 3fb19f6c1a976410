import CoordinatorFixtures
import CoordinatorKit
import CoordinatorKitTesting
import Observation
import Testing

/// A change of the navigator's target, by a coordinator or by the user, notifies what observes
/// `Navigator.observableState` with Observation: what a SwiftUI view reading it on iOS 17+ needs.
/// (Swift Testing takes no `@available` on a test: each checks the system itself.)
@MainActor
@Suite struct NavigatorStateIsObservable {
    /// Whether an observation's `onChange` ran.
    private final class Notified: @unchecked Sendable {
        var count = 0
    }

    @available(iOS 17, macOS 14, tvOS 17, watchOS 10, *)
    private func track(_ read: @escaping @MainActor () -> Void) -> Notified {
        let notified = Notified()
        withObservationTracking { read() } onChange: { notified.count += 1 }
        return notified
    }

    @Test func aSheetPresentedByACoordinatorNotifiesAReaderOfWhetherOneShows() {
        guard #available(iOS 17, macOS 14, tvOS 17, watchOS 10, *) else { return }
        let navigator = Navigator()
        navigator.attach(HeadlessHost())
        let map = MapCoordinator()
        navigator.start(map)
        let navigation = navigator.observableState
        #expect(navigation.isPresenting == false)
        let notified = track { _ = navigation.isPresenting }

        map.show(.settings)

        #expect(notified.count == 1)
        #expect(navigation.isPresenting)
        #expect(navigation.state == navigator.state)
    }

    @Test func aTabTheUserTapsNotifiesAReaderOfTheSelectedTab() {
        guard #available(iOS 17, macOS 14, tvOS 17, watchOS 10, *) else { return }
        let navigator = Navigator()
        let host = HeadlessHost()
        navigator.attach(host)
        navigator.start(TabCoordinator<MainTab>([.catalog: ListCoordinator(), .orders: ListCoordinator()]))
        let navigation = navigator.observableState
        #expect(navigation.selectedTab == TabID(describing: MainTab.catalog))
        let notified = track { _ = navigation.selectedTab }

        #expect(host.tapTab(TabID(describing: MainTab.orders)))

        #expect(notified.count == 1)
        #expect(navigation.selectedTab == TabID(describing: MainTab.orders))
    }

    @Test func eachPropertyNotifiesItsReadersOnlyWhenItsOwnValueChanges() {
        guard #available(iOS 17, macOS 14, tvOS 17, watchOS 10, *) else { return }
        let navigator = Navigator()
        let host = HeadlessHost()
        navigator.attach(host)
        let map = MapCoordinator()
        navigator.start(map)
        let navigation = navigator.observableState
        var presenting = track { _ = navigation.isPresenting }
        var top = track { _ = navigation.topRoute }
        var question = track { _ = navigation.question }
        let whole = track { _ = navigation.state }

        map.show(.city(named: "Lima"))
        #expect(presenting.count == 0, "a push presents nothing")
        #expect(top.count == 1)
        #expect(navigation.topRoute == AnyRoute(MapRoute.city(named: "Lima")))
        #expect(question.count == 0)
        #expect(whole.count == 1)

        top = track { _ = navigation.topRoute }
        map.show(.settings)
        #expect(presenting.count == 1)
        #expect(top.count == 1, "the sheet's screen is on top")
        #expect(navigation.topRoute == AnyRoute(MapRoute.settings))

        presenting = track { _ = navigation.isPresenting }
        top = track { _ = navigation.topRoute }
        map.ask(Question("Leave?", choices: [.default("Yes", true)])) { _ in }
        #expect(question.count == 1)
        #expect(navigation.question?.question.title == "Leave?")
        #expect(presenting.count == 0 && top.count == 0, "a question changes neither")

        question = track { _ = navigation.question }
        #expect(host.tapChoice("Yes"))
        #expect(question.count == 1)
        #expect(navigation.question == nil)
    }

    @Test func theColumnsTheUserSeesNotifyTheirReadersWhenTheWindowNarrowsOrWidens() {
        guard #available(iOS 17, macOS 14, tvOS 17, watchOS 10, *) else { return }
        let navigator = Navigator()
        let host = HeadlessHost()
        navigator.attach(host)
        let detail = ListCoordinator()
        navigator.start(SplitCoordinator(sidebar: MapCoordinator(), detail: detail))
        let navigation = navigator.observableState
        #expect(navigation.shownColumns == [.sidebar, .detail])
        var columns = track { _ = navigation.shownColumns }

        detail.show(.product(id: 4))
        #expect(columns.count == 0, "a push in a column shows the same columns")

        host.setHorizontalSizeClass(.compact)
        #expect(columns.count == 1)
        #expect(navigation.shownColumns == [.detail], "collapsed: the detail is on top")

        columns = track { _ = navigation.shownColumns }
        #expect(host.tapBack())
        #expect(navigation.shownColumns == [.detail], "back to the detail's first screen")
        #expect(host.tapBack())
        #expect(columns.count == 1)
        #expect(navigation.shownColumns == [.sidebar], "the user went back to the sidebar")

        columns = track { _ = navigation.shownColumns }
        host.setHorizontalSizeClass(.regular)
        #expect(columns.count == 1)
        #expect(navigation.shownColumns == [.sidebar, .detail], "side by side again")

        let none = Navigator()
        none.start(MapCoordinator())
        #expect(none.observableState.shownColumns.isEmpty)
    }

    @Test func theSameModelIsGivenEveryTime() {
        guard #available(iOS 17, macOS 14, tvOS 17, watchOS 10, *) else { return }
        let navigator = Navigator()
        #expect(navigator.observableState === navigator.observableState)
    }

    @Test func theModelKeepsNeitherTheNavigatorNorItselfAlive() {
        guard #available(iOS 17, macOS 14, tvOS 17, watchOS 10, *) else { return }
        weak var navigator: Navigator?
        weak var model: ObservableNavigationState?
        do {
            let strong = Navigator()
            strong.attach(HeadlessHost())
            strong.start(MapCoordinator())
            model = strong.observableState
            navigator = strong
        }
        #expect(navigator == nil)
        #expect(model == nil)
    }
}
