import CoordinatorKit
import CoordinatorFixtures
import CoordinatorKitTesting
import IssueReporting
import Testing

@MainActor
@Suite struct MisuseIsReportedAndChangesNothing {
    @Test func popAtTheRoot() {
        let app = HeadlessScenarioHost()
        let map = MapCoordinator()
        app.navigator.start(map)
        let before = app.navigator.state
        withKnownIssue { map.pop() } matching: { $0.description.contains("pop(): [map] is the first screen of the window's root") }
        #expect(app.navigator.state == before)
    }

    @Test func finishTwice() {
        let app = HeadlessScenarioHost()
        let main = MainCoordinator()
        app.navigator.start(main)
        let buy = main.buy()
        buy.placeOrder()
        let before = app.navigator.state
        withKnownIssue { buy.placeOrder() } matching: { $0.description.contains("after its flow ended") }
        #expect(app.navigator.state == before)
        #expect(main.outcomes == [.finished(Order(number: 7))])
    }

    @Test func navigateAfterFinishing() {
        let app = HeadlessScenarioHost()
        let main = MainCoordinator()
        app.navigator.start(main)
        let buy = main.buy()
        #expect(app.host.tapBack())
        let before = app.navigator.state
        withKnownIssue { buy.show(.payment) } matching: { $0.description.contains("after its flow ended") }
        #expect(app.navigator.state == before)
    }

    @Test func navigateBeforeStarting() {
        let map = MapCoordinator()
        withKnownIssue { map.show(.about) } matching: { $0.description.contains("before it was started") }
        #expect(map.status == .ready)
    }

    @Test func startAChildThatAlreadyHasAParent() {
        let app = HeadlessScenarioHost()
        let main = MainCoordinator()
        app.navigator.start(main)
        let other = MainCoordinator()
        main.startChild(other, as: .sheet)
        let buy = BuyCoordinator()
        main.startChild(buy, as: .push)
        let before = app.navigator.state
        withKnownIssue { other.startChild(buy, as: .push) } matching: { $0.description.contains("cannot start") }
        #expect(buy.parent === main)
        #expect(app.navigator.state == before)
    }

    @Test func dismissWithNothingPresented() {
        let app = HeadlessScenarioHost()
        let map = MapCoordinator()
        app.navigator.start(map)
        let before = app.navigator.state
        withKnownIssue { map.dismiss() } matching: { $0.description.contains("neither MapCoordinator nor a flow it started presented anything") }
        #expect(app.navigator.state == before)
    }

    @Test func startingASecondRootFlow() {
        let app = HeadlessScenarioHost()
        app.navigator.start(MapCoordinator())
        let before = app.navigator.state
        withKnownIssue { app.navigator.start(MapCoordinator()) } matching: { $0.description.contains("already runs") }
        #expect(app.navigator.state == before)
    }

    @Test func aHostThatReportsAGestureOnSomethingItNeverShowed() {
        let app = HeadlessScenarioHost()
        app.navigator.start(MapCoordinator())
        let before = app.navigator.state
        withKnownIssue {
            app.navigator.hostDidReport(.dismissed(LayerID()))
        } matching: { $0.description.contains("does not match what it rendered") }
        #expect(app.navigator.state == before)
    }
}

@MainActor
@Suite struct IssuesPointAtTheAppsLine {
    @Test func aMisusedVerbReportsTheCallersFileAndLine() {
        let app = HeadlessScenarioHost()
        let map = MapCoordinator()
        app.navigator.start(map)
        let line: Int = #line + 1
        withKnownIssue { map.pop() } matching: { issue in
            issue.sourceLocation?.fileName == "MisuseTests.swift" && issue.sourceLocation?.line == line
        }
    }
}
