#if os(Linux)
import Testing
import UIKitDouble

@MainActor
@Suite struct InteractivePopTests {
    @MainActor
    private struct Fixture {
        let log = EventLog()
        let delegate: RecordingDelegate
        let root: LoggingViewController
        let detail: LoggingViewController
        let navigationController: UINavigationController
        let window: UIWindow

        /// Synchronous completion unless held: these tests are about the gesture, not the clock.
        init(holdsTransitions: Bool = false) {
            delegate = RecordingDelegate(log: log)
            root = LoggingViewController("root", log: log)
            detail = LoggingViewController("detail", log: log)
            navigationController = UINavigationController(rootViewController: root)
            navigationController.delegate = delegate
            window = makeWindow(root: navigationController, holdsTransitions: holdsTransitions, completesTransitionsSynchronously: !holdsTransitions)
            navigationController.pushViewController(detail, animated: false)
            log.clear()
        }
    }

    @Test func beginningASwipeCallsWillShowWithTheControllerBelowAndIsInteractive() throws {
        let fixture = Fixture()

        let swipe = try #require(fixture.window.doubleRuntime.beginSwipeBack(in: fixture.navigationController))

        #expect(swipe.isInteracting)
        #expect(fixture.log.events == ["willShow root", "detail.viewWillDisappear(movingFromParent)", "root.viewWillAppear"])
        let coordinator = try #require(fixture.navigationController.transitionCoordinator)
        #expect(coordinator.isInteractive && coordinator.initiallyInteractive && coordinator.isAnimated)
        #expect(coordinator.viewController(forKey: .from) === fixture.detail)
        #expect(coordinator.viewController(forKey: .to) === fixture.root)
        #expect(fixture.navigationController.topViewController === fixture.root)
        #expect(fixture.window.doubleRuntime.finishNextTransition() == false, "a gesture in progress cannot be finished by the clock")
    }

    @Test func aCompletedSwipePopsAndCallsDidShow() throws {
        let fixture = Fixture()
        let swipe = try #require(fixture.window.doubleRuntime.beginSwipeBack(in: fixture.navigationController))
        var cancelledSeen: [Bool] = []
        fixture.navigationController.transitionCoordinator?.notifyWhenInteractionChanges { cancelledSeen.append($0.isCancelled) }
        fixture.navigationController.transitionCoordinator?.animate(alongsideTransition: nil) { cancelledSeen.append($0.isCancelled) }

        swipe.complete()

        #expect(fixture.navigationController.viewControllers == [fixture.root])
        #expect(fixture.log.events.suffix(4) == ["detail.viewDidDisappear", "root.viewDidAppear", "detail.didMove(toParent: nil)", "didShow root"])
        #expect(fixture.delegate.fromInDidShow === fixture.detail)
        #expect(cancelledSeen == [false, false])
    }

    @Test func aCancelledSwipeRestoresTheStackAndNeverCallsDidShow() throws {
        let fixture = Fixture(holdsTransitions: true)
        let swipe = try #require(fixture.window.doubleRuntime.beginSwipeBack(in: fixture.navigationController))
        var seen: [String] = []
        let coordinator = try #require(fixture.navigationController.transitionCoordinator)
        coordinator.notifyWhenInteractionChanges { seen.append("interaction cancelled=\($0.isCancelled) interactive=\($0.isInteractive)") }
        coordinator.animate(alongsideTransition: { _ in seen.append("alongside") }, completion: { seen.append("completion cancelled=\($0.isCancelled)") })

        swipe.cancel()
        #expect(seen == ["alongside", "interaction cancelled=true interactive=false"])
        fixture.window.doubleRuntime.finishNextTransition()

        #expect(seen.last == "completion cancelled=true")
        #expect(fixture.navigationController.viewControllers == [fixture.root, fixture.detail])
        #expect(fixture.detail.parent === fixture.navigationController)
        #expect(!fixture.log.events.contains("didShow root"))
        #expect(!fixture.log.events.contains("detail.viewDidDisappear"), "viewDidDisappear never fires for a cancelled swipe")
        #expect(fixture.log.events.suffix(4) == ["root.viewWillDisappear", "root.viewDidDisappear", "detail.viewWillAppear", "detail.viewDidAppear"])
        #expect(fixture.window.doubleRuntime.issues.isEmpty)
    }

    @Test func aSwipeCannotStartAtTheRootOrDuringATransition() {
        let fixture = Fixture(holdsTransitions: true)
        fixture.navigationController.pushViewController(screen("third"), animated: true)
        #expect(fixture.window.doubleRuntime.beginSwipeBack(in: fixture.navigationController) == nil)
        fixture.window.doubleRuntime.finishAllTransitions()

        fixture.navigationController.setViewControllers([fixture.root], animated: false)
        #expect(fixture.window.doubleRuntime.beginSwipeBack(in: fixture.navigationController) == nil)
    }

    @Test func aBackTapIsAnAnimatedPop() {
        let fixture = Fixture(holdsTransitions: true)

        #expect(fixture.window.doubleRuntime.tapBack(in: fixture.navigationController))
        #expect(fixture.log.events.first == "willShow root")
        #expect(fixture.window.doubleRuntime.pendingTransitions.map(\.kind) == [.pop])
        #expect(!fixture.window.doubleRuntime.tapBack(in: fixture.navigationController), "no tap while animating")
        fixture.window.doubleRuntime.finishAllTransitions()

        #expect(fixture.log.events.last == "didShow root")
        #expect(!fixture.window.doubleRuntime.tapBack(in: fixture.navigationController), "no back button at the root")
    }
}
#endif
