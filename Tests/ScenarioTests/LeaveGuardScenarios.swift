import CoordinatorFixtures
import CoordinatorKit
import CoordinatorKitTesting
import Testing

// Leave guards on every host (issue 54): for each cause that takes a flow's screens away, the
// flow's guard allows, denies, or asks, and the user discards or keeps editing. Allowing and
// discarding complete the change; denying and keeping leave everything as it was, the host in
// sync with it.

extension Question<Bool> {
    fileprivate static let discardChanges = Question(
        "Discard changes?", choices: [.destructive("Discard", true), .cancel("Keep editing", false)]
    )
}

/// A flow with unsaved work: its guard answers `decision` and records every cause it hears. It
/// says when its answer may have changed, unless `announces` is `false`.
private final class GuardedEditor: Coordinator<ShopRoute> {
    var announces = true
    var decision = LeaveDecision.allow {
        didSet { if announces { leaveDecisionDidChange() } }
    }
    var causes: [LeaveCause] = []
    override func start() { show(.cart) }
    override func leaveDecision(for cause: LeaveCause) -> LeaveDecision {
        causes.append(cause)
        return decision
    }
}

/// The flow below the editor: it starts it, pops back to its own root, and takes a link home.
private final class ListFlow: Coordinator<ShopRoute> {
    override func start() { show(.list) }
    override func handle(_ link: DeepLink) throws(DeepLinkError) -> DeepLinkHandling {
        if link.match("/home") != nil {
            if state(ofPresented: true) { dismissAll() } else { popToRoot() }
            return .handled
        }
        return try super.handle(link)
    }

    private func state(ofPresented: Bool) -> Bool { (navigator?.state.layers.count ?? 0) > 1 }
}

private enum EditorTab: Hashable, Sendable {
    case list, other
}

/// How the guard is answered.
private enum Answer: CaseIterable, CustomStringConvertible {
    case allow, deny, confirmThenDiscard, confirmThenKeep

    var decision: LeaveDecision {
        switch self {
        case .allow: .allow
        case .deny: .deny
        case .confirmThenDiscard, .confirmThenKeep: .confirm(.discardChanges)
        }
    }

    var leaves: Bool { self == .allow || self == .confirmThenDiscard }

    var description: String {
        switch self {
        case .allow: "allow"
        case .deny: "deny"
        case .confirmThenDiscard: "confirm, then Discard"
        case .confirmThenKeep: "confirm, then Keep editing"
        }
    }
}

/// What a scenario sets up: the editor where the cause can take it, and the cause itself.
private struct Setup {
    let app: any ScenarioHost
    let list: ListFlow
    let editor: GuardedEditor
    /// The tree the host shows without the editor.
    let without: String
}

/// Where the editor's parent runs: alone, in a tab (of a sidebar-adaptable tab bar for
/// `sidebarTab`), or in a split's detail column at a width.
private enum Place {
    case root, tab, sidebarTab, splitDetail(HorizontalSizeClass)
}

@MainActor
private func setUp(
    _ kind: ScenarioHostKind, editorAs presentation: ChildPresentation, inTabs: Bool = false, announces: Bool = true
) async -> Setup {
    await setUp(kind, editorAs: presentation, in: inTabs ? .tab : .root, announces: announces)
}

@MainActor
private func setUp(
    _ kind: ScenarioHostKind, editorAs presentation: ChildPresentation, in place: Place, announces: Bool = true
) async -> Setup {
    let app = kind.makeHost()
    let list = ListFlow()
    switch place {
    case .root:
        app.navigator.start(list)
    case .tab:
        app.navigator.start(TabCoordinator<EditorTab>([.list: list, .other: ListFlow()]))
    case .sidebarTab:
        let tabs = TabCoordinator<EditorTab>([.list: list, .other: ListFlow()])
        tabs.style = .sidebarAdaptable
        app.navigator.start(tabs)
    case .splitDetail(let width):
        app.navigator.start(SplitCoordinator(sidebar: ListFlow(), detail: list, compactColumn: .detail))
        await app.settle()
        #expect(app.setHorizontalSizeClass(width) || width == .regular, "the host models a width")
    }
    await expectInSync(app)
    let without = app.treeDescription
    let editor = GuardedEditor()
    editor.announces = announces
    list.startChild(editor, as: presentation)
    await expectInSync(app)
    return Setup(app: app, list: list, editor: editor, without: without)
}

