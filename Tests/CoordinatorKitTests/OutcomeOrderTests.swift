import CoordinatorFixtures
import CoordinatorKit
import CoordinatorKitTesting
import Testing

// Answers and endings wait in one queue: each is delivered in the order of the change that made
// it, whichever kind it is.
@MainActor
@Suite struct OutcomesInCommitOrder {
    @Test func anAnswerIsDeliveredBeforeTheEndingOfAFlowALaterChangeEnded() {
        let navigator = Navigator()
        let host = HeadlessHost()
        navigator.attach(host)
        let main = MainCoordinator()
        navigator.start(main)
        var heard: [String] = []
        let buy = BuyCoordinator()
        main.startChild(buy, as: .push) { _ in heard.append("buy ended") }
        main.ask(Question("Order?", choices: [.default("Yes", 1), .cancel("No", 0)])) { _ in heard.append("answer") }
        var ended = false
        // The change the answer made is told before its answer is delivered: ending a flow from
        // there makes a second change, whose outcome comes after the answer.
        let watching = navigator.observe { event in
            guard !ended, case .changed(let change) = event, case .user(.answered) = change.cause else { return }
            ended = true
            buy.placeOrder()
        }

        #expect(host.tapChoice("Yes"))

        #expect(heard == ["answer", "buy ended"])
        watching.cancel()
    }

    @Test func inOneChangeTheEndingsComeBeforeTheAnswers() {
        let navigator = Navigator()
        let host = HeadlessHost()
        navigator.attach(host)
        let main = MainCoordinator()
        navigator.start(main)
        var heard: [String] = []
        let buy = BuyCoordinator()
        main.startChild(buy, as: .push) { _ in heard.append("buy ended") }
        main.ask(Question("Order?", choices: [.default("Yes", 1), .cancel("No", 0)])) { _ in heard.append("answer") }

        navigator.transaction {
            buy.placeOrder()
            main.withdrawQuestions()
        }

        #expect(heard == ["buy ended", "answer"])
    }
}
