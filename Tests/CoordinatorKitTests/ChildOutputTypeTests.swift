import CoordinatorFixtures
import CoordinatorKit
import CoordinatorKitTesting
import Testing

// A child's output reaches a handler that takes its type; a handler that cannot take it is
// reported at the line that starts the child, and nothing starts.

@MainActor
@Suite struct AHandlerHearsTheChildsOutputType {
    @Test func aClosureThatReadsTheOutputGetsTheTypedOutcome() {
        let app = HeadlessScenarioHost()
        let root = ChoosesLogin()
        app.navigator.start(root)
        let login = LoginCoordinator()
        var heard: [String] = []
        root.startChild(login, as: .replacingRoot) { outcome in
            if outcome.output != nil { heard.append("\(outcome)") }
        }
        login.finish(with: User(name: "Ada"))
        #expect(heard == ["finished(User(name: \"Ada\"))"])
    }

    @Test func aTransitionsClosureThatReadsTheOutputGetsTheTypedOutcome() {
        let app = HeadlessScenarioHost()
        let main = MainCoordinator()
        app.navigator.start(main)
        let buy = BuyCoordinator()
        var heard: [String] = []
        main.perform(.startChild(buy, as: .sheet) { outcome in
            if outcome.output != nil { heard.append("\(outcome)") }
        })
        buy.placeOrder()
        #expect(heard == ["finished(Order(number: 7))"])
    }

    @Test func runReturnsTheTypedOutcome() async {
        let app = HeadlessScenarioHost()
        let main = MainCoordinator()
        app.navigator.start(main)
        let buy = BuyCoordinator()
        Task { @MainActor in buy.placeOrder() }
        let outcome = await main.run(buy, as: .sheet)
        #expect(outcome.output == Order(number: 7))
    }
}

@MainActor
@Suite struct AHandlerThatCannotTakeTheOutputIsReportedAtTheStart {
    @Test func startChildWithAVoidHandlerIsReportedThereAndStartsNothing() {
        let app = HeadlessScenarioHost()
        let main = MainCoordinator()
        app.navigator.start(main)
        let login: AnyCoordinator = LoginCoordinator()
        let before = app.navigator.state
        var heard: [Outcome<Void>] = []
        let line: Int = #line + 2
        withKnownIssue {
            main.startChild(login, as: .sheet) { heard.append($0) }
        } matching: { issue in
            issue.description.contains("finishes with an output of type User") && issue.sourceLocation?.fileName == "ChildOutputTypeTests.swift"
                && issue.sourceLocation?.line == line
        }
        #expect(login.status == .ready)
        #expect(main.children.isEmpty)
        #expect(app.navigator.state == before)
        #expect(heard.isEmpty)
    }

    @Test func withoutAHandlerTheChildStartsAndItsOutputGoesUnheard() {
        let app = HeadlessScenarioHost()
        let main = MainCoordinator()
        app.navigator.start(main)
        let login = LoginCoordinator()
        main.startChild(login as AnyCoordinator, as: .sheet)
        #expect(login.status == .running)
        login.finish(with: User(name: "Ada"))
        #expect(login.status == .ended)
        #expect(app.treeDescription == "root stack: [list]")
    }

    @Test func runIsReportedThereAndReturnsCancelledAtOnce() async {
        let app = HeadlessScenarioHost()
        let main = MainCoordinator()
        app.navigator.start(main)
        let buy: AnyCoordinator = BuyCoordinator()
        var outcome: Outcome<Void>?
        await withKnownIssue {
            outcome = await main.run(buy, as: .sheet)
        } matching: { $0.description.contains("finishes with an output of type Order") }
        #expect(outcome?.isCancelled == true)
        #expect(buy.status == .ready)
    }

    @Test func onFinishIsReportedThereAndKeepsNoHandler() {
        let app = HeadlessScenarioHost()
        let main = MainCoordinator()
        app.navigator.start(main)
        let buy = main.buy()
        var heard: [Outcome<Void>] = []
        withKnownIssue {
            main.onFinish(of: buy as AnyCoordinator) { heard.append($0) }
        } matching: { $0.description.contains("onFinish(of: BuyCoordinator)") }
        buy.placeOrder()
        #expect(heard.isEmpty)
        #expect(main.outcomes == [.finished(Order(number: 7))])
    }

    @Test func aTransitionIsReportedWhereItIsPerformed() {
        let app = HeadlessScenarioHost()
        let main = MainCoordinator()
        app.navigator.start(main)
        let buy: AnyCoordinator = BuyCoordinator()
        let before = app.navigator.state
        let line: Int = #line + 2
        withKnownIssue {
            main.perform(.startChild(buy, as: .sheet) { _ in })
        } matching: { $0.sourceLocation?.line == line && $0.description.contains("handler that takes Outcome<Void>") }
        #expect(buy.status == .ready)
        #expect(app.navigator.state == before)
    }

    @Test func finishWithoutTheOutputIsReportedThereAndChangesNothing() {
        let app = HeadlessScenarioHost()
        let main = MainCoordinator()
        app.navigator.start(main)
        let buy = main.buy()
        let before = app.navigator.state
        let line: Int = #line + 1
        withKnownIssue { buy.finish() } matching: { issue in
            issue.description.contains("finish() without its output (of type Order)") && issue.sourceLocation?.line == line
        }
        #expect(buy.status == .running)
        #expect(main.outcomes.isEmpty)
        #expect(app.navigator.state == before)
    }
}

/// A root that shows no screen of its own.
@MainActor
private final class ChoosesLogin: AnyCoordinator {}
