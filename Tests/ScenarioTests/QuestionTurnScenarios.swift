import CoordinatorFixtures
import CoordinatorKit
import CoordinatorKitTesting
import Foundation
import Testing

// Questions as people expect them, on every host: one shown at a time and the others in turn, a
// link that waits for the answer instead of being lost or answering for the user, an ask taken
// back by its task or its flow, a redirect refused while a question is up (issue 51).

@MainActor
@Suite struct QuestionsWaitTheirTurn {
    @Test(arguments: everyHost)
    func aQuestionAskedWhileAnotherIsShownIsShownOnceThatOneIsAnswered(_ kind: ScenarioHostKind) async {
        let app = kind.makeHost()
        let main = MainCoordinator()
        app.navigator.start(main)
        let buy = main.buy()
        await app.settle()
        var first: Outcome<SaveChoice>?
        var second: Outcome<SaveChoice>?
        main.ask(.saveAlert) { first = $0 }
        buy.ask(.saveDialog) { second = $0 }
        await app.settle()
        #expect(app.shownState.question?.question.style == .alert)
        #expect(app.shownState.question?.owner == main.id)
        #expect(second == nil, "the second ask waits; it is not refused")
        await expectInSync(app)

        #expect(app.tapChoice("Save"))
        await app.settle()
        #expect(first == .finished(.save))
        #expect(second == nil)
        #expect(app.shownState.question?.question.style == .confirmationDialog, "the second is shown next")
        #expect(app.shownState.question?.owner == buy.id)
        await expectInSync(app)

        #expect(app.tapChoice("Discard"))
        await app.settle()
        #expect(second == .finished(.discard))
        #expect(app.navigator.state.question == nil)
        await expectInSync(app)
    }

    @Test(arguments: everyHost)
    func aFlowThatEndsWhileItsQuestionWaitsHearsCancelledAndTheQuestionIsNeverShown(
        _ kind: ScenarioHostKind
    ) async {
        let app = kind.makeHost()
        let main = MainCoordinator()
        app.navigator.start(main)
        let buy = main.buy()
        await app.settle()
        var heard: [String] = []
        main.ask(.saveAlert) { heard.append("main \($0)") }
        buy.ask(.saveDialog) { heard.append("buy \($0)") }
        buy.placeOrder()
        await app.settle()
        #expect(heard == ["buy cancelled"], "cancelled as its flow ends, not when its turn comes")
        #expect(app.tapChoice("Keep editing"))
        await app.settle()
        #expect(heard == ["buy cancelled", "main finished(keepEditing)"])
        #expect(app.treeDescription == "root stack: [list]", "the ended flow's question never shows")
        await expectInSync(app)
    }
}

@MainActor
@Suite struct ALinkThatArrivesWhileAQuestionIsShown {
    @Test(arguments: everyHost)
    func waitsForTheAnswerThenOpens(_ kind: ScenarioHostKind) async throws {
        let app = kind.makeHost()
        let shop = LinkedShop()
        app.navigator.start(shop)
        await app.settle()
        var layersWhenAnswered: Int?
        shop.ask(.saveAlert) { _ in layersWhenAnswered = app.navigator.state.layers.count }
        await app.settle()
        let before = app.navigator.state

        let result = try app.navigator.open(DeepLink(path: "/cart"))
        guard case .waitingForAnswer = result else { Issue.record("the link was \(result)"); return }
        await app.settle()
        #expect(app.navigator.state == before, "the link changes nothing while the question is shown")
        await expectInSync(app)

        #expect(app.tapChoice("Keep editing"), "the user's answer stays theirs to give")
        await app.settle()
        #expect(layersWhenAnswered == 1, "the answer is heard before the link opens")
        #expect(app.treeDescription == "root  stack: [list]\nsheet stack: [cart]")
        await expectInSync(app)
    }

    @Test(arguments: everyHost)
    func aNewerLinkReplacesTheOneWaiting(_ kind: ScenarioHostKind) async throws {
        let app = kind.makeHost()
        let shop = LinkedShop()
        app.navigator.start(shop)
        shop.ask(.saveAlert) { _ in }
        await app.settle()
        _ = try app.navigator.open(DeepLink(path: "/products/4"))
        _ = try app.navigator.open(DeepLink(path: "/cart"))
        #expect(app.tapChoice("Save"))
        await app.settle()
        #expect(app.treeDescription == "root  stack: [list]\nsheet stack: [cart]")
        await expectInSync(app)
    }

    @Test(arguments: everyHost)
    func whoseGuardRedirectsStartsTheLoginOnceTheQuestionIsAnswered(_ kind: ScenarioHostKind) async throws {
        let app = kind.makeHost()
        let shop = LinkedShop(guardsCart: true)
        app.navigator.start(shop)
        shop.ask(.saveAlert) { _ in }
        await app.settle()
        let result = try app.navigator.open(DeepLink(path: "/cart"))
        guard case .waitingForAnswer = result else { Issue.record("the link was \(result)"); return }
        #expect(shop.children.isEmpty, "no login is started under the question")

        #expect(app.tapChoice("Save"))
        await app.settle()
        #expect(app.treeDescription == "root  stack: [list]\nsheet stack: [welcome] > [credentials]")
        await expectInSync(app)
    }
}

