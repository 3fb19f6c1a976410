#if os(Linux)
import Testing
import UIKitDouble

@MainActor
@Suite struct PresentationTests {
    @Test func presentLinksPresenterAndPresentedAtOnceAndCompletesWhenTheTransitionEnds() {
        let root = screen("root")
        let window = makeWindow(root: root, holdsTransitions: true)
        let sheet = screen("sheet")
        var completed = false

        root.present(sheet, animated: true) { completed = true }

        #expect(root.presentedViewController === sheet)
        #expect(sheet.presentingViewController === root)
        #expect(sheet.isBeingPresented)
        #expect(root.transitionCoordinator != nil)
        #expect(!completed)
        #expect(window.doubleRuntime.pendingTransitions.map(\.kind) == [.present])

        window.doubleRuntime.finishNextTransition()

        #expect(completed)
        #expect(!sheet.isBeingPresented)
        #expect(root.transitionCoordinator == nil)
        #expect(window.doubleRuntime.issues.isEmpty)
    }

    @Test func completionRunsAfterViewDidAppear() {
        let log = EventLog()
        let root = LoggingViewController("root", log: log)
        let window = makeWindow(root: root, holdsTransitions: true)
        log.clear()

        root.present(LoggingViewController("sheet", log: log), animated: true) { log.append("completion") }
        window.doubleRuntime.finishAllTransitions()

        #expect(log.events == ["sheet.viewDidLoad", "sheet.viewWillAppear", "sheet.viewDidAppear", "completion"])
    }

    @Test func presentingOnAControllerThatAlreadyPresentsWarnsAndDoesNothing() {
        let root = screen("root")
        let window = makeWindow(root: root, completesTransitionsSynchronously: true)
        let first = screen("first")
        let second = screen("second")
        root.present(first, animated: true)
        var completed = false

        root.present(second, animated: true) { completed = true }

        #expect(root.presentedViewController === first)
        #expect(second.presentingViewController == nil)
        #expect(!completed)
        #expect(window.doubleRuntime.warnings.count == 1)
        #expect(window.doubleRuntime.warnings.first?.contains("which is already presenting") == true)
    }

    @Test func presentingWhileAnotherPresentationIsInFlightWarnsAndIsDropped() {
        let root = screen("root")
        let window = makeWindow(root: root, holdsTransitions: true)
        let sheet = screen("sheet")
        root.present(sheet, animated: true)
        var completed = false

        sheet.present(screen("over"), animated: true) { completed = true }
        window.doubleRuntime.finishAllTransitions()

        #expect(sheet.presentedViewController == nil)
        #expect(!completed)
        #expect(window.doubleRuntime.warnings.first?.contains("while a presentation is in progress") == true)
    }

    @Test func presentingFromAControllerOutsideTheWindowWarnsAndDoesNothing() {
        let loose = screen("loose")
        let sheet = screen("sheet")
        var completed = false

        loose.present(sheet, animated: false) { completed = true }

        #expect(loose.presentedViewController == nil)
        #expect(!completed)
        #expect(UIKitDoubleRuntime.detached.warnings.contains {
            $0.contains("not in the window hierarchy") && $0.contains(sheet.doubleDescriptionForTests)
        })
    }

    @Test func presentingFromAControllerBelowTheTopOfAStackWarns() {
        let bottom = screen("bottom")
        let navigationController = UINavigationController(rootViewController: bottom)
        let window = makeWindow(root: navigationController)
        navigationController.pushViewController(screen("top"), animated: false)

        bottom.present(screen("sheet"), animated: true)

        #expect(navigationController.presentedViewController == nil)
        #expect(window.doubleRuntime.warnings.first?.contains("not in the window hierarchy") == true)
    }

    @Test func theFarthestAncestorPresentsForAChild() {
        let child = screen("child")
        let navigationController = UINavigationController(rootViewController: child)
        let window = makeWindow(root: navigationController)
        let sheet = screen("sheet")

        child.present(sheet, animated: true)

        #expect(sheet.presentingViewController === navigationController)
        #expect(child.presentedViewController === sheet)
        #expect(navigationController.presentedViewController === sheet)

        withExtendedLifetime(window) {}
    }

    @Test func presentingAControllerThatIsAlreadyPresentedRecordsUIKitsException() {
        let root = screen("root")
        let window = makeWindow(root: root)
        let sheet = screen("sheet")
        root.present(sheet, animated: false)

        sheet.present(sheet, animated: false)
        sheet.present(root, animated: false)

        #expect(window.doubleRuntime.exceptions.count == 2)
        #expect(sheet.presentedViewController == nil)
    }

    @Test func presentingAControllerThatHasAParentRecordsUIKitsException() {
        let root = screen("root")
        let window = makeWindow(root: root)
        let pushed = screen("pushed")
        let navigationController = UINavigationController(rootViewController: pushed)

        root.present(pushed, animated: true)

        #expect(window.doubleRuntime.exceptions.first?.contains("has a parent view controller") == true)
        #expect(root.presentedViewController == nil)
        #expect(pushed.parent === navigationController)
    }

    @Test func automaticStyleReadsBackAsFormSheet() {
        let controller = UIViewController()
        #expect(controller.modalPresentationStyle == .formSheet)
        controller.modalPresentationStyle = .fullScreen
        #expect(controller.modalPresentationStyle == .fullScreen)
        #expect(UIModalPresentationStyle.automatic.rawValue == -2)
        #expect(UIModalPresentationStyle.none.rawValue == -1)
        #expect(UIModalPresentationStyle.popover.rawValue == 7)
    }

    @Test func aFullScreenPresentationHidesThePresenterAndASheetDoesNot() {
        let log = EventLog()
        let root = LoggingViewController("root", log: log)
        let window = makeWindow(root: root, completesTransitionsSynchronously: true)
        let sheet = LoggingViewController("sheet", log: log)
        root.present(sheet, animated: true)
        #expect(!log.events.contains("root.viewWillDisappear"))
        sheet.dismiss(animated: false)
        log.clear()

        let cover = LoggingViewController("cover", log: log)
        cover.modalPresentationStyle = .fullScreen
        root.present(cover, animated: true)

        #expect(log.events == ["cover.viewDidLoad", "root.viewWillDisappear", "cover.viewWillAppear", "root.viewDidDisappear", "cover.viewDidAppear"])

        withExtendedLifetime(window) {}
    }
}

extension UIViewController {
    /// How the double names this controller in its messages.
    var doubleDescriptionForTests: String {
        "\(Unmanaged.passUnretained(self).toOpaque())"
    }
}
#endif
