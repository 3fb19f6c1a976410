import CoordinatorFixtures
import CoordinatorKit
import CoordinatorKitTesting
import Foundation
import IssueReporting
import PropertyBased
import Testing

// Random changes mixed with questions keep the question rules; random states with a question
// round-trip through their saved data; a navigator asked, answered and swiped at random ends in
// sync with its host and answers every ask once.

extension RandomStates {
    /// A valid question: one to three choices, at most one of them a cancel choice.
    fileprivate mutating func question() -> Question<Int> {
        var choices: [Question<Int>.Choice] = []
        for answer in 0..<Int.random(in: 1...3, using: &rng) {
            let roles: [ChoiceRole] = choices.contains { $0.role == .cancel } ? [.default, .destructive] : [.default, .cancel, .destructive]
            choices.append(.init("choice \(answer)", role: roles.randomElement(using: &rng)!, answer: answer))
        }
        return Question(
            "question \(Int.random(in: 0..<100, using: &rng))",
            message: Bool.random(using: &rng) ? "why" : nil,
            style: Bool.random(using: &rng) ? .alert : .confirmationDialog,
            choices: choices
        )
    }
}

@Suite struct QuestionProperties {
    /// Pushes, presents, dismisses, asks and dismissed questions at random: the question shown is
    /// the one a model of the rules expects, always over the topmost layer; nothing is presented
    /// or asked over it (the refusal changes nothing); a dismissed layer takes its question.
    @Test func randomChangesKeepAtMostOneQuestionOverTheTopmostLayer() async {
        await propertyCheck(count: LongRuns.scaled(300), input: Gen.uint64()) { seed in
            var random = RandomStates(seed: seed)
            var state = random.state()
            var expected: LayerID?
            for _ in 0..<30 {
                let before = state
                switch Int.random(in: 0..<8, using: &random.rng) {
                case 0:
                    _ = try? state.push(random.route(), onto: state.stackIDs.randomElement(using: &random.rng))
                case 1:
                    let presented = try? state.present(random.container(), as: .sheet)
                    if expected != nil {
                        #expect(presented == nil, "a layer was presented over a question")
                        #expect(state == before)
                    }
                case 2:
                    let layer = state.layers.dropFirst().randomElement(using: &random.rng)?.id
                    if let dismissed = try? state.dismiss(layer), dismissed.contains(where: { $0.id == before.layers.last?.id }) {
                        expected = nil
                    }
                case 3:
                    if (try? state.dismissAll())?.isEmpty == false { expected = nil }
                case 4, 5:
                    let asked = try? state.ask(random.question())
                    if expected != nil {
                        #expect(asked == nil, "a second question was asked")
                        #expect(state == before)
                    } else {
                        #expect(asked != nil)
                        expected = asked
                    }
                case 6:
                    let dismissed = try? state.dismissQuestion()
                    #expect(dismissed?.id == expected)
                    expected = nil
                default:
                    if let shown = state.question {
                        #expect((try? state.dismiss(shown.id)) == [], "dismissing a question dismisses no layer")
                        expected = nil
                    }
                }
                #expect(state.question?.id == expected)
                if let shown = state.question {
                    #expect(shown.layer == state.layers.last?.id)
                    #expect(!state.layers.contains { $0.id == shown.id })
                }
            }
        }
    }

    /// Random states with a random question restore equal, question and answers included.
    @Test func aRandomStateWithAQuestionRoundTrips() async {
        await propertyCheck(count: LongRuns.scaled(200), input: Gen.uint64()) { seed in
            var random = RandomStates(seed: seed)
            var state = random.state()
            random.mutate(&state)
            let asked = try! state.ask(random.question())
            let restored = try! NavigationState(restoring: try! state.encoded(), routes: RouteTypes(MapRoute.self, answers: Int.self))
            #expect(restored == state)
            #expect(restored.question?.id == asked)
            #expect(restored.question == state.question)
        }
    }
}

