#if os(Linux)
import Testing
import UIKitDouble

@MainActor
@Suite struct LeakTests {
    @Test func aPoppedControllerDeinitializes() {
        let navigationController = UINavigationController(rootViewController: screen("root"))
        let window = makeWindow(root: navigationController, holdsTransitions: true)
        weak var popped: UIViewController?
        do {
            let detail = screen("detail")
            popped = detail
            navigationController.pushViewController(detail, animated: true)
            window.doubleRuntime.finishAllTransitions()
            _ = navigationController.transitionCoordinator
            navigationController.popViewController(animated: true)
        }
        #expect(popped != nil, "the running pop still holds it")
        window.doubleRuntime.finishAllTransitions()

        #expect(popped == nil)
    }

    @Test func aControllerPoppedByACompletedSwipeDeinitializesEvenIfTheGestureHandleIsKept() throws {
        let navigationController = UINavigationController(rootViewController: screen("root"))
        let window = makeWindow(root: navigationController, completesTransitionsSynchronously: true)
        weak var popped: UIViewController?
        var swipe: UIKitDoubleInteractivePop?
        do {
            let detail = screen("detail")
            popped = detail
            navigationController.pushViewController(detail, animated: false)
            swipe = window.doubleRuntime.beginSwipeBack(in: navigationController)
        }
        try #require(swipe).complete()

        #expect(popped == nil)
        withExtendedLifetime(swipe) {}
    }

    @Test func dismissedControllersAndTheirPresentationControllersDeinitialize() {
        let root = screen("root")
        let window = makeWindow(root: root, completesTransitionsSynchronously: true)
        weak var dismissed: UIViewController?
        weak var presentationController: UIPresentationController?
        weak var delegate: RecordingDelegate?
        do {
            let sheet = UINavigationController(rootViewController: screen("content"))
            let sheetDelegate = RecordingDelegate(log: EventLog())
            dismissed = sheet
            delegate = sheetDelegate
            presentationController = sheet.presentationController
            sheet.presentationController?.delegate = sheetDelegate
            root.present(sheet, animated: true)
            window.doubleRuntime.swipeDown(of: sheet)
        }

        #expect(dismissed == nil)
        #expect(presentationController == nil)
        #expect(delegate == nil, "delegates are weak")
    }

    @Test func aWindowReleasesItsWholeHierarchy() {
        weak var weakWindow: UIWindow?
        weak var weakNavigation: UINavigationController?
        weak var weakSheet: UIViewController?
        do {
            let navigationController = UINavigationController(rootViewController: screen("root"))
            let window = makeWindow(root: navigationController, completesTransitionsSynchronously: true)
            navigationController.pushViewController(screen("detail"), animated: true)
            let sheet = screen("sheet")
            navigationController.present(sheet, animated: true)
            weakWindow = window
            weakNavigation = navigationController
            weakSheet = sheet
        }

        #expect(weakWindow == nil)
        #expect(weakNavigation == nil)
        #expect(weakSheet == nil)
    }

    @Test func aWindowReleasedWithAPresentationInFlightReleasesItsRuntimeAndControllers() {
        weak var weakRuntime: UIKitDoubleRuntime?
        weak var weakSheet: UIViewController?
        do {
            let window = makeWindow(root: screen("root"), holdsTransitions: true)
            let sheet = screen("sheet")
            window.rootViewController?.present(sheet, animated: true)
            weakRuntime = window.doubleRuntime
            weakSheet = sheet
        }

        #expect(weakRuntime == nil, "a transition left in flight must not keep its runtime")
        #expect(weakSheet == nil)
    }

    @Test func aWindowReleasedMidSwipeReleasesItsRuntimeAndControllers() throws {
        weak var weakRuntime: UIKitDoubleRuntime?
        weak var weakNavigation: UINavigationController?
        weak var weakDetail: UIViewController?
        do {
            let navigationController = UINavigationController(rootViewController: screen("root"))
            let window = makeWindow(root: navigationController, completesTransitionsSynchronously: true)
            let detail = screen("detail")
            navigationController.pushViewController(detail, animated: false)
            let swipe = try #require(window.doubleRuntime.beginSwipeBack(in: navigationController))
            #expect(swipe.isInteracting)
            weakRuntime = window.doubleRuntime
            weakNavigation = navigationController
            weakDetail = detail
        }

        #expect(weakRuntime == nil, "a swipe left in progress must not keep its runtime")
        #expect(weakNavigation == nil)
        #expect(weakDetail == nil)
    }

    @Test func removedTabsDeinitialize() {
        let tabBarController = UITabBarController()
        let window = makeWindow(root: tabBarController)
        weak var removed: UIViewController?
        do {
            let tab = screen("tab")
            removed = tab
            tabBarController.viewControllers = [tab, screen("other")]
            tabBarController.selectedIndex = 0
        }
        tabBarController.viewControllers = [screen("new")]

        #expect(removed == nil)

        withExtendedLifetime(window) {}
    }
}
#endif
