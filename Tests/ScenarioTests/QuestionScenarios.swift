import CoordinatorFixtures
import CoordinatorKit
import CoordinatorKitTesting
import Foundation
import Testing

// Alerts and confirmation dialogs on every host: asked by a flow, answered by the user's tap,
// taken away with the layer below or the flow that asked, and restored.

@MainActor
@Suite struct AskingAndAnswering {
    @Test(arguments: everyHost)
    func eachChoiceOfAnAlertAndADialogGivesItsAnswerToTheFlow(_ kind: ScenarioHostKind) async {
        for question in [Question<SaveChoice>.saveAlert, .saveDialog] {
            for (title, expected) in [("Save", SaveChoice.save), ("Discard", .discard), ("Keep editing", .keepEditing)] {
                let app = kind.makeHost()
                let main = MainCoordinator()
                app.navigator.start(main)
                var answers: [Outcome<SaveChoice>] = []
                main.ask(question) { answers.append($0) }
                await app.settle()
                #expect(app.treeDescription == "root stack: [list]\nquestion \(question.style) \"Save your change?\" [\"Save\", \"Discard\" (destructive), \"Keep editing\" (cancel)]")
                await expectInSync(app)
                #expect(answers.isEmpty, "no answer before the tap")

                #expect(app.tapChoice(title), "\(question.style) \(title)")
                await app.settle()
                #expect(answers == [.finished(expected)], "\(question.style) \(title)")
                #expect(app.navigator.state.question == nil)
                #expect(app.treeDescription == "root stack: [list]")
                await expectInSync(app)
            }
        }
    }

    @Test(arguments: everyHost)
    func awaitingAskReturnsTheTappedAnswer(_ kind: ScenarioHostKind) async {
        let app = kind.makeHost()
        let main = MainCoordinator()
        app.navigator.start(main)
        let asking = Task { await main.ask(.saveDialog) }
        while app.navigator.state.question == nil { await Task.yield() }
        await app.settle()
        #expect(app.tapChoice("Discard"))
        // UIKit runs the action's handler once the alert's dismissal has finished.
        await app.settle()
        #expect(await asking.value == .finished(.discard))
        await expectInSync(app)
    }

    @Test(arguments: everyHost)
    func anAlertOverASheetIsAnsweredAndTheSheetStays(_ kind: ScenarioHostKind) async {
        let app = kind.makeHost()
        let main = MainCoordinator()
        app.navigator.start(main)
        let buy = BuyCoordinator()
        main.startChild(buy, as: .sheet)
        var answer: Outcome<SaveChoice>?
        buy.ask(.saveAlert) { answer = $0 }
        await app.settle()
        #expect(app.treeDescription == "root  stack: [list]\nsheet stack: [cart]\nquestion alert \"Save your change?\" [\"Save\", \"Discard\" (destructive), \"Keep editing\" (cancel)]")
        await expectInSync(app)
        #expect(app.swipeDown() == false, "an alert keeps the sheet below it from the user's swipe")

        #expect(app.tapChoice("Save"))
        await app.settle()
        #expect(answer == .finished(.save))
        #expect(app.treeDescription == "root  stack: [list]\nsheet stack: [cart]")
        await expectInSync(app)
    }

    @Test(arguments: everyHost)
    func nothingIsPresentedOverAQuestion(_ kind: ScenarioHostKind) async {
        let app = kind.makeHost()
        let main = MainCoordinator()
        app.navigator.start(main)
        main.ask(.saveAlert) { _ in }
        await app.settle()
        withKnownIssue {
            main.present(.cart, as: .sheet)
        } matching: { $0.description.contains("nothing is presented or asked over a question") }
        await app.settle()
        #expect(app.treeDescription.hasPrefix("root stack: [list]\nquestion alert"))
        await expectInSync(app)
    }

}

@MainActor
@Suite struct QuestionsLeaveWithWhatTheyAreOver {
    @Test(arguments: everyHost)
    func aFlowThatEndsTakesItsQuestionAndItsAskReturnsCancelled(_ kind: ScenarioHostKind) async {
        let app = kind.makeHost()
        let main = MainCoordinator()
        app.navigator.start(main)
        weak var weakBuy: BuyCoordinator?
        var answer: Outcome<SaveChoice>?
        var outcome: Outcome<Order>?
        do {
            let buy = BuyCoordinator()
            weakBuy = buy
            main.startChild(buy, as: .sheet) { outcome = $0 }
            buy.ask(.saveDialog) { answer = $0 }
        }
        await app.settle()
        #expect(app.navigator.state.question != nil)

        weakBuy?.placeOrder()
        await app.settle()
        #expect(answer == .cancelled)
        #expect(outcome == .finished(Order(number: 7)))
        #expect(weakBuy == nil, "the pending ask does not keep the ended flow")
        #expect(app.treeDescription == "root stack: [list]")
        await expectInSync(app)
    }

    @Test(arguments: everyHost)
    func aPushedFlowThatEndsTakesItsQuestionWhileTheLayerStays(_ kind: ScenarioHostKind) async {
        let app = kind.makeHost()
        let main = MainCoordinator()
        app.navigator.start(main)
        weak var weakBuy: BuyCoordinator?
        var answer: Outcome<SaveChoice>?
        do {
            let buy = main.buy()
            weakBuy = buy
            buy.ask(.saveAlert) { answer = $0 }
        }
        await app.settle()
        #expect(app.treeDescription.hasPrefix("root stack: [list] > [cart]\nquestion alert"))

        weakBuy?.placeOrder()
        await app.settle()
        #expect(answer == .cancelled)
        #expect(main.outcomes == [.finished(Order(number: 7))])
        #expect(weakBuy == nil)
        #expect(app.treeDescription == "root stack: [list]")
        await expectInSync(app)
    }

