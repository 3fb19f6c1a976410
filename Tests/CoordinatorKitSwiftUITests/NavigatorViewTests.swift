#if os(Linux)
import CoordinatorKit
import CoordinatorKitSwiftUI
import IssueReporting
import SwiftUIDouble
import Testing

/// What NavigatorView shows for a state, over the SwiftUI double.
@MainActor
@Suite struct NavigatorViewRendering {
    @Test func aStackIsANavigationStackWhosePathIsTheScreensAboveItsRoot() {
        let notes = NotesCoordinator()
        let (navigator, runtime) = render(notes)
        #expect(runtime.tapButton(titled: "Open 1"), "the list reaches its coordinator, typed")
        notes.show(.note(2))
        runtime.update()
        #expect(runtime.shownLayers.map(\.stacks) == [[["Notes", "Note 1", "Note 2"]]])
        #expect(navigator.renderedState == navigator.state)
        #expect(runtime.warnings.isEmpty)
    }

    @Test func eachPresentedLayerIsPresentedOnTheLayerBelow() {
        let notes = NotesCoordinator()
        let (navigator, runtime) = render(notes)
        notes.present(.note(1), as: .sheet)
        notes.present(.note(2), as: .fullScreenCover)
        notes.present(.editor, as: .popover)
        runtime.update()
        #expect(runtime.shownLayers.map(\.kind) == [nil, .sheet, .fullScreenCover, .popover])
        #expect(runtime.shownLayers.map(\.stacks) == [[["Notes"]], [["Note 1"]], [["Note 2"]], [["Editor"]]])
        #expect(navigator.renderedState == navigator.state)
        #expect(runtime.warnings.isEmpty)
    }

    @Test func tabsAreATabViewWithANavigationStackPerTab() {
        let tabs = TabCoordinator(["notes": NotesCoordinator(), "pages": PagesCoordinator()])
        let (navigator, runtime) = render(tabs)
        #expect(runtime.shownLayers[0].tabs == ["notes", "pages"])
        #expect(runtime.shownLayers[0].selectedTab == "notes")
        #expect(runtime.shownLayers[0].stacks == [["Notes"]])
        #expect(navigator.renderedState == navigator.state)
    }

    @Test func aScreenWithoutAViewIsAnIssueAndAPlaceholder() {
        withKnownIssue {
            let (_, runtime) = render(ViewlessCoordinator())
            #expect(runtime.shownLayers.map(\.stacks) == [[["list"]]])
        } matching: { $0.description.contains("SwiftUIHost has no view for list") }
    }

    @Test func aMistypedScreenCoordinatorIsAnIssue() {
        struct Wrong: View {
            @ScreenCoordinator private var coordinator: PagesCoordinator?
            var body: some View { Text(coordinator == nil ? "none" : "some") }
        }
        final class Mistyped: Coordinator<NoteRoute>, ViewProviding {
            override func start() { show(.list) }
            func view(for route: NoteRoute) -> some View { Wrong() }
        }
        withKnownIssue {
            let (_, runtime) = render(Mistyped())
            #expect(runtime.shownLayers.map(\.stacks) == [[["none"]]])
        } matching: { $0.description.contains("which is not of type PagesCoordinator.") }
    }

    @Test func aScreenCoordinatorOutsideAnyScreenIsAnIssueThatNamesItsType() {
        struct Outside: View {
            @ScreenCoordinator private var coordinator: OrdersCoordinator?
            var body: some View { Text(coordinator == nil ? "none" : "some") }
        }
        final class OrdersCoordinator: Coordinator<NoteRoute> {}
        withKnownIssue {
            let runtime = SwiftUIDoubleRuntime(rootView: Outside())
            #expect(runtime.shownLayers.map(\.stacks) == [[]])
        } matching: { $0.description.contains("No coordinator in the environment for @ScreenCoordinator of type OrdersCoordinator:") }
    }
}

/// What the user does in NavigatorView comes back to the navigator through the bindings.
@MainActor
@Suite struct NavigatorViewGestures {
    private func threeNotes() -> (NotesCoordinator, Navigator, SwiftUIDoubleRuntime) {
        let notes = NotesCoordinator()
        let (navigator, runtime) = render(notes)
        notes.show(.note(1))
        notes.show(.note(2))
        notes.show(.note(3))
        runtime.update()
        return (notes, navigator, runtime)
    }

