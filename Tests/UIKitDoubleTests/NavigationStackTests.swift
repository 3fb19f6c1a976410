#if os(Linux)
import Testing
import UIKitDouble

@MainActor
@Suite struct NavigationStackTests {
    @Test func initWithRootViewControllerPutsTheRootInTheStackAtOnce() {
        let root = screen("root")
        let navigationController = UINavigationController(rootViewController: root)

        #expect(navigationController.viewControllers == [root])
        #expect(navigationController.topViewController === root)
        #expect(root.navigationController === navigationController)
        #expect(root.parent === navigationController)
        #expect(UINavigationController().viewControllers.isEmpty)
    }

    @Test func animatedPushChangesTheStackAtOnceAndCallsDidShowWhenTheTransitionEnds() {
        let log = EventLog()
        let delegate = RecordingDelegate(log: log)
        let root = screen("root")
        let navigationController = UINavigationController(rootViewController: root)
        navigationController.delegate = delegate
        let window = makeWindow(root: navigationController, holdsTransitions: true)
        #expect(log.events == ["didShow root"], "UIKit tells the delegate when the navigation controller appears")
        log.clear()
        let detail = screen("detail")

        navigationController.pushViewController(detail, animated: true)

        #expect(navigationController.viewControllers == [root, detail])
        #expect(log.events == ["willShow detail"])
        #expect(navigationController.transitionCoordinator?.viewController(forKey: .to) === detail)
        #expect(detail.transitionCoordinator != nil, "children see their container's coordinator")
        #expect(window.doubleRuntime.pendingTransitions.map(\.kind) == [.push])

        window.doubleRuntime.finishNextTransition()

        #expect(log.events == ["willShow detail", "didShow detail"])
        #expect(delegate.fromInDidShow === root, "the coordinator is still there inside didShow")
        #expect(navigationController.transitionCoordinator == nil)
    }

    @Test func nonAnimatedChangesApplyAtOnceWithoutACoordinator() {
        let log = EventLog()
        let delegate = RecordingDelegate(log: log)
        let navigationController = UINavigationController(rootViewController: screen("root"))
        navigationController.delegate = delegate
        let window = makeWindow(root: navigationController, holdsTransitions: true)
        log.clear()

        navigationController.pushViewController(screen("detail"), animated: false)

        #expect(navigationController.viewControllers.count == 2)
        #expect(log.events == ["willShow detail", "didShow detail"])
        #expect(delegate.fromInDidShow == nil)
        #expect(window.doubleRuntime.pendingTransitions.isEmpty)
    }

    @Test func popViewControllerAtTheRootReturnsNilAndDoesNothing() {
        let log = EventLog()
        let delegate = RecordingDelegate(log: log)
        let root = screen("root")
        let navigationController = UINavigationController(rootViewController: root)
        navigationController.delegate = delegate
        let window = makeWindow(root: navigationController, completesTransitionsSynchronously: true)
        log.clear()

        #expect(navigationController.popViewController(animated: true) == nil)
        #expect(navigationController.viewControllers == [root])
        #expect(log.events.isEmpty)
        #expect(window.doubleRuntime.issues.isEmpty)
    }

    @Test func popsReturnWhatTheyPopped() {
        let root = screen("root")
        let middle = screen("middle")
        let top = screen("top")
        let navigationController = UINavigationController(rootViewController: root)
        navigationController.setViewControllers([root, middle, top], animated: false)
        let window = makeWindow(root: navigationController, completesTransitionsSynchronously: true)

        #expect(navigationController.popToViewController(top, animated: true) == [])
        #expect(navigationController.popViewController(animated: true) === top)
        navigationController.pushViewController(top, animated: true)
        #expect(navigationController.popToRootViewController(animated: true) == [middle, top])
        #expect(navigationController.popToRootViewController(animated: true) == [])
        #expect(navigationController.viewControllers == [root])

        withExtendedLifetime(window) {}
    }

    @Test func popToAControllerNotInTheStackRecordsAnException() {
        let navigationController = UINavigationController(rootViewController: screen("root"))
        let window = makeWindow(root: navigationController)

        #expect(navigationController.popToViewController(screen("stranger"), animated: true) == nil)
        #expect(window.doubleRuntime.exceptions.count == 1)
    }

    @Test func pushingAnInstanceAlreadyInTheStackRecordsAnExceptionAndIsIgnored() {
        let root = screen("root")
        let detail = screen("detail")
        let navigationController = UINavigationController(rootViewController: root)
        let window = makeWindow(root: navigationController)
        navigationController.pushViewController(detail, animated: false)

        navigationController.pushViewController(root, animated: true)
        navigationController.pushViewController(detail, animated: false)

        #expect(navigationController.viewControllers == [root, detail])
        #expect(window.doubleRuntime.exceptions.count == 2)
        #expect(window.doubleRuntime.exceptions.allSatisfy { $0.contains("Pushing the same view controller instance more than once is not supported") })
    }

