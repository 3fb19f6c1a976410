#if os(Linux)
import CoordinatorKit
import CoordinatorKitSwiftUI
import CoordinatorKitSwiftUITesting
import CoordinatorKitTesting
import SwiftUIDouble
import Testing

// The shipped SwiftUI scenario host checks what SwiftUI shows against the navigator; screens of a
// coordinator that provides its own views are shown as they are, not as their routes.

@MainActor
@Suite struct SwiftUIScenarioHostWithTheAppsViews {
    private enum NoteRoute: Route { case list, note(Int) }

    private final class NotesCoordinator: Coordinator<NoteRoute>, ViewProviding {
        override func start() { show(.list) }
        func view(for route: NoteRoute) -> some View {
            switch route {
            case .list: Text("All notes")
            case .note(let number): Text("Note number \(number)")
            }
        }
    }

    @Test func screensWithTheirOwnViewsAreInSync() async {
        let app = SwiftUIScenarioHost()
        let notes = NotesCoordinator()
        app.navigator.start(notes)
        notes.show(.note(1))
        await app.settle()
        #expect(app.runtime.shownLayers.map(\.stacks) == [[["All notes", "Note number 1"]]])
        let sync = app.syncReport
        #expect(sync.isInSync, "\(sync)")

        #expect(app.tapBack())
        await app.settle()
        #expect(app.navigator.state.screens.map(\.route) == [AnyRoute(NoteRoute.list)])
        #expect(app.syncReport.isInSync)
    }

}
#endif
