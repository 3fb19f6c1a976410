#if os(Linux)
import Testing
import UIKitDouble

@MainActor
@Suite struct DismissalTests {
    @Test func dismissingALowerControllerDismissesTheWholeChainWithOneCompletion() {
        let root = screen("root")
        let window = makeWindow(root: root, completesTransitionsSynchronously: true)
        let first = screen("first")
        let second = screen("second")
        let third = screen("third")
        root.present(first, animated: false)
        first.present(second, animated: false)
        second.present(third, animated: false)
        window.doubleRuntime.holdsTransitions = true
        var completions = 0

        first.dismiss(animated: true) { completions += 1 }

        #expect(second.isBeingDismissed && third.isBeingDismissed)
        #expect(first.presentedViewController === second, "links stay until the transition ends")
        window.doubleRuntime.finishAllTransitions()

        #expect(completions == 1)
        #expect(first.presentedViewController == nil)
        #expect(root.presentedViewController === first)
        #expect(second.presentingViewController == nil && third.presentingViewController == nil)
        #expect(!second.isBeingDismissed)
        #expect(window.doubleRuntime.issues.isEmpty)
    }

    @Test func dismissOnThePresentedControllerAsksItsPresenter() {
        let root = screen("root")
        let window = makeWindow(root: root, completesTransitionsSynchronously: true)
        let sheet = screen("sheet")
        root.present(sheet, animated: false)
        var completed = false

        sheet.dismiss(animated: true) { completed = true }

        #expect(completed)
        #expect(root.presentedViewController == nil)

        withExtendedLifetime(window) {}
    }

    @Test func dismissCompletionRunsAfterViewDidDisappearWhileIsBeingDismissedIsTrue() {
        let log = EventLog()
        let root = screen("root")
        let window = makeWindow(root: root, holdsTransitions: true)
        let sheet = LoggingViewController("sheet", log: log)
        root.present(sheet, animated: true)
        window.doubleRuntime.finishAllTransitions()
        log.clear()

        root.dismiss(animated: true) { log.append("completion") }
        #expect(log.events == ["sheet.viewWillDisappear(beingDismissed)"])
        window.doubleRuntime.finishNextTransition()

        #expect(log.events == ["sheet.viewWillDisappear(beingDismissed)", "sheet.viewDidDisappear", "completion"])
    }

    @Test func dismissingWhileAPresentationIsInFlightWarnsAndIsDropped() {
        let root = screen("root")
        let window = makeWindow(root: root, holdsTransitions: true)
        let sheet = screen("sheet")
        root.present(sheet, animated: true)
        var completed = false

        root.dismiss(animated: true) { completed = true }
        window.doubleRuntime.finishAllTransitions()

        #expect(root.presentedViewController === sheet)
        #expect(!completed)
        #expect(window.doubleRuntime.warnings.first?.contains("while a presentation or dismiss is in progress") == true)
    }

    @Test func programmaticDismissNeverCallsThePresentationControllerDelegate() {
        let log = EventLog()
        let delegate = RecordingDelegate(log: log)
        let root = screen("root")
        let window = makeWindow(root: root, completesTransitionsSynchronously: true)
        let sheet = screen("sheet")
        sheet.presentationController?.delegate = delegate
        root.present(sheet, animated: true)

        root.dismiss(animated: true)

        #expect(root.presentedViewController == nil)
        #expect(log.events.isEmpty)

        withExtendedLifetime(window) {}
    }

    @Test func dismissWithNothingPresentedDoesNothing() {
        let root = screen("root")
        let window = makeWindow(root: root)
        var completed = false

        root.dismiss(animated: true) { completed = true }

        #expect(!completed)
        #expect(window.doubleRuntime.issues.isEmpty)
    }
}
#endif
