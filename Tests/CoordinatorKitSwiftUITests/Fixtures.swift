#if os(Linux)
import CoordinatorKit
import CoordinatorKitSwiftUI
import SwiftUIDouble

/// The notes app's routes.
enum NoteRoute: Route, Codable {
    case list
    case note(Int)
    case editor
}

/// A coordinator whose screens are SwiftUI views; each note screen owns a view model.
final class NotesCoordinator: Coordinator<NoteRoute>, ViewProviding {
    let tracker: Tracker

    init(tracker: Tracker = Tracker()) {
        self.tracker = tracker
        super.init()
    }

    override func start() { show(.list) }

    func view(for route: NoteRoute) -> some View {
        switch route {
        case .list: NoteListView()
        case .note(let number): NoteView(number: number, tracker: tracker)
        case .editor: Text("Editor")
        }
    }
}

/// The list: opens a note through its typed coordinator.
struct NoteListView: View {
    @ScreenCoordinator private var coordinator: NotesCoordinator?

    var body: some View {
        VStack {
            Text("Notes")
            Button("Open 1") { coordinator?.show(.note(1)) }
        }
    }
}

/// A note: its view model holds the coordinator weakly and calls it.
struct NoteView: View {
    let number: Int
    let tracker: Tracker
    @ScreenCoordinator private var coordinator: NotesCoordinator?
    @State private var model = NoteModel()

    var body: some View {
        let _ = model.attach(coordinator, tracker: tracker)
        VStack {
            Text("Note \(number)")
            Button("Next") { model.next(after: number) }
        }
    }
}

/// A note's view model, MVVM style.
@MainActor
final class NoteModel {
    weak var coordinator: NotesCoordinator?
    private var tracked = false

    func attach(_ coordinator: NotesCoordinator?, tracker: Tracker) {
        self.coordinator = coordinator
        if !tracked {
            tracked = true
            tracker.track(self)
        }
    }

    func next(after number: Int) { coordinator?.show(.note(number + 1)) }
}

/// A coordinator of plain text screens, one per route, for deep and busy states.
final class PagesCoordinator: Coordinator<Page>, ViewProviding {
    override func start() { show(Page(number: 0)) }

    func view(for route: Page) -> some View {
        Text("\(route.number)")
    }
}

struct Page: Route {
    let number: Int
}

/// A coordinator of pages whose views each hold an object, made anew on each draw: the last one
/// of each page lives while anything keeps that page's view.
final class TokenPagesCoordinator: Coordinator<Page>, ViewProviding {
    final class Token {}
    private var tokens: [Int: () -> Token?] = [:]

    override func start() { show(Page(number: 0)) }

    func view(for route: Page) -> some View {
        let token = Token()
        tokens[route.number] = { [weak token] in token }
        return TokenView(number: route.number, token: token)
    }

    /// The pages whose last view is still held, in order.
    var liveTokens: [Int] { tokens.filter { $0.value() != nil }.keys.sorted() }
}

struct TokenView: View {
    let number: Int
    let token: TokenPagesCoordinator.Token

    var body: some View { Text("\(number)") }
}

/// A coordinator that provides no views.
final class ViewlessCoordinator: Coordinator<NoteRoute> {
    override func start() { show(.list) }
}

/// Weak references, to check releases.
@MainActor
final class Tracker {
    private var references: [() -> AnyObject?] = []

    func track(_ object: AnyObject) {
        references.append { [weak object] in object }
    }

    var alive: Int { references.compactMap { $0() }.count }
    var tracked: Int { references.count }
}

/// A navigator started on `coordinator`, rendered by a `NavigatorView` in the double's runtime.
@MainActor
func render(_ coordinator: AnyCoordinator, holdsTransitions: Bool = false) -> (Navigator, SwiftUIDoubleRuntime) {
    let navigator = Navigator()
    let runtime = SwiftUIDoubleRuntime(rootView: NavigatorView(navigator))
    runtime.holdsTransitions = holdsTransitions
    navigator.start(coordinator)
    runtime.update()
    return (navigator, runtime)
}
#endif