/// Whether the host moved anything while these events happened: it reported a gesture of the
/// user's, or ran a command other than showing a question.
private func moves(_ events: [NavigationEvent]) -> Bool {
    events.contains { event in
        switch event {
        case .gesture:
            return true
        case .commandStarted(let command):
            if case .presentQuestion = command.action { return false }
            return true
        case .changed(let change):
            if case .user = change.cause { return true }
            return false
        case .commandFinished, .denied:
            return false
        }
    }
}

/// Runs the cause against each answer: the guard hears `cause`; allowing and discarding leave
/// the tree `without` the editor, which ends; denying and keeping change nothing. For a gesture
/// (`refusedStays` given), one the guard allows moves the screens, and so does a refused one,
/// unless `refusedStays` says the host asks before the gesture begins: it then moves nothing at
/// all, up to the question.
@MainActor
private func expectGuarded(
    _ kind: ScenarioHostKind, editorAs presentation: ChildPresentation, inTabs: Bool = false,
    in place: Place? = nil, announces: Bool = true,
    refusedStays: ((any ScenarioHost, LeaveDecision) -> Bool)? = nil,
    cause: (Setup) -> LeaveCause, sourceLocation: SourceLocation = #_sourceLocation,
    _ perform: (Setup) -> Void
) async {
    for answer in Answer.allCases {
        let setup = await setUp(
            kind, editorAs: presentation, in: place ?? (inTabs ? .tab : .root), announces: announces)
        let app = setup.app
        let guarded = app.navigator.state
        let shown = app.treeDescription
        setup.editor.decision = answer.decision
        // The user acts once the host drew what the flow's new answer changes (a locked sheet).
        await app.settle()
        var events: [NavigationEvent] = []
        let observation = app.navigator.observe { events.append($0) }
        perform(setup)
        await app.settle()
        observation.cancel()
        if let refusedStays {
            // A gesture the guard allows moves; a refused one too, unless the host refused it first.
            let stays = answer != .allow && refusedStays(app, answer.decision)
            #expect(moves(events) == !stays, "\(answer): \(events)", sourceLocation: sourceLocation)
        }
        // A host that asks ahead, to lock a sheet or popover, told the guard a dismissal by hand.
        var causes = [cause(setup)]
        if app.asksLeaveGuardsAhead, announces, let byHand = presentation.dismissalByHand, byHand != causes[0] {
            causes.insert(byHand, at: 0)
        }
        #expect(setup.editor.causes == causes, "\(answer)", sourceLocation: sourceLocation)
        switch answer {
        case .allow, .deny:
            break
        case .confirmThenDiscard, .confirmThenKeep:
            #expect(
                app.treeDescription.contains("question alert \"Discard changes?\""), "\(answer)",
                sourceLocation: sourceLocation)
            await expectInSync(app, sourceLocation: sourceLocation)
            #expect(app.tapChoice(answer.leaves ? "Discard" : "Keep editing"), sourceLocation: sourceLocation)
            await app.settle()
        }
        if answer.leaves {
            #expect(app.treeDescription == setup.without, "\(answer)", sourceLocation: sourceLocation)
            #expect(setup.editor.status == .ended, "\(answer)", sourceLocation: sourceLocation)
        } else {
            #expect(app.navigator.state == guarded, "\(answer)", sourceLocation: sourceLocation)
            #expect(app.treeDescription == shown, "\(answer)", sourceLocation: sourceLocation)
            #expect(setup.editor.status == .running, "\(answer)", sourceLocation: sourceLocation)
        }
        #expect(app.hostIssues.isEmpty, "\(app.hostIssues)", sourceLocation: sourceLocation)
        await expectInSync(app, sourceLocation: sourceLocation)
    }
}

