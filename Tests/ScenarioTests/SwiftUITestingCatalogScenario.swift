import CoordinatorKit
import CoordinatorKitTesting
import Testing
#if os(Linux)
import CoordinatorKitSwiftUITesting
#endif

// The code of the CoordinatorKitSwiftUITesting catalog (CoordinatorKitSwiftUITesting.md),
// verbatim, and a scenario run on its hosts. DocumentationMirror checks that each line of the
// catalog's code is here.

private let hosts: [ScenarioHostKind] = {
    #if os(Linux)
    [.headless, .swiftUI]
    #else
    [.headless]
    #endif
}()

fileprivate enum NoteRoute: Route { case list, note(Int) }

@MainActor
@Test(arguments: hosts)
func swipingASheetDownOnTheSwiftUICatalogsHosts(_ kind: ScenarioHostKind) async {
    let app = kind.makeHost()
    let notes = Coordinator(root: NoteRoute.list)
    app.navigator.start(notes)
    notes.present(.note(1), as: .sheet)
    await app.settle()

    #expect(app.swipeDown())
    await app.settle()

    #expect(app.navigator.state.layers.count == 1)
    let sync = app.syncReport
    #expect(sync.isInSync, "\(sync)")
}
