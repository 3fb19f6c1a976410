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

    @Test func notesRunInANavigatorView() {
        // In the App: one navigator per scene.
        let navigator = Navigator()
        navigator.start(NotesCoordinator())
        let runtime = SwiftUIDoubleRuntime(rootView: NavigatorView(navigator))
        runtime.update()

        #expect(runtime.tapButton(titled: "Open 1"))
        runtime.update()
        #expect(runtime.shownLayers.map(\.stacks) == [[["Open 1", "Note 1"]]])
        #expect(runtime.tapBackButton())
        runtime.update()
        #expect(navigator.state.screens.map(\.route) == [AnyRoute(NoteRoute.list)])
        #expect(runtime.warnings.isEmpty)
    }
}
#endif
