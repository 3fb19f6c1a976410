import CoordinatorFixtures
import CoordinatorKit
import CoordinatorKitTesting
import Foundation
import Testing

@Suite struct QuestionRules {
    private func shown() -> NavigationState { NavigationState(root: .stack(Stack(routes: [MapRoute.map]))) }

    @Test func aQuestionWithTwoCancelChoicesIsRefusedAndChangesNothing() {
        var state = shown()
        let before = state
        let twoCancels = Question("Leave?", choices: [.cancel("No", 0), .cancel("Not now", 1)])
        #expect(throws: NavigationError("ask(\"Leave?\")", .invalidQuestion("a question has at most one cancel choice"))) {
            try state.ask(twoCancels)
        }
        #expect(state == before)
    }

    @Test func aQuestionWithoutChoicesIsRefused() {
        var state = shown()
        #expect(throws: NavigationError("ask(\"Leave?\")", .invalidQuestion("a question needs at least one choice"))) {
            try state.ask(Question<Int>("Leave?", choices: []))
        }
        #expect(state.question == nil)
    }

    @Test func nothingIsPresentedOrAskedOverAQuestion() throws {
        var state = shown()
        try state.ask(Question.leave)
        let before = state
        #expect(throws: NavigationError.self) { try state.present(MapRoute.settings, as: .sheet) }
        #expect(throws: NavigationError.self) { try state.ask(Question.leave) }
        #expect(state == before)
        do {
            try state.present(MapRoute.settings, as: .sheet)
        } catch {
            #expect(error.reason == .questionShown(state.question!.description))
        }
    }

    @Test func aQuestionAskedWithNothingShownIsRefused() {
        var state = NavigationState()
        #expect(throws: NavigationError("ask(\"Leave?\")", .nothingShown)) { try state.ask(Question.leave) }
    }

    @Test func dismissingTheLayerBelowTakesTheQuestionAndSoDoesItsOwnIdentity() throws {
        var state = shown()
        try state.present(MapRoute.settings, as: .sheet)
        try state.ask(Question.leave)
        try state.dismiss()
        #expect(state.question == nil)
        #expect(state.layers.count == 1)

        let id = try state.ask(Question.leave)
        try state.dismiss(id)
        #expect(state.question == nil)
        #expect(state.layers.count == 1, "dismissing the question dismisses no layer")
    }

    @Test func aQuestionOverALayerThatIsNotTheTopmostIsInvalid() throws {
        var state = shown()
        let root = state.layers[0].id
        try state.present(MapRoute.settings, as: .sheet)
        let question = QuestionLayer(Question.leave, over: root)
        #expect(throws: NavigationError.self) { try NavigationState(layers: state.layers, question: question) }
    }
}

@Suite struct QuestionCoding {
    private let routes = RouteTypes(MapRoute.self, answers: Int.self)

    @Test func aStateWithAQuestionRoundTrips() throws {
        var state = NavigationState(root: .stack(Stack(routes: [MapRoute.map])))
        try state.ask(Question.leave)
        let restored = try NavigationState(restoring: try state.encoded(), routes: routes)
        #expect(restored == state)
        #expect(restored.question?.question.choices.map(\.answer) == [AnyAnswer(1), AnyAnswer(0)])
    }

    @Test func aStateWithoutAQuestionEncodesAsItDidBefore() throws {
        let state = NavigationState(root: .stack(Stack(routes: [MapRoute.map])))
        let json = String(decoding: try state.encoded(), as: UTF8.self)
        #expect(!json.contains("question"))
        #expect(try NavigationState(restoring: try state.encoded(), routes: RouteTypes(MapRoute.self)) == state)
    }

    @Test func anUnregisteredAnswerTypeIsATypedError() throws {
        var state = NavigationState(root: .stack(Stack(routes: [MapRoute.map])))
        try state.ask(Question.leave)
        let data = try state.encoded()
        #expect(throws: RestorationError.unknownAnswerType("Swift.Int", registered: [])) {
            try NavigationState(restoring: data, routes: RouteTypes(MapRoute.self))
        }
    }

    @Test func aQuestionSavedOverALowerLayerIsRefused() throws {
        var state = NavigationState(root: .stack(Stack(routes: [MapRoute.map])))
        try state.ask(Question.leave)
        var json = String(decoding: try state.encoded(), as: UTF8.self)
        // The question over a layer that is not in the data.
        let layer = state.layers[0].id.rawValue.uuidString
        json = json.replacingOccurrences(of: "\"layer\":\"\(layer)\"", with: "\"layer\":\"\(UUID().uuidString)\"")
        #expect(throws: RestorationError.self) { try NavigationState(restoring: Data(json.utf8), routes: routes) }
    }
}

@MainActor
@Suite struct AskingFromLinks {
    @Test func aLinkThatWouldAskFailsWithATypedErrorAndChangesNothing() throws {
        let navigator = Navigator()
        navigator.attach(HeadlessHost())
        let flow = AskingOnLinkCoordinator()
        navigator.start(flow)
        let before = navigator.state
        #expect(throws: DeepLinkError.self) { try navigator.open(try DeepLink(path: "/leave")) }
        #expect(navigator.state == before)
        #expect(navigator.state.question == nil)
        #expect(flow.answers == [.cancelled])
    }
}

@MainActor
@Suite struct PendingAsksAndLifetimes {
    @Test func releasingTheNavigatorEndsAPendingAskAndReleasesTheFlow() async {
        weak var weakFlow: MapCoordinator?
        var asking: Task<Outcome<Int>, Never>?
        do {
            let navigator = Navigator()
            navigator.attach(HeadlessHost())
            let flow = MapCoordinator()
            weakFlow = flow
            navigator.start(flow)
            asking = Task { await flow.ask(Question.leave) }
            while navigator.state.question == nil { await Task.yield() }
        }
        #expect(await asking?.value == .cancelled)
        asking = nil
        #expect(weakFlow == nil)
    }

    @Test func aCallbackIsLetGoOnceTheAnswerIsDelivered() async {
        let app = HeadlessScenarioHost()
        let flow = MapCoordinator()
        app.navigator.start(flow)
        weak var weakToken: Token?
        do {
            let token = Token()
            weakToken = token
            flow.ask(Question.leave) { _ in _ = token }
        }
        #expect(weakToken != nil, "the navigator holds the callback while the question is shown")
        #expect(app.host.tapChoice("Leave"))
        #expect(weakToken == nil)
    }
}

private final class Token {}

private final class AskingOnLinkCoordinator: Coordinator<MapRoute> {
    var answers: [Outcome<Int>] = []
    override func start() { show(.map) }
    override func handle(_ link: DeepLink) throws(DeepLinkError) -> DeepLinkHandling {
        guard link.path == ["leave"] else { return try super.handle(link) }
        ask(Question.leave) { [weak self] in self?.answers.append($0) }
        return .handled
    }
}

extension Question<Int> {
    fileprivate static let leave = Question("Leave?", choices: [.destructive("Leave", 1), .cancel("Stay", 0)])
}
