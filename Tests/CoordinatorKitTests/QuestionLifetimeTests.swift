import CoordinatorKit
import CoordinatorFixtures
import CoordinatorKitTesting
import Foundation
import Testing

// What waits for a question's turn holds nothing past its end: a flow whose question waited is
// released when it ends, and a navigator with a waiting question and a waiting link is released
// with its window.

extension Question<Int> {
    fileprivate static let first = Question("First?", choices: [.default("Yes", 1), .cancel("No", 0)])
    fileprivate static let second = Question("Second?", choices: [.default("Yes", 1), .cancel("No", 0)])
}

@MainActor
@Suite struct WaitingQuestionsLetGo {
    @Test func aFlowWhoseQuestionWaitedIsReleasedWhenItEnds() {
        let navigator = Navigator()
        let host = HeadlessHost()
        navigator.attach(host)
        let main = MainCoordinator()
        navigator.start(main)
        main.ask(.first) { _ in }
        weak var released: BuyCoordinator?
        var heard: [Outcome<Int>] = []
        do {
            let buy = main.buy()
            released = buy
            // The callback holds the flow, as an app's closure may.
            buy.ask(.second) { [buy] answer in
                _ = buy
                heard.append(answer)
            }
            buy.placeOrder()
        }
        #expect(heard == [.cancelled])
        #expect(released == nil)
        #expect(host.tapChoice("Yes"))
        #expect(navigator.state.question == nil)
    }

    @Test func aNavigatorWithAWaitingQuestionAndLinkIsReleased() throws {
        weak var released: Navigator?
        weak var releasedFlow: MainCoordinator?
        try {
            let navigator = Navigator()
            released = navigator
            navigator.attach(HeadlessHost())
            let main = MainCoordinator()
            releasedFlow = main
            navigator.start(main)
            main.ask(.first) { _ in }
            main.ask(.second) { [main] _ in _ = main }
            _ = try navigator.open(DeepLink(path: "/"))
        }()
        #expect(released == nil)
        #expect(releasedFlow == nil)
    }
}
