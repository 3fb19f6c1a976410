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

        #expect(window.doubleRuntime.simulateSwipeDown(of: sheet))
        #expect(log.events == ["shouldDismiss", "willDismiss", "sheet.viewWillDisappear(beingDismissed)"])
        window.doubleRuntime.finishNextTransition()

        #expect(log.events.suffix(2) == ["sheet.viewDidDisappear", "didDismiss presented=gone"])
        #expect(root.presentedViewController == nil)
    }

    @Test func aDelegateSetBeforePresentingIsKept() {
        let log = EventLog()
        let delegate = RecordingDelegate(log: log)
        let root = screen("root")
        let window = makeWindow(root: root)
        let sheet = screen("sheet")
        sheet.presentationController?.delegate = delegate
        root.present(sheet, animated: true)

        window.doubleRuntime.simulateSwipeDown(of: sheet)

        #expect(log.events == ["shouldDismiss", "willDismiss", "didDismiss presented=gone"])
    }

    @Test func swipingAChildOfTheSheetDismissesTheSheet() {
        let root = screen("root")
        let window = makeWindow(root: root)
        let content = screen("content")
        let sheet = UINavigationController(rootViewController: content)
        root.present(sheet, animated: true)

        #expect(window.doubleRuntime.simulateSwipeDown(of: content))
        #expect(root.presentedViewController == nil)
    }

    @Test func aRefusedSwipeCallsDidAttemptToDismissAndKeepsTheSheet() {
        let log = EventLog()
        let delegate = RecordingDelegate(log: log)
        delegate.allowsSheetDismissal = false
        let root = screen("root")
        let window = makeWindow(root: root)
        let sheet = screen("sheet")
        root.present(sheet, animated: true)
        sheet.presentationController?.delegate = delegate

        #expect(!window.doubleRuntime.simulateSwipeDown(of: sheet))
        #expect(log.events == ["shouldDismiss", "didAttemptToDismiss"])
        #expect(root.presentedViewController === sheet)
    }

    @Test func modalInPresentationBlocksTheSwipeWithoutAskingShouldDismiss() {
        let log = EventLog()
        let delegate = RecordingDelegate(log: log)
        let root = screen("root")
        let window = makeWindow(root: root)
        let sheet = screen("sheet")
        sheet.isModalInPresentation = true
        root.present(sheet, animated: true)
        sheet.presentationController?.delegate = delegate

        #expect(!window.doubleRuntime.simulateSwipeDown(of: sheet))
        #expect(log.events == ["didAttemptToDismiss"])
    }

    @Test func fullScreenPresentationsAndCoveredSheetsCannotBeSwipedAway() {
        let root = screen("root")
        let window = makeWindow(root: root)
        let cover = screen("cover")
        cover.modalPresentationStyle = .fullScreen
        root.present(cover, animated: true)
        #expect(!window.doubleRuntime.simulateSwipeDown(of: cover))

        let sheet = screen("sheet")
        cover.present(sheet, animated: true)
        cover.modalPresentationStyle = .pageSheet
        #expect(!window.doubleRuntime.simulateSwipeDown(of: cover), "not the topmost presentation")
        #expect(root.presentedViewController === cover)
    }
}
#endif
