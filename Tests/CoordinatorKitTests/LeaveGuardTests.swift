import CoordinatorFixtures
import CoordinatorKit
import CoordinatorKitTesting
import Testing

// What a leave guard is asked and what is not: a flow's own verbs never ask it; several guarded
// flows in one change each answer, their questions one at a time; an unguarded flow changes
// nothing of the usual change.

extension Question<Bool> {
    fileprivate static let discard = Question(
        "Discard?", choices: [.destructive("Discard", true), .cancel("Keep editing", false)])
}

private final class Guarded: Coordinator<ShopRoute> {
    var decision = LeaveDecision.deny
    var asked: [LeaveCause] = []
    let first: ShopRoute
    init(_ first: ShopRoute = .cart) {
        self.first = first
        super.init()
    }
    override func start() { show(first) }
    override func leaveDecision(for cause: LeaveCause) -> LeaveDecision {
        asked.append(cause)
        return decision
    }
}

@MainActor
@Suite struct LeaveGuardTests {
    @Test func aFlowsOwnVerbsDoNotAskItsGuard() async {
        let app = HeadlessScenarioHost()
        let home = Coordinator(root: ShopRoute.list)
        app.navigator.start(home)
        let editor = Guarded()
        home.startChild(editor, as: .sheet)
        editor.push(.payment)
        await app.settle()
        editor.pop()
        await app.settle()
        #expect(editor.routes == [.cart])
        editor.finish()
        await app.settle()
        #expect(editor.asked.isEmpty)
        #expect(editor.status == .ended)
        #expect(app.treeDescription == "root stack: [list]")
    }

    @Test func aParentFinishingAsksTheGuardOfTheFlowItRuns() async {
        let app = HeadlessScenarioHost()
        let home = Coordinator(root: ShopRoute.list)
        app.navigator.start(home)
        let middle = Guarded(.product(id: 1))
        middle.decision = .allow
        home.startChild(middle, as: .push)
        let editor = Guarded()
        middle.startChild(editor, as: .sheet)
        await app.settle()
        let before = app.navigator.state
        middle.finish()
        await app.settle()
        #expect(editor.asked == [.code(requester: middle.id)])
        #expect(middle.asked.isEmpty, "its own finish")
        #expect(app.navigator.state == before)
        #expect(middle.status == .running)
    }

    @Test func twoGuardedFlowsAskOneQuestionAtATimeAndBothMustAgree() async {
        let app = HeadlessScenarioHost()
        let home = Coordinator(root: ShopRoute.list)
        app.navigator.start(home)
        let lower = Guarded(.product(id: 1))
        lower.decision = .confirm(.discard)
        home.startChild(lower, as: .push)
        let upper = Guarded()
        upper.decision = .confirm(.discard)
        lower.startChild(upper, as: .push)
        await app.settle()
        home.popToRoot()
        await app.settle()
        #expect(app.navigator.state.question?.owner == upper.id, "the topmost flow asks first")
        #expect(app.tapChoice("Discard"))
        await app.settle()
        #expect(app.navigator.state.question?.owner == lower.id, "then the flow below")
        #expect(app.treeDescription.hasPrefix("root stack: [list] > [product(id: 1)] > [cart]"))
        #expect(app.tapChoice("Discard"))
        await app.settle()
        #expect(app.treeDescription == "root stack: [list]")
        #expect(lower.status == .ended && upper.status == .ended)
    }

