#if os(Linux)
import Testing
import UIKitDouble

@MainActor
@Suite struct TransitionClockTests {
    @Test func byDefaultTransitionsFinishOnALaterTurnOfTheMainQueue() async {
        let root = screen("root")
        let window = makeWindow(root: root)
        var completed = false

        root.present(screen("sheet"), animated: true) { completed = true }

        #expect(!completed, "UIKit never calls the completion inside present")
        #expect(window.doubleRuntime.pendingTransitions.map(\.kind) == [.present])
        await window.doubleRuntime.settle()
        #expect(completed)
        #expect(window.doubleRuntime.pendingTransitions.isEmpty)
    }

    @Test func aNonAnimatedPresentationCompletesLaterToo() async {
        let root = screen("root")
        let window = makeWindow(root: root)
        var completed = false

        root.present(screen("sheet"), animated: false) { completed = true }

        #expect(!completed)
        await window.doubleRuntime.settle()
        #expect(completed)
    }

    @Test func synchronousCompletionIsATestsExplicitChoice() {
        let root = screen("root")
        let window = makeWindow(root: root, completesTransitionsSynchronously: true)
        var completed = false

        root.present(screen("sheet"), animated: true) { completed = true }

        #expect(completed)
        #expect(window.doubleRuntime.pendingTransitions.isEmpty)
    }

    @Test func anAnimatedChangeRightAfterANavigationControllerAppearsStartsOnTheNextLayoutPass() async {
        let root = screen("root")
        let detail = screen("detail")
        let navigationController = UINavigationController(rootViewController: root)
        let delegate = DidShowCounter()
        navigationController.delegate = delegate
        let window = makeWindow(root: navigationController)

        navigationController.setViewControllers([root, detail], animated: true)

        #expect(navigationController.transitionCoordinator == nil, "the animation starts a layout pass later")
        await window.doubleRuntime.settle()
        #expect(navigationController.viewControllers == [root, detail])
        #expect(delegate.shown.map(\.title) == ["root", "detail"], "didShow when it appeared, then for the change")
    }

    @Test func aTouchAfterAChangeThatWaitsForItsLayoutPassFindsItRunning() async {
        let root = screen("root")
        let middle = screen("middle")
        let navigationController = UINavigationController(nibName: nil, bundle: nil)
        navigationController.setViewControllers([root, middle], animated: false)
        let window = makeWindow(root: navigationController)
        let detail = screen("detail")
        navigationController.pushViewController(detail, animated: true)
        // The touch comes on a later turn of the run loop, after the push's layout pass: the push
        // animates then, and UIKit ignores the back button until it ends.
        #expect(!window.doubleRuntime.tapBack(in: navigationController))
        await window.doubleRuntime.settle()
        #expect(navigationController.viewControllers == [root, middle, detail])
        #expect(window.doubleRuntime.warnings.isEmpty)
    }

    @Test func aNavigationControllerOutsideAWindowTellsItsDelegateNothingUntilItAppears() async {
        let root = screen("root")
        let navigationController = UINavigationController(rootViewController: root)
        let delegate = DidShowCounter()
        navigationController.delegate = delegate

        navigationController.pushViewController(screen("detail"), animated: true)
        navigationController.setViewControllers([root, screen("other")], animated: false)
        #expect(delegate.shown.isEmpty)
        #expect(delegate.willShowCount == 0)

        let window = makeWindow(root: navigationController)
        #expect(delegate.shown.map(\.title) == ["other"], "didShow when it first appears in a window")
        await window.doubleRuntime.settle()
        #expect(delegate.shown.count == 1)
    }

    @Test func heldTransitionsFinishOldestFirst() {
        let root = screen("root")
        let navigationController = UINavigationController(rootViewController: root)
        let window = makeWindow(root: navigationController, holdsTransitions: true)
        var order: [String] = []

        navigationController.pushViewController(screen("detail"), animated: true)
        navigationController.transitionCoordinator?.animate(alongsideTransition: nil) { _ in order.append("push") }
        navigationController.present(screen("sheet"), animated: true) { order.append("present") }
        #expect(window.doubleRuntime.pendingTransitions.map(\.kind) == [.push, .present])

        #expect(window.doubleRuntime.finishNextTransition())
        #expect(order == ["push"])
        #expect(window.doubleRuntime.finishNextTransition())
        #expect(order == ["push", "present"])
        #expect(!window.doubleRuntime.finishNextTransition())
    }

    @Test func finishAllTransitionsAlsoFinishesThoseStartedByCompletions() {
        let root = screen("root")
        let window = makeWindow(root: root, holdsTransitions: true)
        let sheet = screen("sheet")
        var finished = false

        root.present(sheet, animated: true) {
            sheet.present(screen("over"), animated: true) {
                root.dismiss(animated: true) { finished = true }
            }
        }
        window.doubleRuntime.finishAllTransitions()

        #expect(finished)
        #expect(root.presentedViewController == nil)
        #expect(window.doubleRuntime.issues.isEmpty, "chaining in completions is UIKit's safe pattern")
    }

    @Test func nothingCanBeQueuedOnATransitionThatIsEnding() {
        let navigationController = UINavigationController(rootViewController: screen("root"))
        let window = makeWindow(root: navigationController, completesTransitionsSynchronously: true)
        let delegate = QueueingInDidShowDelegate()
        navigationController.delegate = delegate

        navigationController.pushViewController(screen("detail"), animated: true)

        #expect(delegate.queued == false, "didShow runs while the transition ends")
        #expect(delegate.completions == 0)
        withExtendedLifetime(window) {}
    }

    @Test func nonAnimatedPresentationsAreTransitionsToo() {
        let root = screen("root")
        let window = makeWindow(root: root, holdsTransitions: true)
        var completed = false

        root.present(screen("sheet"), animated: false) { completed = true }

        #expect(!completed)
        #expect(window.doubleRuntime.pendingTransitions.first?.isAnimated == false)
        window.doubleRuntime.finishAllTransitions()
        #expect(completed)
    }

    @Test func issuesCanBeClearedAndDescribeTheirKind() {
        let navigationController = UINavigationController(rootViewController: screen("root"))
        let window = makeWindow(root: navigationController)
        navigationController.pushViewController(navigationController.viewControllers[0], animated: false)

        #expect(window.doubleRuntime.issues.first?.description.hasPrefix("exception: ") == true)
        window.doubleRuntime.clearIssues()
        #expect(window.doubleRuntime.issues.isEmpty)
    }

    @Test func eachWindowHasItsOwnRuntime() {
        let first = makeWindow(root: screen("a"), holdsTransitions: true)
        let second = makeWindow(root: screen("b"))

        first.rootViewController?.present(screen("sheet"), animated: true)

        #expect(first.doubleRuntime.pendingTransitions.count == 1)
        #expect(second.doubleRuntime.pendingTransitions.isEmpty)
        #expect(first.rootViewController?.doubleRuntime === first.doubleRuntime)
    }
}

/// Tries to queue a completion on the transition from inside `didShow`.
private final class QueueingInDidShowDelegate: NSObject, UINavigationControllerDelegate {
    var queued: Bool?
    var completions = 0

    func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool) {
        queued = navigationController.transitionCoordinator?.animate(alongsideTransition: nil) { [self] _ in completions += 1 }
    }
}
/// Records `didShow` calls.
@MainActor
private final class DidShowCounter: NSObject, UINavigationControllerDelegate {
    var shown: [UIViewController] = []
    var willShowCount = 0

    func navigationController(_ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool) {
        willShowCount += 1
    }

    func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool) {
        shown.append(viewController)
    }
}
#endif
