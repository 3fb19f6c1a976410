#if os(Linux)
import Testing
import UIKitDouble

@MainActor
@Suite struct AppearanceTests {
    @Test func theRootAppearsWhenTheWindowBecomesVisible() {
        let log = EventLog()
        let root = LoggingViewController("root", log: log)
        let window = UIWindow(frame: .zero)
        window.rootViewController = root
        #expect(log.events.isEmpty, "a new window is hidden")

        window.makeKeyAndVisible()

        #expect(window.isKeyWindow)
        #expect(log.events == ["root.viewDidLoad", "root.viewWillAppear", "root.viewDidAppear"])
        #expect(root.view.window === window)
    }

    @Test func anAnimatedPushRunsWillCallsNowAndDidCallsAtTheEnd() {
        let log = EventLog()
        let root = LoggingViewController("root", log: log)
        let navigationController = UINavigationController(rootViewController: root)
        let window = makeWindow(root: navigationController, holdsTransitions: true)
        log.clear()

        navigationController.pushViewController(LoggingViewController("detail", log: log), animated: true)
        #expect(log.events == ["detail.viewDidLoad", "root.viewWillDisappear", "detail.viewWillAppear"])
        window.doubleRuntime.finishNextTransition()

        #expect(log.events.suffix(2) == ["root.viewDidDisappear", "detail.viewDidAppear"])
    }

    @Test func viewDidLoadRunsOnce() {
        let log = EventLog()
        let controller = LoggingViewController("screen", log: log)
        #expect(!controller.isViewLoaded)

        _ = controller.view
        _ = controller.view

        #expect(log.events == ["screen.viewDidLoad"])
        #expect(controller.viewIfLoaded != nil)
    }

    @Test func switchingTabsMakesTheTabsAppearAndDisappear() {
        let log = EventLog()
        let a = LoggingViewController("a", log: log)
        let b = LoggingViewController("b", log: log)
        let tabBarController = UITabBarController()
        tabBarController.viewControllers = [a, b]
        let window = makeWindow(root: tabBarController)
        log.clear()

        tabBarController.selectedIndex = 1

        #expect(log.events == ["b.viewDidLoad", "a.viewWillDisappear", "b.viewWillAppear", "a.viewDidDisappear", "b.viewDidAppear"])

        withExtendedLifetime(window) {}
    }

    @Test func containmentCallsWillMoveOnAddAndDidMoveOnRemove() {
        let log = EventLog()
        let parent = UIViewController()
        let child = LoggingViewController("child", log: log)
        let window = makeWindow(root: parent)
        log.clear()

        parent.addChild(child)
        #expect(parent.children == [child])
        #expect(log.events == ["child.viewDidLoad", "child.viewWillAppear", "child.viewDidAppear"])

        child.removeFromParent()
        #expect(child.parent == nil)
        #expect(log.events.suffix(3) == ["child.viewWillDisappear", "child.viewDidDisappear", "child.didMove(toParent: nil)"])

        withExtendedLifetime(window) {}
    }
}
#endif
