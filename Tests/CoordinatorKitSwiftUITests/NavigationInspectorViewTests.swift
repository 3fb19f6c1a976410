#if os(Linux)
import CoordinatorKit
import CoordinatorKitSwiftUI
import SwiftUIDouble
import Testing

private struct Locked: Error {}

/// Notes whose editor its guard allows only while unlocked.
private final class LockableNotes: Coordinator<NoteRoute>, ViewProviding {
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
}
#endif
