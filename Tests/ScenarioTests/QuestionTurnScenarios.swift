import CoordinatorFixtures
import CoordinatorKit
import CoordinatorKitTesting
import Foundation
import IssueReporting
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

/// Every answer each ask heard, by the ask's place.
@MainActor
private final class Heard {
    var answers: [Int: [Outcome<Int>]] = [:]
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

/// Asks, answers, links, pushes, gestures and withdrawals in random order on every host, the
/// host's transitions released only now and then (held host kinds leave each change unfinished
/// until then): every ask hears exactly one answer, the one the user tapped if they tapped one,
/// and the host ends showing what the navigator holds. `COORDINATORKIT_QUESTION_SEEDS` sets the
/// number of seeds (default 4).
@MainActor
@Suite struct QuestionsAndLinksUnsettled {
    @Test(arguments: everyHost)
    func everyAskHearsOneAnswerAndTheHostEndsInSync(_ kind: ScenarioHostKind) async throws {
        let seeds = ProcessInfo.processInfo.environment["COORDINATORKIT_QUESTION_SEEDS"].flatMap(UInt64.init) ?? UInt64(LongRuns.scaled(4))
        for seed in 1...seeds {
            try await run(kind, seed: seed)
        }
    }

    private func run(_ kind: ScenarioHostKind, seed: UInt64) async throws {
        var random = SplitMix(seed: seed)
        let app = kind.makeHost()
        let shop = LinkedShop()
        app.navigator.start(shop)
        await app.settle()
        let heard = Heard()
        var tapped: [Int: Int] = [:]
        var asks = 0
        var tasks: [(ask: Int, task: Task<Void, Never>)] = []
        // Asks the app took back: a tap the host took before the withdrawal reached it may or
        // may not count, as on a device.
        var withdrawn: Set<Int> = []
        var askedBy: [Int: ObjectIdentifier] = [:]
        func ask(from flow: AnyCoordinator) {
            let index = asks
            asks += 1
            askedBy[index] = ObjectIdentifier(flow)
            let question = Question("q\(index)", choices: [.default("yes\(index)", 1), .cancel("no\(index)", 0)])
            if random.next(below: 2) == 0 {
                flow.ask(question) { heard.answers[index, default: []].append($0) }
            } else {
                tasks.append((index, Task { heard.answers[index, default: []].append(await flow.ask(question)) }))
            }
        }
        func answerShown(choice: Int) -> Bool {
            guard let shown = app.shownState.question, let index = Int(shown.question.title.dropFirst()) else {
                return false
            }
            guard app.tapChoice(choice == 1 ? "yes\(index)" : "no\(index)") else { return false }
            tapped[index] = choice
            return true
        }
        await withIssueReporters([]) {   // random verbs ask for impossible things; those change nothing
            for _ in 0..<30 {
                let flows = [shop] + shop.children
                let flow = flows[random.next(below: flows.count)]
                switch random.next(below: 10) {
                case 0, 1: ask(from: flow)
                case 2: _ = answerShown(choice: random.next(below: 2))
                case 3: _ = try? app.navigator.open(DeepLink(path: random.next(below: 2) == 0 ? "/cart" : "/products/\(random.next(below: 9))"))
                case 4: shop.show(.product(id: random.next(below: 9)))
                case 5: _ = app.swipeDown()
                case 6: _ = app.tapBack()
                case 7:
                    if !tasks.isEmpty {
                        let (index, task) = tasks[random.next(below: tasks.count)]
                        task.cancel()
                        withdrawn.insert(index)
                    }
                case 8:
                    flow.withdrawQuestions()
                    withdrawn.formUnion(askedBy.filter { $0.value == ObjectIdentifier(flow) }.keys)
                default: break
                }
                if random.next(below: 3) == 0 { await app.settle() }
            }
        }
        await app.settle()
        // The user answers what is left, in turn.
        for _ in 0..<(asks + 1) {
            guard answerShown(choice: 1) else { break }
            await app.settle()
        }
        for (_, task) in tasks { await task.value }
        await app.settle()
        #expect(app.navigator.state.question == nil, "seed \(seed)")
        for index in 0..<asks {
            let answers = heard.answers[index] ?? []
            #expect(answers.count == 1, "seed \(seed): q\(index) heard \(answers)")
            if let choice = tapped[index], withdrawn.contains(index) {
                #expect(answers == [.finished(choice)] || answers == [.cancelled], "seed \(seed): q\(index) heard \(answers)")
            } else if let choice = tapped[index] {
                #expect(answers == [.finished(choice)], "seed \(seed): the user tapped \(choice) for q\(index)")
            } else {
                #expect(answers == [.cancelled], "seed \(seed): q\(index) went unanswered")
            }
        }
        await expectInSync(app)
    }
}
