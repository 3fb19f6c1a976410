#if os(Linux)
import CoordinatorKit
import CoordinatorKitSwiftUI
import SwiftUIDouble
import Testing

// The README's SwiftUI example, verbatim but for the enclosing type and the assertions.
@MainActor
@Suite struct ReadmeSwiftUIExample {
    fileprivate enum NoteRoute: Route { case list, note(Int) }

    fileprivate final class NotesCoordinator: Coordinator<NoteRoute>, ViewProviding {
        override func start() { show(.list) }
        func view(for route: NoteRoute) -> some View {
            switch route {
            case .list: NoteListView()
            case .note(let number): Text("Note \(number)")
            }
        }
    }

    fileprivate struct NoteListView: View {
        @ScreenCoordinator private var coordinator: NotesCoordinator?   // typed; a mismatch is an issue
        var body: some View {
            Button("Open 1") { coordinator?.show(.note(1)) }
        }
    }

    // The CoordinatorKitSwiftUI catalog's list: the button anchors the popover its route opens.
    fileprivate struct AnchoredNoteListView: View {
        @ScreenCoordinator private var coordinator: NotesCoordinator?
        var body: some View {
            Button("Open 1") { coordinator?.show(.note(1)) }
                .marksControl(for: .popover(NoteRoute.note(1)))
        }
    }

    // One navigator per scene (window), started once: WindowGroup { NotesScene() }
    fileprivate struct NotesScene: View {
        @State private var navigator = Navigator()
        var body: some View {
            NavigatorView(navigator)
                .onAppear { if navigator.rootCoordinator == nil { navigator.start(NotesCoordinator()) } }
        }
    }

    @Test func notesRunInANavigatorView() {
        let runtime = SwiftUIDoubleRuntime(rootView: NotesScene())
        runtime.update()

        #expect(runtime.tapButton(titled: "Open 1"))
        runtime.update()
        #expect(runtime.shownLayers.map(\.stacks) == [[["Open 1", "Note 1"]]])
        #expect(runtime.tapBack())
        runtime.update()
        #expect(runtime.shownLayers.map(\.stacks) == [[["Open 1"]]])
        #expect(runtime.warnings.isEmpty)
    }

    @Test func eachSceneHasItsOwnNavigator() {
        let first = SwiftUIDoubleRuntime(rootView: NotesScene())
        let second = SwiftUIDoubleRuntime(rootView: NotesScene())
        first.update()
        second.update()

        #expect(first.tapButton(titled: "Open 1"))
        first.update()
        second.update()
        #expect(first.shownLayers.map(\.stacks) == [[["Open 1", "Note 1"]]])
        #expect(second.shownLayers.map(\.stacks) == [[["Open 1"]]])
    }
}
#endif