extension ChildPresentation {
    /// What a dismissal by hand of a layer so presented tells leave guards.
    fileprivate var dismissalByHand: LeaveCause? {
        switch self {
        case .sheet: .swipeDown
        case .popover: .tapOutside
        default: nil
        }
    }
}

/// Swipes the editor's layer down (or taps outside it): where the platform asks before the
/// gesture begins (UIKit's `presentationControllerShouldDismiss`, which the headless host
/// models), a guard that does not allow keeps the layer from moving at all. Elsewhere (SwiftUI)
/// a guard that denies has the layer locked ahead, and one that asks the user lets the layer
/// leave, and come back.
@MainActor
private func expectSwipeDown(_ setup: Setup, sourceLocation: SourceLocation = #_sourceLocation) {
    #expect(
        setup.app.swipeDown() == !dismissalStays(setup.app, setup.editor.decision), sourceLocation: sourceLocation)
}

/// Whether a dismissal by hand that a guard does not allow keeps the layer from moving at all.
@MainActor
private func dismissalStays(_ app: any ScenarioHost, _ decision: LeaveDecision) -> Bool {
    switch decision {
    case .allow: false
    case .deny: true
    case .confirm: app.reportsDismissAttempts
    }
}

/// Swipes back from the edge over the editor: where the host asks before the swipe begins
/// (UIKit's pop gesture delegate), a guard that does not allow keeps it from beginning.
@MainActor
private func expectSwipeBack(_ setup: Setup, sourceLocation: SourceLocation = #_sourceLocation) {
    var begins = true
    if case .allow = setup.editor.decision {} else { begins = !setup.app.asksBeforeGoingBack }
    #expect(setup.app.swipeBack() == begins, sourceLocation: sourceLocation)
}

@MainActor
@Suite struct LeaveGuardsOnEveryHost {
    @Test(arguments: everyHost)
    func theBackButtonAsks(_ kind: ScenarioHostKind) async {
        await expectGuarded(kind, editorAs: .push, refusedStays: { app, _ in app.asksBeforeGoingBack }, cause: { _ in .back }) {
            setup in
            #expect(setup.app.tapBack())
        }
    }

    @Test(arguments: everyHost)
    func theEdgeSwipeAsks(_ kind: ScenarioHostKind) async {
        await expectGuarded(kind, editorAs: .push, refusedStays: { app, _ in app.asksBeforeGoingBack }, cause: { _ in .back }) {
            setup in
            expectSwipeBack(setup)
        }
    }

    @Test(arguments: splitHosts)
    func theBackButtonAndTheEdgeSwipeAskInASplitsDetailAtEitherWidth(_ kind: ScenarioHostKind) async {
        for width in [HorizontalSizeClass.regular, .compact] {
            await expectGuarded(
                kind, editorAs: .push, in: .splitDetail(width), refusedStays: { app, _ in app.asksBeforeGoingBack },
                cause: { _ in .back }
            ) { setup in
                #expect(setup.app.tapBack(), "\(width)")
            }
            await expectGuarded(
                kind, editorAs: .push, in: .splitDetail(width), refusedStays: { app, _ in app.asksBeforeGoingBack },
                cause: { _ in .back }
            ) { setup in
                expectSwipeBack(setup)
            }
        }
    }

    @Test(arguments: everyHost)
    func aFlowThatDoesNotSayItsAnswerChangesIsPutBack(_ kind: ScenarioHostKind) async {
        await expectGuarded(kind, editorAs: .push, announces: false, refusedStays: { _, _ in false }, cause: { _ in .back }) {
            setup in
            #expect(setup.app.tapBack())
        }
        await expectGuarded(kind, editorAs: .push, announces: false, refusedStays: { _, _ in false }, cause: { _ in .back }) {
            setup in
            #expect(setup.app.swipeBack())
        }
    }