@MainActor
@Suite struct AGuardThatRedirectsWhileAQuestionIsShown {
    @Test(arguments: everyHost)
    func isRefusedFromCodeAndChangesNothing(_ kind: ScenarioHostKind) async {
        let app = kind.makeHost()
        let shop = LinkedShop(guardsCart: true)
        app.navigator.start(shop)
        shop.ask(.saveAlert) { _ in }
        await app.settle()
        let before = app.navigator.state
        withKnownIssue {
            shop.show(.cart)
        } matching: {
            $0.description.contains("while \"Save your change?\" is shown")
        }
        await app.settle()
        #expect(app.navigator.state == before)
        #expect(shop.children.isEmpty, "no login runs that could never appear")
        await expectInSync(app)
    }
}

@MainActor
@Suite struct AnAskTakenBack {
    @Test(arguments: everyHost)
    func cancellingTheTaskThatAwaitsItTakesTheQuestionAwayAndReturnsCancelled(_ kind: ScenarioHostKind) async {
        let app = kind.makeHost()
        let main = MainCoordinator()
        app.navigator.start(main)
        await app.settle()
        let asking = Task { await main.ask(Question<SaveChoice>.saveAlert) }
        await app.settle()
        #expect(app.shownState.question != nil)
        asking.cancel()
        #expect(await asking.value == .cancelled)
        await app.settle()
        #expect(app.treeDescription == "root stack: [list]")
        await expectInSync(app)
    }

    @Test(arguments: everyHost)
    func aCancelledTaskWhoseQuestionWaitsNeverShowsIt(_ kind: ScenarioHostKind) async {
        let app = kind.makeHost()
        let main = MainCoordinator()
        app.navigator.start(main)
        main.ask(.saveAlert) { _ in }
        await app.settle()
        let asking = Task { await main.ask(Question<SaveChoice>.saveDialog) }
        await app.settle()
        asking.cancel()
        #expect(await asking.value == .cancelled)
        #expect(app.tapChoice("Save"))
        await app.settle()
        #expect(app.treeDescription == "root stack: [list]")
        await expectInSync(app)
    }

    @Test(arguments: everyHost)
    func withdrawingTakesBackTheFlowsShownAndWaitingQuestionsOnly(_ kind: ScenarioHostKind) async {
        let app = kind.makeHost()
        let main = MainCoordinator()
        app.navigator.start(main)
        let buy = main.buy()
        var heard: [String] = []
        buy.ask(.saveAlert) { heard.append("buy alert \($0)") }
        main.ask(.saveAlert) { heard.append("main \($0)") }
        buy.ask(.saveDialog) { heard.append("buy dialog \($0)") }
        await app.settle()
        buy.withdrawQuestions()
        await app.settle()
        #expect(Set(heard) == ["buy alert cancelled", "buy dialog cancelled"])
        #expect(app.shownState.question?.owner == main.id, "the other flow's question is shown in its turn")
        await expectInSync(app)
        #expect(app.tapChoice("Discard"))
        await app.settle()
        #expect(heard.last == "main finished(discard)")
        await expectInSync(app)
    }
}

@MainActor
@Suite struct AQuestionWithAChoiceWithoutATitle {
    @Test(arguments: everyHost)
    func isReportedAndNotShown(_ kind: ScenarioHostKind) async {
        let app = kind.makeHost()
        let main = MainCoordinator()
        app.navigator.start(main)
        var heard: Outcome<Bool>?
        withKnownIssue {
            main.ask(Question("Leave?", choices: [.default(" ", true), .cancel("Stay", false)])) { heard = $0 }
        } matching: {
            $0.description.contains("every choice needs a title")
        }
        #expect(heard == .cancelled)
        await app.settle()
        #expect(app.treeDescription == "root stack: [list]")
        await expectInSync(app)
    }
}

/// A shop that opens `/cart` (a sheet) and `/products/:id`, whose cart may need a login.
private final class LinkedShop: Coordinator<ShopRoute> {
    private let guardsCart: Bool

    init(guardsCart: Bool = false) {
        self.guardsCart = guardsCart
        super.init()
    }

    override func start() { show(.list) }

    override func transition(for route: ShopRoute) -> RouteTransition<ShopRoute> {
        route == .cart ? .present(.cart, .sheet) : .push(route)
    }

    override func decision(for route: ShopRoute) -> RouteDecision {
        guard guardsCart, route == .cart else { return .allow }
        return .redirect(to: LoginCoordinator(), as: .sheet)
    }

    override func handle(_ link: DeepLink) throws(DeepLinkError) -> DeepLinkHandling {
        if link.match("/cart") != nil {
            show(.cart)
            return .handled
        }
        if let match = link.match("/products/:id") {
            show(.product(id: try match.parameter("id", as: Int.self)))
            return .handled
        }
        return try super.handle(link)
    }
}