    private func routes(_ navigator: Navigator) -> [AnyRoute] {
        navigator.state.layers.last?.content.visibleStack?.routes ?? []
    }

    @Test func theBackButtonPops() {
        let (_, navigator, runtime) = threeNotes()
        #expect(runtime.tapBack())
        #expect(routes(navigator) == [AnyRoute(NoteRoute.list), AnyRoute(NoteRoute.note(1)), AnyRoute(NoteRoute.note(2))])
        #expect(navigator.renderedState == navigator.state)
        #expect(runtime.shownLayers[0].stacks == [["Notes", "Note 1", "Note 2"]])
    }

    @Test func aCancelledEdgeSwipeChangesNothingAndACompletedOnePops() {
        let (_, navigator, runtime) = threeNotes()
        let before = navigator.state
        #expect(runtime.beginSwipeBack())
        #expect(runtime.endSwipeBack(completing: false))
        runtime.update()
        #expect(navigator.state == before)
        #expect(runtime.beginSwipeBack())
        #expect(runtime.endSwipeBack(completing: true))
        #expect(routes(navigator).count == 3)
        #expect(navigator.renderedState == navigator.state)
    }

    @Test func theBackButtonsMenuJumpsSeveralScreens() {
        let (_, navigator, runtime) = threeNotes()
        #expect(runtime.longPressBack(choosing: 0))
        #expect(routes(navigator) == [AnyRoute(NoteRoute.list)])
        #expect(runtime.shownLayers[0].stacks == [["Notes"]])
        #expect(navigator.renderedState == navigator.state)
    }

    @Test func aSheetSwipedDownIsDismissed() {
        let notes = NotesCoordinator()
        let (navigator, runtime) = render(notes)
        notes.present(.note(1), as: .sheet)
        runtime.update()
        #expect(runtime.swipeDown())
        runtime.update()
        #expect(navigator.state.layers.count == 1)
        #expect(navigator.renderedState == navigator.state)
        #expect(runtime.shownLayers.count == 1)
        #expect(runtime.warnings.isEmpty)
    }

    @Test func aPopoverTappedOutsideIsDismissed() {
        let notes = NotesCoordinator()
        let (navigator, runtime) = render(notes)
        notes.present(.editor, as: .popover)
        runtime.update()
        #expect(runtime.tapOutsidePopover())
        runtime.update()
        #expect(navigator.state.layers.count == 1)
        #expect(runtime.shownLayers.count == 1)
    }

    @Test func aTappedTabIsSelectedAndTappingItAgainPopsToItsRoot() {
        let pages = PagesCoordinator()
        let tabs = TabCoordinator(["notes": NotesCoordinator(), "pages": pages])
        let (navigator, runtime) = render(tabs)
        #expect(runtime.tapTab(titled: "pages"))
        guard case .tabs(let selected)? = navigator.state.layers.first?.content else { Issue.record("no tabs"); return }
        #expect(selected.selected == TabID("pages"))
        pages.show(Page(number: 1))
        pages.show(Page(number: 2))
        runtime.update()
        #expect(runtime.shownLayers[0].stacks == [["0", "1", "2"]])
        #expect(runtime.tapTab(titled: "pages"))
        #expect(runtime.shownLayers[0].stacks == [["0"]])
        #expect(navigator.renderedState == navigator.state)
        #expect(navigator.state.layers[0].content.visibleStack?.screens.count == 1)
    }

    @Test func aChildFlowOnASheetSwipedDownEndsAndIsReleased() {
        let notes = NotesCoordinator()
        let (navigator, runtime) = render(notes)
        weak var child: NotesCoordinator?
        do {
            let made = NotesCoordinator()
            child = made
            notes.startChild(made, as: .sheet)
        }
        made(child)?.show(.note(5))
        runtime.update()
        #expect(runtime.shownLayers.map(\.stacks) == [[["Notes"]], [["Notes", "Note 5"]]])
        #expect(runtime.swipeDown())
        runtime.update()
        #expect(child == nil)
        #expect(navigator.state.layers.count == 1)
        #expect(notes.children.isEmpty)
    }
}

/// Reads an optional, so that a weak reference is used once inside an expression.
@MainActor
private func made<T>(_ value: T?) -> T? { value }
#endif