/// Every answer each ask heard, and the one the user gave it.
@MainActor
private final class Answers {
    var heard: [[Outcome<Int>]] = []
    var questions: [Question<Int>] = []
    /// What the user's gesture answered each ask, by the ask's place.
    var expected: [Int: Outcome<Int>] = [:]

    /// Asks; the title names the ask, so that the user's answer finds it whenever its turn comes.
    func ask(_ question: Question<Int>, from flow: MapCoordinator) {
        let index = heard.count
        let named = Question("\(index): \(question.title)", message: question.message, style: question.style, choices: question.choices)
        heard.append([])
        questions.append(named)
        flow.ask(named, animated: false) { [weak self] in self?.heard[index].append($0) }
    }

    /// Notes the answer the user gave the question shown.
    func userAnswered(_ shown: QuestionLayer, choice: Int?) {
        guard let index = Int(shown.question.title.prefix { $0 != ":" }) else { return }
        expected[index] = choice.map { .finished(shown.question.choices[$0].answer.as(Int.self)!) } ?? .cancelled
    }
}

@MainActor
@Suite struct NavigatorQuestionProperties {
    private func running(_ root: AnyCoordinator) -> [MapCoordinator] {
        [root as? MapCoordinator].compactMap { $0 } + root.children.flatMap(running)
    }

    /// Random asks, answers, taps outside, dismissed flows and gestures through a host whose
    /// transitions finish when the test says: the host ends showing what the navigator holds,
    /// and every ask hears exactly one answer: the choice the user picked, or `.cancelled`
    /// when its question went without one (an ask made while another was shown waits its turn).
    @Test func randomAsksAndGesturesEndInSyncAndAnswerEveryAskOnce() async {
        await propertyCheck(count: LongRuns.scaled(200), input: Gen.uint64()) { seed in
            var random = RandomStates(seed: seed)
            let answers = Answers()
            let navigator = Navigator()
            let host = HeadlessHost(completion: .manual)
            navigator.attach(host)
            let root = MapCoordinator()
            navigator.start(root)
            host.completeAllTransitions()
            withIssueReporters([]) {   // random verbs ask for impossible things; those change nothing
                for _ in 0..<30 {
                    let flow = running(root).randomElement(using: &random.rng)!
                    switch Int.random(in: 0..<11, using: &random.rng) {
                    case 0, 1: answers.ask(random.question(), from: flow)
                    case 2, 3:
                        if let shown = host.question, let choice = shown.question.choices.indices.randomElement(using: &random.rng),
                           host.tapChoice(shown.question.choices[choice].title) {
                            answers.userAnswered(shown, choice: choice)
                        }
                    case 4:
                        if let shown = host.question, host.tapOutsideQuestion() {
                            answers.userAnswered(shown, choice: shown.question.choices.firstIndex { $0.role == .cancel })
                        }
                    case 5: flow.show(random.route())
                    case 6: flow.startChild(MapCoordinator(), as: [.push, .sheet].randomElement(using: &random.rng)!)
                    case 7:
                        if flow !== root {
                            flow.finish()
                            #expect(navigator.state.question.map { $0.owner != flow.id } ?? true, "a flow that ends takes its question")
                        }
                    case 8: host.tapBack()
                    case 9: host.swipeDown()
                    default: host.completeTransition()
                    }
                }
                host.completeAllTransitions()
                // Answer the questions left in turn, as a user would, so that every ask has been heard.
                while let left = host.question, host.tapChoice(left.question.choices[0].title) {
                    answers.userAnswered(left, choice: 0)
                    host.completeAllTransitions()
                }
            }
            #expect(navigator.renderedState == navigator.state)
            #expect(host.shownState == navigator.state)
            #expect(navigator.state.question == nil)
            for (index, (heard, question)) in zip(answers.heard, answers.questions).enumerated() {
                #expect(heard.count == 1, "\(question.title) heard \(heard)")
                if let expected = answers.expected[index] {
                    #expect(heard == [expected], "the user answered \(question.title) with \(expected)")
                } else {
                    #expect(heard == [.cancelled], "\(question.title) went unanswered")
                }
            }
        }
    }
}