    @Test func aChangeThatStartsAFlowIsMadeWithItWhenTheUserDiscards() async {
        let app = HeadlessScenarioHost()
        let home = Coordinator(root: ShopRoute.list)
        app.navigator.start(home)
        let editor = Guarded()
        editor.decision = .confirm(.discard)
        home.startChild(editor, as: .sheet)
        await app.settle()
        let login = Coordinator(root: LoginRoute.credentials)
        app.navigator.transaction {
            home.dismissAll()
            home.startChild(login, as: .sheet)
        }
        await app.settle()
        #expect(
            app.navigator.coordinatorTreeDescription.split(separator: "\n").count == 2,
            "home and the editor: the flow the change started waits for the answer, out of the tree")
        #expect(app.tapChoice("Discard"))
        await app.settle()
        #expect(editor.status == .ended)
        #expect(login.status == .running, "the whole change is made again, the flow it started included")
        #expect(app.treeDescription.hasSuffix("sheet stack: [credentials]"))
    }

    @Test func aChangeThatStartsAFlowEndsItWhenTheUserKeepsEditing() async {
        let app = HeadlessScenarioHost()
        let home = Coordinator(root: ShopRoute.list)
        app.navigator.start(home)
        let editor = Guarded()
        editor.decision = .confirm(.discard)
        home.startChild(editor, as: .sheet)
        await app.settle()
        let before = app.navigator.state
        weak var login: Coordinator<LoginRoute>?
        var outcome: Outcome<Void>?
        do {
            let started = Coordinator(root: LoginRoute.credentials)
            login = started
            app.navigator.transaction {
                home.dismissAll()
                home.startChild(started, as: .sheet) { outcome = $0 }
            }
        }
        await app.settle()
        #expect(outcome == nil)
        #expect(app.tapChoice("Keep editing"))
        await app.settle()
        #expect(app.navigator.state == before)
        if case .cancelled? = outcome {} else { Issue.record("\(String(describing: outcome))") }
        #expect(login == nil, "released")
    }

    @Test func whatTheGuardsAnsweredAsASwipeBeganCountsForThatSwipeOnly() async {
        let app = HeadlessScenarioHost()
        let home = Coordinator(root: ShopRoute.list)
        app.navigator.start(home)
        let editor = Guarded()
        editor.decision = .allow
        home.startChild(editor, as: .sheet)
        await app.settle()
        let sheet = app.navigator.state
        #expect(app.host.beginSwipeDown())
        #expect(app.host.cancelSwipeDown())
        #expect(editor.asked == [.swipeDown], "asked as the swipe began")
        #expect(app.navigator.state == sheet, "asking changes nothing")
        editor.decision = .deny
        try? app.navigator.update { state in _ = try state.dismissAll() }
        await app.settle()
        #expect(editor.asked == [.swipeDown, .code(requester: nil)], "the cancelled swipe's answer is not reused")
        #expect(app.navigator.state == sheet)
        editor.decision = .allow
        #expect(app.swipeDown())
        await app.settle()
        #expect(editor.asked == [.swipeDown, .code(requester: nil), .swipeDown], "asked once for the swipe")
        #expect(editor.status == .ended)
    }

    @Test func aGestureReportedDuringATransactionAsksWhenItEnds() async {
        let app = HeadlessScenarioHost()
        let home = Coordinator(root: ShopRoute.list)
        app.navigator.start(home)
        let editor = Guarded()
        home.startChild(editor, as: .push)
        await app.settle()
        let before = app.navigator.state
        app.navigator.transaction {
            #expect(app.tapBack())
            #expect(editor.asked.isEmpty, "asked once the transaction ends")
        }
        await app.settle()
        #expect(editor.asked == [.back])
        #expect(app.navigator.state == before)
        #expect(app.syncReport.isInSync, "\(app.syncReport)")
        editor.decision = .allow
        #expect(app.swipeBack())
        await app.settle()
        #expect(editor.asked == [.back, .back])
        #expect(app.treeDescription == "root stack: [list]")
    }

    @Test func aKeepEditingAnswerGivenWhileALinkWaitedKeepsTheFlowFromTheLink() async throws {
        let app = HeadlessScenarioHost()
        let home = LinkHome()
        app.navigator.start(home)
        let editor = Guarded()
        editor.decision = .confirm(.discard)
        home.startChild(editor, as: .sheet)
        await app.settle()
        let before = app.navigator.state
        guard case .asked = try app.navigator.open(DeepLink(path: "/home")) else {
            Issue.record("the link does not ask")
            return
        }
        try? app.navigator.update { state in _ = try state.dismissAll() }
        await app.settle()
        #expect(app.tapChoice("Discard"), "lets the editor go for the link, which waits for the next question")
        await app.settle()
        #expect(app.tapChoice("Keep editing"), "keeps the editor from the app's code")
        await app.settle()
        #expect(app.navigator.state.question?.owner == editor.id, "the link asks again")
        #expect(app.tapChoice("Keep editing"))
        await app.settle()
        #expect(app.navigator.state == before)
        #expect(editor.status == .running)
    }
}

private final class LinkHome: Coordinator<ShopRoute> {
    override func start() { show(.list) }
    override func handle(_ link: DeepLink) throws(DeepLinkError) -> DeepLinkHandling {
        dismissAll()
        return .handled
    }
}
