#if os(Linux)
import Testing
import UIKitDouble

@MainActor
@Suite struct SheetSwipeDownTests {
    @Test func swipeDownAsksShouldDismissThenWillDismissThenDismissesThenDidDismiss() {
        let log = EventLog()
        let delegate = RecordingDelegate(log: log)
        let root = screen("root")
        let window = makeWindow(root: root, holdsTransitions: true)
        let sheet = LoggingViewController("sheet", log: log)
        root.present(sheet, animated: true)
        sheet.presentationController?.delegate = delegate
        window.doubleRuntime.finishAllTransitions()
        log.clear()

        #expect(window.doubleRuntime.swipeDown(of: sheet))
        #expect(log.events == ["shouldDismiss", "willDismiss", "sheet.viewWillDisappear(beingDismissed)"])
        window.doubleRuntime.finishNextTransition()

        #expect(log.events.suffix(2) == ["sheet.viewDidDisappear", "didDismiss presented=gone"])
        #expect(root.presentedViewController == nil)
    }

    @Test func willDismissComesWithThePresentingControllersTransitionCoordinator() async throws {
        let root = screen("root")
        let window = makeWindow(root: root)
        let sheet = screen("sheet")
        root.present(sheet, animated: true)
        await window.doubleRuntime.settle()
        let delegate = CoordinatorProbe()
        sheet.presentationController?.delegate = delegate

        let swipe = try #require(window.doubleRuntime.beginSwipeDown(of: sheet))

        #expect(delegate.presentingHadCoordinator == true, "UIPresentationController.h: set up with the presentingViewController's transitionCoordinator")
        #expect(swipe.isInteracting)
        #expect(sheet.isBeingDismissed)
        swipe.complete()
        #expect(!delegate.didDismiss, "the dismissal ends on a later turn")
        await window.doubleRuntime.settle()
        #expect(delegate.didDismiss)
        #expect(root.presentedViewController == nil)
    }

    @Test func anAbandonedSwipeDownKeepsTheSheetAndSaysNothingMore() async throws {
        let log = EventLog()
        let root = screen("root")
        let window = makeWindow(root: root)
        let sheet = LoggingViewController("sheet", log: log)
        root.present(sheet, animated: true)
        await window.doubleRuntime.settle()
        let delegate = CoordinatorProbe()
        sheet.presentationController?.delegate = delegate
        var cancelled: Bool?
        let swipe = try #require(window.doubleRuntime.beginSwipeDown(of: sheet))
        root.transitionCoordinator?.animate(alongsideTransition: nil) { cancelled = $0.isCancelled }
        log.clear()

        swipe.cancel()
        await window.doubleRuntime.settle()

        #expect(cancelled == true)
        #expect(!delegate.didDismiss)
        #expect(root.presentedViewController === sheet)
        #expect(!sheet.isBeingDismissed)
        #expect(log.events == ["sheet.viewWillAppear", "sheet.viewDidAppear"])
        #expect(window.doubleRuntime.swipeDown(of: sheet), "the sheet can be swiped again")
    }

    @Test func aDismissWithNothingToDismissIsDroppedWithoutCompletion() async {
        let root = screen("root")
        let window = makeWindow(root: root)
        var completed = false

        root.dismiss(animated: true) { completed = true }
        await window.doubleRuntime.settle()

        #expect(!completed)
        #expect(window.doubleRuntime.pendingTransitions.isEmpty)
    }

    @Test func aPresentFromAControllerOutOfTheWindowIsDroppedWithAWarningAndWithoutCompletion() async {
        let root = screen("root")
        let window = makeWindow(root: root)
        window.rootViewController = screen("lock screen")
        var completed = false

        root.present(screen("sheet"), animated: true) { completed = true }
        await window.doubleRuntime.settle()

        #expect(!completed)
        #expect(root.presentedViewController == nil)
        #expect(window.doubleRuntime.warnings.isEmpty, "the presenter left the window: its runtime is the detached one")
        #expect(UIKitDoubleRuntime.detached.warnings.contains { $0.contains("not in the window hierarchy") })
    }

    @Test func aDelegateSetBeforePresentingIsKept() {
        let log = EventLog()
        let delegate = RecordingDelegate(log: log)
        let root = screen("root")
        let window = makeWindow(root: root, completesTransitionsSynchronously: true)
        let sheet = screen("sheet")
        sheet.presentationController?.delegate = delegate
        root.present(sheet, animated: true)

        window.doubleRuntime.swipeDown(of: sheet)

        #expect(log.events == ["shouldDismiss", "willDismiss", "didDismiss presented=gone"])
    }

    @Test func swipingAChildOfTheSheetDismissesTheSheet() {
        let root = screen("root")
        let window = makeWindow(root: root, completesTransitionsSynchronously: true)
        let content = screen("content")
        let sheet = UINavigationController(rootViewController: content)
        root.present(sheet, animated: true)

        #expect(window.doubleRuntime.swipeDown(of: content))
        #expect(root.presentedViewController == nil)
    }

    @Test func aRefusedSwipeCallsDidAttemptToDismissAndKeepsTheSheet() {
        let log = EventLog()
        let delegate = RecordingDelegate(log: log)
        delegate.allowsSheetDismissal = false
        let root = screen("root")
        let window = makeWindow(root: root, completesTransitionsSynchronously: true)
        let sheet = screen("sheet")
        root.present(sheet, animated: true)
        sheet.presentationController?.delegate = delegate

        #expect(!window.doubleRuntime.swipeDown(of: sheet))
        #expect(log.events == ["shouldDismiss", "didAttemptToDismiss"])
        #expect(root.presentedViewController === sheet)
    }

    @Test func modalInPresentationBlocksTheSwipeWithoutAskingShouldDismiss() {
        let log = EventLog()
        let delegate = RecordingDelegate(log: log)
        let root = screen("root")
        let window = makeWindow(root: root, completesTransitionsSynchronously: true)
        let sheet = screen("sheet")
        sheet.isModalInPresentation = true
        root.present(sheet, animated: true)
        sheet.presentationController?.delegate = delegate

        #expect(!window.doubleRuntime.swipeDown(of: sheet))
        #expect(log.events == ["didAttemptToDismiss"])
    }

    @Test func fullScreenPresentationsAndCoveredSheetsCannotBeSwipedAway() {
        let root = screen("root")
        let window = makeWindow(root: root)
        let cover = screen("cover")
        cover.modalPresentationStyle = .fullScreen
        root.present(cover, animated: true)
        #expect(!window.doubleRuntime.swipeDown(of: cover))

        let sheet = screen("sheet")
        cover.present(sheet, animated: true)
        cover.modalPresentationStyle = .pageSheet
        #expect(!window.doubleRuntime.swipeDown(of: cover), "not the topmost presentation")
        #expect(root.presentedViewController === cover)
    }
}
/// Looks at the transition coordinators when the user starts swiping the sheet down.
@MainActor
private final class CoordinatorProbe: NSObject, UIAdaptivePresentationControllerDelegate {
    var presentingHadCoordinator: Bool?
    var didDismiss = false

    func presentationControllerWillDismiss(_ presentationController: UIPresentationController) {
        presentingHadCoordinator = presentationController.presentingViewController.transitionCoordinator != nil
    }

    func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {
        didDismiss = true
    }
}
#endif