    @Test(arguments: everyHost)
    func aSheetWhoseFlowDoesNotSayItsAnswerChangesIsAskedAsItLeaves(_ kind: ScenarioHostKind) async {
        // SwiftUI locks only the sheets of flows that say so: any other leaves, and comes back.
        await expectGuarded(
            kind, editorAs: .sheet, announces: false, refusedStays: { app, _ in app.reportsDismissAttempts },
            cause: { _ in .swipeDown }
        ) { setup in
            var moves = true
            if case .allow = setup.editor.decision {} else { moves = !setup.app.reportsDismissAttempts }
            #expect(setup.app.swipeDown() == moves)
        }
    }

    @Test(arguments: everyHost)
    func aSheetKeptByItsGuardIsFreedWhenTheAnswerChanges(_ kind: ScenarioHostKind) async {
        let setup = await setUp(kind, editorAs: .sheet)
        let app = setup.app
        setup.editor.decision = .deny
        await app.settle()
        #expect(!app.swipeDown(), "a denying guard keeps the sheet from moving")
        await app.settle()
        #expect(setup.editor.status == .running)
        setup.editor.decision = .allow
        await app.settle()
        #expect(app.swipeDown(), "the sheet leaves once its guard allows")
        await app.settle()
        #expect(app.treeDescription == setup.without)
        #expect(setup.editor.status == .ended)
        #expect(setup.editor.causes.allSatisfy { $0 == .swipeDown }, "\(setup.editor.causes)")
        #expect(app.hostIssues.isEmpty, "\(app.hostIssues)")
        await expectInSync(app)
    }

    @Test(arguments: everyHost)
    func aSwipeDownRightAfterTheAnswerChangedIsKeptWithoutAskingAgain(_ kind: ScenarioHostKind) async {
        // The user swipes before the host drew the lock the guard's new answer asks for: the
        // sheet stays, or leaves and comes back, and the guard hears one swipe down.
        for decision in [LeaveDecision.deny, .confirm(.discardChanges)] {
            let setup = await setUp(kind, editorAs: .sheet)
            let app = setup.app
            let guarded = app.navigator.state
            setup.editor.decision = decision
            app.swipeDown()
            await app.settle()
            #expect(setup.editor.causes == [.swipeDown], "\(decision)")
            #expect(setup.editor.status == .running)
            if case .confirm = decision {
                #expect(app.tapChoice("Keep editing"))
                await app.settle()
            }
            #expect(app.navigator.state == guarded, "\(decision)")
            #expect(app.hostIssues.isEmpty, "\(app.hostIssues)")
            await expectInSync(app)
        }
    }

    @Test(arguments: everyHost)
    func theSwipeDownAsks(_ kind: ScenarioHostKind) async {
        await expectGuarded(kind, editorAs: .sheet, refusedStays: dismissalStays, cause: { _ in .swipeDown }) {
            setup in
            expectSwipeDown(setup)
        }
    }

    @Test(arguments: everyHost)
    func theTapOutsideAPopoverAsks(_ kind: ScenarioHostKind) async {
        await expectGuarded(
            kind, editorAs: .popover, refusedStays: dismissalStays, cause: { _ in .tapOutside }
        ) { setup in
            expectSwipeDown(setup)
        }
    }

    @Test(arguments: everyHost)
    func theSelectedTabTappedAgainAsks(_ kind: ScenarioHostKind) async {
        await expectGuarded(
            kind, editorAs: .push, inTabs: true, refusedStays: { app, _ in app.asksBeforeGoingBack }, cause: { _ in .back }
        ) { setup in
            // Where the host asks before the tap selects (UIKit's `shouldSelect`), a guard that
            // does not allow keeps the tap from popping at all.
            var pops = true
            if case .allow = setup.editor.decision {} else { pops = !setup.app.asksBeforeGoingBack }
            #expect(setup.app.tapTab(EditorTab.list) == pops)
        }
    }

