import CoordinatorKit
import CoordinatorKitTesting
import Testing

// Presentation options and tab items, on every host: the seeds' form sheet, a tab bar item per
// tab with a badge, a sheet with detents the user drags, a sheet locked while it holds changes.

@MainActor
@Suite struct PresentationOptionsOnEveryHost {
    @Test(arguments: everyHost)
    func theSeedsFormSheetIsAFormSheet(_ kind: ScenarioHostKind) async {
        let app = kind.makeHost()
        let flow = NotesFlow()
        app.navigator.start(flow)
        flow.present(.editor, as: .sheet, options: PresentationOptions(sheetSizing: .form))
        await expectInSync(app)
        #expect(app.shownState.top?.options.sheetSizing == .form)
        #expect(app.swipeDown())
        await expectInSync(app)
        #expect(app.treeDescription == "root stack: [notes]")
    }

    @Test(arguments: everyHost)
    func anOverFullScreenCoverKeepsItsStyle(_ kind: ScenarioHostKind) async {
        let app = kind.makeHost()
        let flow = NotesFlow()
        app.navigator.start(flow)
        flow.present(.editor, as: .fullScreenCover, options: PresentationOptions(coverStyle: .overFullScreen))
        await expectInSync(app)
        #expect(app.swipeDown() == false)
        flow.dismiss()
        await expectInSync(app)
    }

    @Test(arguments: everyHost)
    func theUserDragsASheetBetweenItsDetents(_ kind: ScenarioHostKind) async {
        let app = kind.makeHost()
        let flow = NotesFlow()
        app.navigator.start(flow)
        flow.show(.picker)
        await expectInSync(app)
        #expect(app.treeDescription == "root  stack: [notes]\nsheet stack: [picker]  (detents: medium, large; grabber)")
        #expect(app.dragSheet(to: .large))
        await expectInSync(app)
        #expect(app.navigator.state.top?.options.selectedDetent == .large)
        #expect(app.dragSheet(to: .height(10)) == false, "not one of the sheet's detents")
        // Code moves it back.
        flow.updatePresentationOptions { $0.selectedDetent = .medium }
        await expectInSync(app)
        #expect(app.shownState.top?.options.restingDetent == .medium)
    }

    @Test(arguments: everyHost)
    func aSheetLockedWhileItHoldsChangesStays(_ kind: ScenarioHostKind) async {
        let app = kind.makeHost()
        let flow = NotesFlow()
        app.navigator.start(flow)
        let editor = EditorFlow()
        flow.startChild(editor, as: .sheet)
        await expectInSync(app)
        editor.edit()
        await expectInSync(app)
        let locked = app.navigator.state
        #expect(app.swipeDown() == false)
        await expectInSync(app)
        #expect(app.navigator.state == locked)
        #expect(editor.attempts == (app.reportsDismissAttempts ? 1 : 0))
        editor.save()
        await expectInSync(app)
        #expect(app.swipeDown())
        await expectInSync(app)
        #expect(app.treeDescription == "root stack: [notes]")
    }

    @Test(arguments: everyHost)
    func eachTabShowsItsItemAndBadge(_ kind: ScenarioHostKind) async {
        let app = kind.makeHost()
        let tabs = TabCoordinator<NotesTab>([.notes: NotesFlow(), .inbox: NotesFlow()])
        app.navigator.start(tabs)
        await expectInSync(app)
        guard case .tabs(let shown)? = app.shownState.layers.first?.content else {
            Issue.record("no tab bar shown")
            return
        }
        #expect(shown.tabs.map(\.title) == ["Notes", "Inbox"])
        tabs.setBadge("3", for: .inbox)
        await expectInSync(app)
        #expect(app.treeDescription.contains("inbox: [notes]  (badge 3)"))
        #expect(app.tapTab(NotesTab.inbox))
        tabs.setBadge(nil, for: .inbox)
        await expectInSync(app)
    }
}

private enum NotesRoute: Route {
    case notes, editor, picker

    var presentation: Presentation? { self == .picker ? .sheet : nil }
    var presentationOptions: PresentationOptions {
        self == .picker ? PresentationOptions(detents: [.medium, .large], showsGrabber: true) : .init()
    }
}

private final class NotesFlow: Coordinator<NotesRoute> {
    override func start() { show(.notes) }
}

/// Locks its sheet while it holds unsaved changes, as a settings screen does.
private final class EditorFlow: Coordinator<NotesRoute> {
    var attempts = 0
    override func start() { push(.editor) }
    func edit() { updatePresentationOptions { $0.isInteractiveDismissDisabled = true } }
    func save() { updatePresentationOptions { $0.isInteractiveDismissDisabled = false } }
    override func userDidAttemptToDismiss() { attempts += 1 }
}

private enum NotesTab: Hashable, Sendable, TabItemProviding {
    case notes, inbox

    var tabItem: TabItem {
        switch self {
        case .notes: TabItem("Notes", systemImage: "note.text")
        case .inbox: TabItem("Inbox", systemImage: "tray")
        }
    }
}
