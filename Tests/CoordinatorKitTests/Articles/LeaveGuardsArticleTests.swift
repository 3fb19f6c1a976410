import CoordinatorKit
import CoordinatorKitTesting
import Testing

// The code of the DocC article "Leave guards" (LeaveGuards.md), verbatim but for the enclosing
// type and the assertions. DocumentationMirror checks that each line of the article's code is
// here.
extension Question<Bool> {
    static let discardChanges = Question(
        "Discard your changes?", style: .confirmationDialog,
        choices: [.destructive("Discard", true), .cancel("Keep editing", false)]
    )
}

@MainActor
@Suite struct LeaveGuardsArticle {
    enum SettingsRoute: Route { case settings, notifications }

    final class NotificationsEditor: Coordinator<SettingsRoute> {
        var hasUnsavedChanges = false {
            didSet { leaveDecisionDidChange() }
        }

        override func start() { show(.notifications) }

        override func leaveDecision(for cause: LeaveCause) -> LeaveDecision {
            guard hasUnsavedChanges else { return .allow }
            if case .link = cause { return .deny }
            return .confirm(.discardChanges)
        }
    }

    final class SettingsCoordinator: Coordinator<SettingsRoute> {
        override func start() { show(.settings) }
        override func handle(_ link: DeepLink) throws(DeepLinkError) -> DeepLinkHandling {
            popToRoot()
            return .handled
        }
    }

    @Test func theEditorAsksBeforeTheBackButtonTakesItsChanges() async throws {
        let app = HeadlessScenarioHost()
        let navigator = app.navigator
        let settings = SettingsCoordinator()
        navigator.start(settings)
        let editor = NotificationsEditor()
        settings.startChild(editor, as: .push)
        await app.settle()
        editor.hasUnsavedChanges = true

        // A link is denied: it fails, and nothing changes.
        #expect(throws: DeepLinkError.self) { try navigator.open(DeepLink(path: "/orders")) }
        #expect(editor.routes == [.notifications])

        #expect(app.tapBack())
        await app.settle()
        #expect(navigator.state.question?.question.title == "Discard your changes?")
        #expect(app.tapChoice("Discard"))
        await app.settle()
        #expect(editor.status == .ended)
        #expect(app.treeDescription == "root stack: [settings]")
    }

    @Test func aLinkTheGuardConfirmsOpensOnceTheUserAllows() async throws {
        let app = HeadlessScenarioHost()
        let navigator = app.navigator
        let settings = SettingsCoordinator()
        navigator.start(settings)
        let editor = ConfirmingEditor()
        settings.startChild(editor, as: .push)
        await app.settle()

        let result = try navigator.open(DeepLink(path: "/orders"))
        if case .asked(let flow) = result { print("\(flow) asks before it leaves") }
        guard case .asked(let flow) = result else {
            Issue.record("\(result)")
            return
        }
        #expect(flow === editor)
        #expect(app.tapChoice("Discard"))
        await app.settle()
        #expect(app.treeDescription == "root stack: [settings]")
    }

    /// Asks for every cause, links included.
    final class ConfirmingEditor: Coordinator<SettingsRoute> {
        override func start() { show(.notifications) }
        override func leaveDecision(for cause: LeaveCause) -> LeaveDecision { .confirm(.discardChanges) }
    }
}
