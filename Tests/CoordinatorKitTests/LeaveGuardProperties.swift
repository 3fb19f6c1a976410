import CoordinatorFixtures
import CoordinatorKit
import CoordinatorKitTesting
import PropertyBased
import Testing

// Random changes from every cause against flows whose leave guards answer at random: a guarded
// flow's screen never leaves without its guard allowing it in the same step, or the user
// confirming its question (and not keeping it with a later answer), and the host ends every step
// showing what the navigator holds.

/// A flow with unsaved work whose guard answers what the run set, and says when it let go.
@MainActor
private final class RandomEditor: Coordinator<ShopRoute> {
    /// Whether it says when its answer may change, so that hosts hook its gestures.
    var announces = false
    var decision = LeaveDecision.allow {
        didSet { if announces { leaveDecisionDidChange() } }
    }
    /// Set when the guard allowed in this step: the flow may leave.
    var mayLeave = false
    /// Set when the user confirmed its question, until the user keeps it with a later answer:
    /// a change that waited on several flows' questions takes it without asking it again.
    var confirmed = false
    override func start() { show(.cart) }
    override func leaveDecision(for cause: LeaveCause) -> LeaveDecision {
        if case .allow = decision { mayLeave = true }
        return decision
    }
}

/// The root flow: it starts the editors, pops back to its root and dismisses what it presented.
private final class EditorsHome: Coordinator<ShopRoute> {
    override func start() { show(.list) }
    override func handle(_ link: DeepLink) throws(DeepLinkError) -> DeepLinkHandling {
        if (navigator?.state.layers.count ?? 0) > 1 { dismissAll() } else { popToRoot() }
        return .handled
    }
}

extension Question<Bool> {
    fileprivate static let leaveEditor = Question(
        "Leave the editor?", choices: [.destructive("Discard", true), .cancel("Keep editing", false)])
}

@MainActor
@Suite struct LeaveGuardProperties {
    @Test func noGuardedScreenLeavesWithoutAnAllowOrAConfirmingAnswer() async {
        // How often a guarded flow left and stayed, over the whole run: the run must see both.
        let seen = Tally()
        await propertyCheck(count: LongRuns.scaled(80), input: Gen.uint64()) { seed in
            await runEditors(seed: seed, seen: seen, announcing: true)
        }
        #expect(seen.left > 0 && seen.kept > 0, "left \(seen.left), kept \(seen.kept)")
    }

    /// A run that once ended a flow the user had kept: a change the user allowed the flow to
    /// make waited on another flow's question, the user kept the first flow in answer to a later
    /// question, then allowed the change: the first flow must be asked again.
    @Test func aFlowKeptSinceItAllowedAChangeIsAskedAgainWhenTheChangeIsMade() async {
        await runEditors(seed: 11_360_200_687_967_928_899, seen: Tally(), announcing: false)
    }

    /// Random changes from every cause for one seed, checked after each step; with `announcing`,
    /// every other editor says when its answer may change (the host asks it before a back tap or
    /// a swipe begins).
    private func runEditors(seed: UInt64, seen: Tally, announcing: Bool) async {
        var random = RandomStates(seed: seed)
        let app = HeadlessScenarioHost()
        let home = EditorsHome()
        app.navigator.start(home)
        var editors: [RandomEditor] = []
        let decisions: [LeaveDecision] = [.allow, .deny, .confirm(.leaveEditor)]
        for _ in 0..<25 {
            let running = editors.filter { $0.status == .running }
            for editor in running { editor.mayLeave = false }
            let shown = Dictionary(uniqueKeysWithValues: running.map { ($0.id, Set($0.screens.map(\.id))) })
            switch Int.random(in: 0..<11, using: &random.rng) {
            case 0, 1:
                let editor = RandomEditor()
                editor.announces = announcing && editors.count % 2 == 1
                editor.decision = decisions.randomElement(using: &random.rng)!
                let top = running.last ?? nil
                let presentation: ChildPresentation = [.push, .sheet, .popover].randomElement(using: &random.rng)!
                if app.navigator.state.question == nil {
                    (top ?? home as AnyCoordinator).startChild(editor, as: presentation)
                    editors.append(editor)
                }
            case 2:
                running.randomElement(using: &random.rng)?.decision = decisions.randomElement(using: &random.rng)!
            case 3: app.tapBack()
            case 4: app.swipeBack()
            case 5: app.swipeDown()
            case 6: home.popToRoot()
            case 7: home.dismissAll()
            case 8: _ = try? app.navigator.open(DeepLink(path: "/home"))
            case 9: try? app.navigator.update { state in _ = try state.dismissAll() }
            default:
                if let question = app.navigator.state.question {
                    let discard = Bool.random(using: &random.rng)
                    if let asker = running.first(where: { $0.id == question.owner }) { asker.confirmed = discard }
                    app.tapChoice(discard ? "Discard" : "Keep editing")
                }
            }
            await app.settle()
            for editor in running {
                let now = Set(editor.screens.map(\.id))
                if editor.mayLeave || editor.confirmed {
                    if editor.status == .ended { seen.left += 1 }
                    continue
                }
                if case .deny = editor.decision { seen.kept += 1 }
                #expect(shown[editor.id]!.isSubset(of: now), "\(editor) lost screens without an allow, seed \(seed)")
                #expect(editor.status == .running, "\(editor) ended without an allow, seed \(seed)")
            }
            #expect(app.syncReport.isInSync, "\(app.syncReport), seed \(seed)")
        }
    }
}

@MainActor
private final class Tally {
    var left = 0
    var kept = 0
}