    @Test func aChangeWhileANavigationTransitionIsInFlightIsLoggedAndQueuedUntilItEnds() {
        let root = screen("root")
        let detail = screen("detail")
        let more = screen("more")
        let navigationController = UINavigationController(rootViewController: root)
        let window = makeWindow(root: navigationController, holdsTransitions: true)
        navigationController.pushViewController(detail, animated: true)

        navigationController.pushViewController(more, animated: true)

        // UIKit logs, and does not update `viewControllers` until the running push ends.
        #expect(window.doubleRuntime.warnings.count == 1)
        #expect(window.doubleRuntime.warnings.allSatisfy { $0.contains("nested") && $0.contains("corrupted navigation bar") })
        #expect(navigationController.viewControllers == [root, detail])
        #expect(window.doubleRuntime.finishNextTransition())
        #expect(navigationController.viewControllers == [root, detail, more])
        #expect(window.doubleRuntime.pendingTransitions.map(\.kind) == [.push])
        window.doubleRuntime.finishAllTransitions()
        #expect(navigationController.popViewController(animated: false) === more)
        #expect(navigationController.viewControllers == [root, detail])
        #expect(window.doubleRuntime.issues.count == 1)
    }

    @Test func onUIKitsClockAPushDuringAPushIsLoggedAndShownAfterIt() async {
        let root = screen("root")
        let navigationController = UINavigationController(rootViewController: root)
        let window = makeWindow(root: navigationController)
        await window.doubleRuntime.settle()
        let detail = screen("detail")
        let more = screen("more")

        navigationController.pushViewController(detail, animated: true)
        navigationController.pushViewController(more, animated: true)

        #expect(navigationController.viewControllers == [root, detail], "not updated while the first push runs")
        await window.doubleRuntime.settle()
        #expect(navigationController.viewControllers == [root, detail, more])
        #expect(window.doubleRuntime.warnings.count == 1)
    }

    @Test func aNestedPopIsQueuedToo() {
        let root = screen("root")
        let detail = screen("detail")
        let navigationController = UINavigationController(rootViewController: root)
        let window = makeWindow(root: navigationController, holdsTransitions: true)
        navigationController.pushViewController(detail, animated: true)

        #expect(navigationController.popViewController(animated: false) == nil)
        #expect(navigationController.viewControllers == [root, detail])
        window.doubleRuntime.finishAllTransitions()
        #expect(navigationController.viewControllers == [root])
        #expect(window.doubleRuntime.warnings.count == 1)
    }

    @Test func animatedSetViewControllersRunsAsAPushOrAPop() {
        let root = screen("root")
        let detail = screen("detail")
        let navigationController = UINavigationController(rootViewController: root)
        let window = makeWindow(root: navigationController, holdsTransitions: true)

        navigationController.setViewControllers([root, detail], animated: true)
        #expect(window.doubleRuntime.pendingTransitions.map(\.kind) == [.push])
        window.doubleRuntime.finishAllTransitions()

        navigationController.setViewControllers([root], animated: true)
        #expect(window.doubleRuntime.pendingTransitions.map(\.kind) == [.pop])
        window.doubleRuntime.finishAllTransitions()

        navigationController.setViewControllers([screen("other"), root], animated: true)
        #expect(window.doubleRuntime.pendingTransitions.isEmpty, "an unchanged top does not animate")
    }

    @Test func poppedControllersAreMovingFromParentAndLeaveTheirParentAtTheEnd() {
        let log = EventLog()
        let root = screen("root")
        let detail = LoggingViewController("detail", log: log)
        let navigationController = UINavigationController(rootViewController: root)
        let window = makeWindow(root: navigationController, holdsTransitions: true)
        navigationController.pushViewController(detail, animated: true)
        window.doubleRuntime.finishAllTransitions()
        log.clear()

        navigationController.popViewController(animated: true)
        #expect(detail.navigationController === navigationController)
        window.doubleRuntime.finishAllTransitions()

        #expect(log.events == ["detail.viewWillDisappear(movingFromParent)", "detail.viewDidDisappear", "detail.didMove(toParent: nil)"])
        #expect(detail.parent == nil && detail.navigationController == nil)
        #expect(!detail.isMovingFromParent)
    }

    @Test func aStackOutsideAWindowChangesWithoutAnimation() {
        let navigationController = UINavigationController(rootViewController: screen("root"))
        navigationController.pushViewController(screen("detail"), animated: true)

        #expect(navigationController.viewControllers.count == 2)
        #expect(navigationController.transitionCoordinator == nil)
    }

    @Test func visibleViewControllerIsAPresentedControllerElseTheTop() {
        let root = screen("root")
        let navigationController = UINavigationController(rootViewController: root)
        let window = makeWindow(root: navigationController)
        #expect(navigationController.visibleViewController === root)

        let sheet = screen("sheet")
        root.present(sheet, animated: false)
        #expect(navigationController.visibleViewController === sheet)

        withExtendedLifetime(window) {}
    }
}
#endif
