#if os(Linux)
import CoordinatorKit
import CoordinatorKitSwiftUI
import SwiftUIDouble
import Testing

/// A push costs the same screen bodies at any depth: SwiftUI keeps the bodies of the screens it
/// already shows (on the double, which evaluates a body unless SwiftUI documents keeping it).
@MainActor
@Suite struct NavigatorViewRedraws {
    /// How many screen bodies SwiftUI evaluates for one push onto a stack `depth` screens deep.
    private func screenBodiesEvaluatedByAPush(atDepth depth: Int) -> Int {
        let notes = CountedNotesCoordinator()
        let (navigator, runtime) = render(notes)
        notes.perform(.set([.list] + (1..<depth).map { NoteRoute.note($0) }), animated: false)
        runtime.update()
        #expect(runtime.shownLayers.first?.stacks.first?.count == depth)
        let before = runtime.bodyEvaluations["CountedNote", default: 0]
        notes.show(.note(depth))
        runtime.update()
        #expect(runtime.shownLayers.first?.stacks.first?.count == depth + 1)
        #expect(navigator.renderedState == navigator.state)
        #expect(runtime.warnings.isEmpty)
        return runtime.bodyEvaluations["CountedNote", default: 0] - before
    }

    @Test func aPushAtDepth100EvaluatesAsManyScreenBodiesAsAtDepth10() {
        let atTen = screenBodiesEvaluatedByAPush(atDepth: 10)
        let atHundred = screenBodiesEvaluatedByAPush(atDepth: 100)
        #expect(atTen == atHundred)
        #expect(atTen >= 1, "the pushed screen is drawn")
    }

    @Test func aKeptScreenStillShowsWhatItsOwnStateSays() {
        let notes = CountedNotesCoordinator()
        let (navigator, runtime) = render(notes)
        notes.show(.note(1))
        runtime.update()
        #expect(runtime.tapButton(titled: "Like 1 (0)"))
        runtime.update()
        #expect(runtime.shownLayers.first?.stacks.first?.last == "Like 1 (1)")
        #expect(navigator.renderedState == navigator.state)
    }
}

/// A note whose body SwiftUI's evaluations are counted by its type's name, with a state of its own.
private struct CountedNote: View {
    let number: Int
    @State private var likes = 0

    var body: some View {
        Button("Like \(number) (\(likes))") { likes += 1 }
    }
}

private final class CountedNotesCoordinator: Coordinator<NoteRoute>, ViewProviding {
    override func start() { show(.list) }

    func view(for route: NoteRoute) -> some View {
        switch route {
        case .note(let number): AnyView(CountedNote(number: number))
        case .list, .editor: AnyView(Text("\(route)"))
        }
    }
}
#endif
