#if os(Linux)
import Testing
import UIKitDouble

@MainActor
@Suite struct AlertControllerTests {
    @Test func anActionsHandlerRunsOnceTheAlertIsDismissed() async {
        let root = screen("root")
        let window = makeWindow(root: root)
        var presenterWhenHandled: UIViewController??
        let alert = UIAlertController(title: "Log out?", message: nil, preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "Log out", style: .destructive) { _ in
            presenterWhenHandled = .some(root.presentedViewController)
        })
        root.present(alert, animated: true)
        await window.doubleRuntime.finishTransitionsAndSettle()
        #expect(root.presentedViewController === alert)

        #expect(window.doubleRuntime.simulateTap(onActionTitled: "Log out", in: alert))
        #expect(presenterWhenHandled == nil, "the handler waits for the dismissal")
        await window.doubleRuntime.finishTransitionsAndSettle()
        #expect(presenterWhenHandled == .some(nil), "the alert is gone when the handler runs")
        #expect(window.doubleRuntime.issues.isEmpty)
    }

    @Test func aSecondCancelActionIsRefusedWithUIKitsException() {
        let root = screen("root")
        let window = makeWindow(root: root)
        let alert = UIAlertController(title: "Leave?", message: nil, preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "No", style: .cancel))
        root.present(alert, animated: false)
        alert.addAction(UIAlertAction(title: "Not now", style: .cancel))
        #expect(alert.actions.map(\.title) == ["No"])
        #expect(window.doubleRuntime.exceptions.first?.contains("only have one action with a style of UIAlertActionStyleCancel") == true)
    }

    @Test func anActionSheetIsAPopoverThatNeedsAnAnchorAsOnAnIPad() {
        let root = screen("root")
        let window = makeWindow(root: root)
        let sheet = UIAlertController(title: "Save?", message: nil, preferredStyle: .actionSheet)
        sheet.addAction(UIAlertAction(title: "Save", style: .default))
        #expect(sheet.popoverPresentationController != nil)
        root.present(sheet, animated: false)
        #expect(root.presentedViewController == nil)
        #expect(window.doubleRuntime.exceptions.first?.contains("non-nil sourceView") == true)
    }

    @Test func aTapOutsideAnActionSheetRunsItsCancelActionAndAnAlertIgnoresIt() async {
        let root = screen("root")
        let window = makeWindow(root: root)
        var cancelled = false
        let sheet = UIAlertController(title: "Save?", message: nil, preferredStyle: .actionSheet)
        sheet.addAction(UIAlertAction(title: "Save", style: .default))
        sheet.addAction(UIAlertAction(title: "Cancel", style: .cancel) { _ in cancelled = true })
        sheet.popoverPresentationController?.sourceView = root.view
        root.present(sheet, animated: false)
        await window.doubleRuntime.finishTransitionsAndSettle()
        #expect(window.doubleRuntime.swipeDown(of: sheet) == false, "an action sheet is not a sheet")
        #expect(window.doubleRuntime.simulateTapOutside(of: sheet))
        await window.doubleRuntime.finishTransitionsAndSettle()
        #expect(cancelled)
        #expect(root.presentedViewController == nil)

        let alert = UIAlertController(title: "Leave?", message: nil, preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "OK", style: .default))
        root.present(alert, animated: false)
        await window.doubleRuntime.finishTransitionsAndSettle()
        #expect(window.doubleRuntime.simulateTapOutside(of: alert) == false)
        #expect(root.presentedViewController === alert)
    }

    @Test func nothingIsPresentedOverAPresenterThatShowsAnAlert() async {
        let root = screen("root")
        let window = makeWindow(root: root)
        let alert = UIAlertController(title: "Leave?", message: nil, preferredStyle: .alert)
        root.present(alert, animated: false)
        await window.doubleRuntime.finishTransitionsAndSettle()
        root.present(screen("sheet"), animated: false)
        #expect(root.presentedViewController === alert)
        #expect(window.doubleRuntime.warnings.contains { $0.contains("which is already presenting") })
    }
}
#endif