    @Test(arguments: everyHost)
    func answeringADialogThatEndsItsSheetFlowRendersOnce(_ kind: ScenarioHostKind) async {
        let app = kind.makeHost()
        let main = MainCoordinator()
        app.navigator.start(main)
        let buy = BuyCoordinator()
        var outcome: Outcome<Order>?
        main.startChild(buy, as: .sheet) { outcome = $0 }
        buy.ask(.saveDialog) { [weak buy] answer in
            if case .finished(.save) = answer { buy?.placeOrder() }
        }
        await app.settle()
        #expect(app.tapChoice("Save"))
        await app.settle()
        #expect(outcome == .finished(Order(number: 7)))
        #expect(app.treeDescription == "root stack: [list]")
        await expectInSync(app)
    }

    @Test(arguments: everyHost)
    func anAwaitedAskOfAnEndedFlowReturnsAndReleasesTheFlow(_ kind: ScenarioHostKind) async {
        let app = kind.makeHost()
        let main = MainCoordinator()
        app.navigator.start(main)
        weak var weakBuy: BuyCoordinator?
        var asking: Task<Outcome<SaveChoice>, Never>?
        do {
            let buy = BuyCoordinator()
            weakBuy = buy
            main.startChild(buy, as: .sheet)
            asking = Task { await buy.ask(.saveAlert) }
        }
        while app.navigator.state.question == nil { await Task.yield() }
        await app.settle()

        main.dismiss()
        #expect(await asking?.value == .cancelled)
        asking = nil
        await app.settle()
        #expect(weakBuy == nil, "the suspended ask does not keep the ended flow")
        #expect(app.treeDescription == "root stack: [list]")
        await expectInSync(app)
    }

    @Test(arguments: everyHost)
    func aBurstThatDismissesTheLayerUnderAQuestionAndAsksAgainRendersInOrder(_ kind: ScenarioHostKind) async {
        let app = kind.makeHost()
        let main = MainCoordinator()
        app.navigator.start(main)
        main.present(.cart, as: .sheet)
        var first: Outcome<SaveChoice>?
        var second: Outcome<SaveChoice>?
        main.ask(.saveAlert) { first = $0 }
        await app.settle()
        #expect(app.treeDescription.contains("question alert"))

        // While the host still works on the first step, the flow dismisses, presents, asks again.
        main.dismiss()
        main.present(.payment, as: .sheet)
        main.ask(.saveDialog) { second = $0 }
        main.push(.product(id: 1))
        await app.settle()
        #expect(first == .cancelled)
        #expect(second == nil)
        // The push goes under the open dialog, onto the flow's topmost stack.
        #expect(app.treeDescription == "root  stack: [list]\nsheet stack: [payment] > [product(id: 1)]\nquestion confirmationDialog \"Save your change?\" [\"Save\", \"Discard\" (destructive), \"Keep editing\" (cancel)]")
        await expectInSync(app)

        #expect(app.tapChoice("Keep editing"))
        await app.settle()
        #expect(second == .finished(.keepEditing))
        await expectInSync(app)
    }

    @Test(arguments: everyHost)
    func codeThatDismissesTheQuestionCancelsTheAsk(_ kind: ScenarioHostKind) async {
        let app = kind.makeHost()
        let main = MainCoordinator()
        app.navigator.start(main)
        var answer: Outcome<SaveChoice>?
        main.ask(.saveAlert) { answer = $0 }
        await app.settle()
        let question = app.navigator.state.question!.id
        try? app.navigator.update { try $0.dismiss(question) }
        await app.settle()
        #expect(answer == .cancelled)
        #expect(app.treeDescription == "root stack: [list]")
        await expectInSync(app)
    }
}

@MainActor
@Suite struct RestoringAQuestion {
    @Test(arguments: everyHost)
    func aSavedStateWithAQuestionShowsItAgain(_ kind: ScenarioHostKind) async throws {
        var saved = NavigationState(root: .stack(Stack(routes: [ShopRoute.list])))
        try saved.present(ShopRoute.cart, as: .sheet)
        try saved.ask(Question<SaveChoice>.saveDialog)
        let data = try saved.encoded()
        let restored = try NavigationState(restoring: data, routes: RouteTypes(ShopRoute.self, answers: SaveChoice.self))
        #expect(restored == saved)

        let app = kind.makeHost()
        try app.navigator.update { $0 = restored }
        await app.settle()
        #expect(app.treeDescription == "root  stack: [list]\nsheet stack: [cart]\nquestion confirmationDialog \"Save your change?\" [\"Save\", \"Discard\" (destructive), \"Keep editing\" (cancel)]")
        await expectInSync(app)
        #expect(app.tapChoice("Save"))
        await app.settle()
        #expect(app.treeDescription == "root  stack: [list]\nsheet stack: [cart]")
        await expectInSync(app)
    }
}

enum SaveChoice: Hashable, Codable, Sendable { case save, discard, keepEditing }

extension Question<SaveChoice> {
    static let saveAlert = Question(
        "Save your change?", message: "It applies to every order.",
        choices: [.default("Save", .save), .destructive("Discard", .discard), .cancel("Keep editing", .keepEditing)]
    )
    static let saveDialog = Question(
        "Save your change?", message: "It applies to every order.", style: .confirmationDialog,
        choices: [.default("Save", .save), .destructive("Discard", .discard), .cancel("Keep editing", .keepEditing)]
    )
}