    @Test(arguments: everyHost)
    func theSelectedTabPickedAgainInTheSidebarAsks(_ kind: ScenarioHostKind) async {
        await expectGuarded(
            kind, editorAs: .push, in: .sidebarTab, refusedStays: { app, _ in app.asksBeforeGoingBack },
            cause: { _ in .back }
        ) { setup in
            // As a tap on the tab bar: UIKit asks through `shouldSelectTab` before the pick pops.
            var pops = true
            if case .allow = setup.editor.decision {} else { pops = !setup.app.asksBeforeGoingBack }
            #expect(setup.app.tapSidebarTab(EditorTab.list) == pops)
        }
    }

    @Test(arguments: everyHost)
    func aLinkAsks(_ kind: ScenarioHostKind) async {
        await expectGuarded(kind, editorAs: .sheet, cause: { _ in .link }) { setup in
            let result = Result { () throws(DeepLinkError) in try setup.app.navigator.open(DeepLink(path: "/home")) }
            switch (setup.editor.decision, result) {
            case (.allow, .success(.opened)), (.confirm, .success(.asked)): break
            case (.deny, .failure(let error)):
                #expect(error.description.contains("leave guard denies the link"), "\(error)")
            default: Issue.record("unexpected \(result)")
            }
        }
    }

    @Test(arguments: everyHost)
    func aParentsCodeAsks(_ kind: ScenarioHostKind) async {
        await expectGuarded(kind, editorAs: .push, cause: { .code(requester: $0.list.id) }) { setup in
            setup.list.popToRoot()
        }
    }

    @Test(arguments: everyHost)
    func theAppsCodeAsks(_ kind: ScenarioHostKind) async {
        await expectGuarded(kind, editorAs: .sheet, cause: { _ in .code(requester: nil) }) { setup in
            try? setup.app.navigator.update { state in _ = try state.dismissAll() }
        }
    }
}

/// A change from code that starts a flow, refused by a guard that asks: the flow it started waits
/// for the answer, and runs with the change made again when the user discards, or ends.
@MainActor
@Suite struct ConfirmedChangesThatStartFlows {
    @Test(arguments: everyHost)
    func aDiscardMakesTheWholeChangeTheFlowItStartedIncluded(_ kind: ScenarioHostKind) async {
        for discards in [true, false] {
            let setup = await setUp(kind, editorAs: .sheet)
            let app = setup.app
            setup.editor.decision = .confirm(.discardChanges)
            let guarded = app.navigator.state
            let next = Coordinator(root: ShopRoute.product(id: 2))
            var outcomes: [Outcome<Void>] = []
            app.navigator.transaction {
                setup.list.dismissAll()
                setup.list.startChild(next, as: .sheet) { outcomes.append($0) }
            }
            await app.settle()
            #expect(app.treeDescription.contains("question alert \"Discard changes?\""), "discards: \(discards)")
            #expect(outcomes.isEmpty, "the flow waits for the answer")
            #expect(app.tapChoice(discards ? "Discard" : "Keep editing"))
            await app.settle()
            if discards {
                #expect(setup.editor.status == .ended)
                #expect(next.status == .running)
                #expect(outcomes.isEmpty)
                #expect(app.navigator.state.layers.count == 2)
                #expect(app.navigator.state.top?.content.visibleStack?.screens.map(\.owner) == [next.id])
            } else {
                #expect(setup.editor.status == .running)
                #expect(next.status == .ended)
                #expect(outcomes.count == 1)
                if case .cancelled? = outcomes.first {} else { Issue.record("\(outcomes)") }
                #expect(app.navigator.state == guarded)
            }
            let causes: [LeaveCause] = app.asksLeaveGuardsAhead ? [.swipeDown] : []
            #expect(setup.editor.causes == causes + [.code(requester: setup.list.id)], "discards: \(discards)")
            #expect(app.hostIssues.isEmpty, "\(app.hostIssues)")
            await expectInSync(app)
        }
    }
}
