#if os(Linux)
import CoordinatorKit
import CoordinatorKitSwiftUI
import SwiftUIDouble
import Testing

/// SwiftUI's limits are respected: one modal change per update, each step after the last finished.
@MainActor
@Suite struct SwiftUILimits {
    @Test func aDeepTargetOfThreeLayersOfThirtyScreensIsReachedWithoutAWarning() {
        let pages = PagesCoordinator()
        let (navigator, runtime) = render(pages, holdsTransitions: true)
        runtime.finishAllTransitions()
        for number in 1..<30 { pages.show(Page(number: number)) }
        for layer in 1...2 {
            pages.present(Page(number: layer * 100), as: layer == 1 ? .sheet : .fullScreenCover)
            for number in 1..<30 { pages.show(Page(number: layer * 100 + number)) }
        }
        runtime.update()
        runtime.finishAllTransitions()
        #expect(navigator.renderedState == navigator.state)
        #expect(runtime.shownLayers.map(\.kind) == [nil, .sheet, .fullScreenCover])
        #expect(runtime.shownLayers.map { $0.stacks.first?.count } == [30, 30, 30])
        #expect(runtime.shownLayers[2].stacks.first?.last == "229")
        #expect(runtime.warnings.isEmpty, "\(runtime.warnings)")
    }

    @Test func aBurstOfTwentyChangesDuringATransitionEndsOnTheLastState() {
        let pages = PagesCoordinator()
        let (navigator, runtime) = render(pages, holdsTransitions: true)
        runtime.finishAllTransitions()
        pages.present(Page(number: 1), as: .sheet)
        runtime.update()
        #expect(runtime.pendingTransitions.count == 1)
        for number in 2...21 {
            switch number % 4 {
            case 0: pages.dismiss()
            case 1: pages.present(Page(number: number), as: .popover)
            case 2: pages.show(Page(number: number))
            default: pages.present(Page(number: number), as: .sheet)
            }
        }
        let target = navigator.state
        runtime.update()
        runtime.finishAllTransitions()
        #expect(navigator.state == target)
        #expect(navigator.renderedState == target)
        let expected = target.layers.map { $0.content.visibleStack?.screens.map { "\(($0.route.as(Page.self)?.number ?? -1))" } ?? [] }
        #expect(runtime.shownLayers.map { $0.stacks.first ?? [] } == expected)
        #expect(runtime.warnings.isEmpty, "\(runtime.warnings)")
    }

    @Test func aDismissalOfSeveralLayersIsOneLayerPerCommand() {
        let pages = PagesCoordinator()
        let (navigator, runtime) = render(pages)
        pages.present(Page(number: 1), as: .sheet)
        pages.present(Page(number: 2), as: .sheet)
        pages.present(Page(number: 3), as: .popover)
        runtime.update()
        var commands: [HostCommand] = []
        let observation = navigator.observe { event in
            if case .commandStarted(let command) = event { commands.append(command) }
        }
        pages.dismissAll()
        runtime.update()
        observation.cancel()
        #expect(commands.count == 3)
        #expect(runtime.shownLayers.count == 1)
        #expect(runtime.warnings.isEmpty)
    }
}

/// Screens that leave release their coordinators and view models.
@MainActor
@Suite struct SwiftUILifetimes {
    @Test func poppedScreensReleaseTheirViewModels() {
        let tracker = Tracker()
        let notes = NotesCoordinator(tracker: tracker)
        let (navigator, runtime) = render(notes)
        defer { withExtendedLifetime(navigator) {} }
        notes.show(.note(1))
        notes.show(.note(2))
        notes.show(.note(3))
        runtime.update()
        #expect(tracker.tracked == 3)
        #expect(runtime.tapBack())
        #expect(runtime.tapBack())
        runtime.update()
        #expect(tracker.alive == 1, "only note 1's view model is left")
    }

    @Test func theHostLetsGoOfTheViewsOfScreensThatLeft() {
        let pages = TokenPagesCoordinator()
        let (navigator, runtime) = render(pages)
        defer { withExtendedLifetime(navigator) {} }
        for number in 1...4 { pages.show(Page(number: number)) }
        runtime.update()
        #expect(pages.liveTokens == [0, 1, 2, 3, 4])
        // The navigator pops two; the user pops one more.
        pages.pop(to: Page(number: 2))
        runtime.update()
        runtime.finishAllTransitions()
        runtime.update()
        #expect(pages.liveTokens == [0, 1, 2])
        #expect(runtime.tapBack())
        runtime.update()
        #expect(pages.liveTokens == [0, 1])
        // A sheet of its own, dismissed.
        let sheet = TokenPagesCoordinator()
        pages.startChild(sheet, as: .sheet)
        sheet.show(Page(number: 1))
        runtime.update()
        #expect(sheet.liveTokens == [0, 1])
        sheet.dismiss()
        runtime.update()
        runtime.finishAllTransitions()
        runtime.update()
        #expect(sheet.liveTokens == [])
        #expect(pages.liveTokens == [0, 1])
    }

    @Test func aDismissedFlowReleasesItsCoordinatorAndViewModels() {
        let tracker = Tracker()
        let notes = NotesCoordinator(tracker: tracker)
        let (navigator, runtime) = render(notes)
        defer { withExtendedLifetime(navigator) {} }
        weak var child: NotesCoordinator?
        do {
            let made = NotesCoordinator(tracker: tracker)
            child = made
            notes.startChild(made, as: .sheet)
            made.show(.note(1))
            made.show(.note(2))
        }
        runtime.update()
        #expect(tracker.alive == 2)
        child?.dismiss()
        runtime.update()
        #expect(child == nil)
        #expect(tracker.alive == 0)
        #expect(runtime.shownLayers.count == 1)
    }
}
#endif

#if os(Linux)
/// A navigator that shows layers before any `NavigatorView` draws it (a restored or prepared
/// state) is drawn one presentation per update, as SwiftUI requires.
@MainActor
@Suite struct LayersShownBeforeTheViewDraws {
    @Test func aRestoredStateOfThreeLayersIsPresentedOneLayerAtATime() async throws {
        var state = NavigationState(root: .stack(Stack(routes: [NoteRoute.list])))
        try state.present(NoteRoute.note(1), as: .sheet)
        try state.present(NoteRoute.note(2), as: .fullScreenCover)
        let navigator = try Navigator(state: state)
        let host = SwiftUIHost { screen in AnyView(Text("\(screen.route)")) }
        navigator.attach(host)
        let runtime = SwiftUIDoubleRuntime(rootView: NavigatorView(navigator))
        runtime.holdsTransitions = true
        for _ in 0..<20 {
            runtime.update()
            let modal = runtime.pendingTransitions.filter { if case .present = $0.kind { true } else { false } }
            #expect(modal.count <= 1)
            runtime.finishAllTransitions()
            await Task.yield()
        }
        runtime.update()
        #expect(runtime.shownLayers.map(\.kind) == [nil, .sheet, .fullScreenCover])
        #expect(navigator.renderedState == state)
        #expect(host.shownState == state)
        #expect(runtime.warnings.isEmpty, "\(runtime.warnings)")
    }
}
#endif
