#if os(Linux)
import CoordinatorKit
import CoordinatorKitSwiftUI
import SwiftUIDouble
import Testing

/// NavigatorView renders a split in a NavigationSplitView, and what SwiftUI does with it (a
/// width, the columns the user shows) comes back to the navigator.
@MainActor
@Suite struct NavigatorViewSplits {
    private func renderSplit() -> (Navigator, SwiftUIDoubleRuntime, SplitCoordinator, NotesCoordinator) {
        let detail = NotesCoordinator()
        let split = SplitCoordinator(sidebar: PagesCoordinator(), detail: detail)
        let (navigator, runtime) = render(split)
        return (navigator, runtime, split, detail)
    }

    private func shownSplit(_ navigator: Navigator) -> Split? {
        if case .split(let split)? = navigator.state.root?.content { split } else { nil }
    }

    @Test func aSplitIsANavigationSplitViewWithANavigationStackPerColumn() {
        let (navigator, runtime, _, detail) = renderSplit()
        detail.show(.note(1))
        runtime.update()
        #expect(runtime.shownLayers.map(\.stacks) == [[["0"], ["Notes", "Note 1"]]])
        #expect(navigator.renderedState == navigator.state)
        #expect(runtime.warnings.isEmpty)
    }

    @Test func aCompactWidthCollapsesTheColumnsIntoOneStackAndIsReported() async {
        let (navigator, runtime, split, detail) = renderSplit()
        detail.show(.note(1))
        runtime.update()
        runtime.setHorizontalSizeClass(.compact)
        #expect(runtime.shownLayers.map(\.stacks) == [[["0", "Notes", "Note 1"]]])
        // The report waits for the next turn: a view's body changes no state.
        await Task.yield()
        runtime.update()
        #expect(shownSplit(navigator)?.isCollapsed == true)
        #expect(navigator.renderedState == navigator.state)
        #expect(split.children.count == 2)
        #expect(runtime.warnings.isEmpty)
    }

    @Test func theColumnsTheUserShowsAreReportedToTheNavigator() {
        let (navigator, runtime, _, _) = renderSplit()
        #expect(runtime.changeColumnVisibility(to: .detailOnly))
        #expect(shownSplit(navigator)?.visibility == .detailOnly)
        #expect(navigator.renderedState == navigator.state)
        #expect(runtime.shownLayers.map(\.stacks) == [[["Notes"]]])
    }

    @Test func backPastTheDetailsFirstScreenWhileCollapsedShowsTheSidebarColumn() async {
        let (navigator, runtime, split, _) = renderSplit()
        runtime.setHorizontalSizeClass(.compact)
        await Task.yield()
        runtime.update()
        #expect(runtime.tapBack())
        #expect(shownSplit(navigator)?.compactColumn == .sidebar)
        #expect(shownSplit(navigator)?.detail.routes == [AnyRoute(NoteRoute.list)], "the detail keeps its screen")
        #expect(runtime.shownLayers.map(\.stacks) == [[["0"]]])
        #expect(split.children.count == 2)
        #expect(navigator.renderedState == navigator.state)
    }
}
#endif
