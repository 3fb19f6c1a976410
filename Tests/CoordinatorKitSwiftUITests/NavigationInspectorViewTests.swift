#if os(Linux)
import CoordinatorKit
import CoordinatorKitSwiftUI
import Foundation
import SwiftUIDouble
import Testing

private struct Locked: Error {}

/// Notes whose editor its guard allows only while unlocked.
private final class LockableNotes: Coordinator<NoteRoute>, ViewProviding, RestorableCoordinator {
    var locked = false
    override func start() { show(.list) }
    override func decision(for route: NoteRoute) -> RouteDecision {
        route == .editor && locked ? .deny(reason: Locked()) : .allow
    }
    func view(for route: NoteRoute) -> some View {
        switch route {
        case .list: Text("Notes")
        case .note(let number): Text("Note \(number)")
        case .editor: Text("Editor")
        }
    }
}

/// The inspector's list: the log newest first, a change tapped goes back to it, a refusal shows
/// why (issue 56).
@MainActor
@Suite struct TheInspectorsList {
    @Test func tappingAChangeGoesBackToItsStateAndARefusalSaysWhy() throws {
        let notes = LockableNotes()
        let navigator = Navigator()
        let app = SwiftUIDoubleRuntime(rootView: NavigatorView(navigator))
        let inspector = NavigationInspector(navigator)
        navigator.start(notes)
        notes.show(.note(1))
        notes.show(.editor)
        app.update()
        #expect(app.shownLayers[0].stacks == [["Notes", "Note 1", "Editor"]])

        let list = SwiftUIDoubleRuntime(rootView: NavigationInspectorView(inspector))
        list.update()
        #expect(list.shownLayers[0].texts.first == "root stack: [list] > [note(1)] > [editor]\nLockableNotes: [list] [note(1)] [editor]")
        let rows = Array(list.shownLayers[0].texts.dropFirst())
        #expect(rows == inspector.entries.reversed().map(\.description), "newest first")
        #expect(rows.first?.hasPrefix("#\(try #require(inspector.entries.last).id) host finished: setStack") == true)
        // Changes are buttons; the host's commands and the flows are lines of text.
        #expect(list.shownLayers[0].buttons == ["#5 LockableNotes: +[editor]", "#4 LockableNotes: +[note(1)]", "#1 code: +[list]"])
        let noteChange = try #require(list.shownLayers[0].buttons.first { $0.hasSuffix("LockableNotes: +[note(1)]") })
        let editorChange = try #require(list.shownLayers[0].buttons.first { $0.hasSuffix("LockableNotes: +[editor]") })

        #expect(list.tapButton(titled: noteChange))
        list.update()
        app.update()
        #expect(app.shownLayers[0].stacks == [["Notes", "Note 1"]])
        #expect(navigator.renderedState == navigator.state)
        #expect(list.shownLayers[0].texts.first == "root stack: [list] > [note(1)]\nLockableNotes: [list] [note(1)]")
        #expect(list.shownLayers[0].buttons.first == "#9 inspector: to #4: -[editor]", "the jump is the newest change")

        notes.locked = true
        #expect(list.tapButton(titled: editorChange))
        list.update()
        app.update()
        #expect(list.shownLayers[0].texts.first == "Not shown: LockableNotes does not allow editor now.")
        #expect(app.shownLayers[0].stacks == [["Notes", "Note 1"]])
        #expect(app.warnings.isEmpty && list.warnings.isEmpty)
    }

    @Test func theExportIsTextThatRestoresTheSameNavigation() throws {
        let navigator = Navigator()
        let inspector = NavigationInspector(navigator)
        let notes = LockableNotes()
        navigator.start(notes)
        notes.show(.note(2))
        let coordinators = CoordinatorTypes().registering(LockableNotes.self, as: "notes") { _ in LockableNotes() }
        let list = SwiftUIDoubleRuntime(rootView: NavigationInspectorView(inspector) {
            try $0.savedData(coordinators: coordinators)
        })
        list.update()
        #expect(list.shownLayers[0].buttons.first == "Export the navigation")

        #expect(list.tapButton(titled: "Export the navigation"))
        list.update()
        let texts = list.shownLayers[0].texts
        #expect(texts.first == "Export the navigation", "texts include the buttons' titles")
        let text = try #require(texts.dropFirst().first)
        let data = try #require(Data(base64Encoded: text), "Base64 to paste into a bug report")
        let restored = Navigator()
        try restored.restore(from: data, routes: RouteTypes(NoteRoute.self), coordinators: coordinators)
        #expect(restored.state.treeDescription == "root stack: [list] > [note(2)]")
        #expect(restored.rootCoordinator is LockableNotes)
    }

    @Test func anExportThatFailsSaysWhy() {
        let navigator = Navigator()
        navigator.start(LockableNotes())
        let unregistered = CoordinatorTypes()
        let list = SwiftUIDoubleRuntime(rootView: NavigationInspectorView(NavigationInspector(navigator)) {
            try $0.savedData(coordinators: unregistered)
        })
        list.update()
        #expect(list.tapButton(titled: "Export the navigation"))
        list.update()
        let shown = list.shownLayers[0].texts.dropFirst().first
        #expect(shown?.hasPrefix("Not exported: ") == true)
        #expect(shown?.contains("LockableNotes") == true)
        #expect(navigator.state.treeDescription == "root stack: [list]")
    }
}
#endif
