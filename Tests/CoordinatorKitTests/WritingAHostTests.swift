import CoordinatorKit
import Testing

// The host of the DocC article "Writing a host" (WritingAHost.md), verbatim.
final class TextHost: NavigationHost {
    private weak var navigator: Navigator?   // the navigator owns its host
    private var finishTransition: (@MainActor () -> Void)?
    private(set) var output: [String] = []

    func didAttach(to navigator: Navigator) { self.navigator = navigator }

    func perform(_ command: HostCommand, completion: @escaping @MainActor () -> Void) {
        switch command.action {
        case .setRoot(let layer?): output.append("root: \(layer.content.visibleStack?.description ?? "")")
        case .setRoot(nil): output.append("root: nothing")
        case .present(let layer): output.append("\(layer.presentation): \(layer.content.visibleStack?.description ?? "")")
        case .dismiss: output.append("dismissed the top layer")
        case .setStack(_, let stack): output.append("stack: \(stack)")
        case .setTabs, .selectTab, .setOptions, .setTabItem, .setSplit, .presentQuestion, .dismissQuestion:
            output.append("\(command)")   // no tab bar, sheet options, columns or questions here
        }
        finishTransition = completion   // called when the transition has finished
    }

    /// The end of the transition's animation.
    func transitionDidEnd() {
        let finish = finishTransition
        finishTransition = nil
        finish?()
    }

    /// The user pressed the back key: the visible stack ends one screen lower, where the
    /// state offers a back button (`offeredGestures`, the rule every host follows).
    func userPressedBack() {
        guard let navigator, case .pop(let id)? = navigator.renderedState.offeredGestures.back,
              let screens = navigator.renderedState.stack(id)?.screens else { return }
        navigator.hostDidReport(.popped(to: screens[screens.count - 2].id, in: id))
    }
}

/// The article's host, attached to a navigator: one command at a time, each after the one before
/// has finished, and the user's back key written back.
@MainActor
@Suite struct WritingAHost {
    private enum NoteRoute: Route {
        case list, note(Int), share
        var presentation: Presentation? { self == .share ? .sheet : nil }
    }

    private final class NotesCoordinator: Coordinator<NoteRoute> {
        override func start() { show(.list) }
    }

    @Test func theNavigatorWaitsForEachTransitionToEnd() {
        let navigator = Navigator()
        let host = TextHost()
        navigator.attach(host)
        let notes = NotesCoordinator()
        navigator.start(notes)
        notes.show(.note(1))
        notes.show(.share)
        #expect(host.output == ["root: [list]"])

        host.transitionDidEnd()
        #expect(host.output == ["root: [list]", "stack: [list] > [note(1)]"])
        host.transitionDidEnd()
        #expect(host.output.last == "sheet: [share]")
        host.transitionDidEnd()
        #expect(navigator.renderedState == navigator.state)
    }

    @Test func theBackKeyPopsInTheNavigatorAndItsFlow() {
        let navigator = Navigator()
        let host = TextHost()
        navigator.attach(host)
        let notes = NotesCoordinator()
        navigator.start(notes)
        host.transitionDidEnd()
        notes.show(.note(1))
        host.transitionDidEnd()

        host.userPressedBack()
        #expect(notes.routes == [.list])
        #expect(navigator.renderedState == navigator.state)
        #expect(host.output.count == 2)   // the user's pop needs no command back
    }
}
