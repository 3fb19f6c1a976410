#if os(Linux)
import Foundation
import Testing
import UIKitDouble

@MainActor
@Suite struct TabBarTests {
    /// A shown tab bar controller with tabs "a", "b", "c"; keep the returned delegate and window alive.
    private func makeTabs(_ log: EventLog) -> (UITabBarController, RecordingDelegate, UIWindow, [UIViewController]) {
        let delegate = RecordingDelegate(log: log)
        let tabs = [screen("a"), screen("b"), screen("c")]
        let tabBarController = UITabBarController()
        tabBarController.viewControllers = tabs
        tabBarController.delegate = delegate
        let window = makeWindow(root: tabBarController)
        return (tabBarController, delegate, window, tabs)
    }

    @Test func codeSelectingATabNeverCallsTheDelegate() {
        let log = EventLog()
        let (tabBarController, delegate, window, tabs) = makeTabs(log)

        tabBarController.selectedIndex = 1
        #expect(tabBarController.selectedViewController === tabs[1])
        tabBarController.selectedViewController = tabs[2]
        #expect(tabBarController.selectedIndex == 2)

        #expect(log.events.isEmpty)

        withExtendedLifetime((delegate, window)) {}
    }

    @Test func aTapAsksShouldSelectThenSelectsThenCallsDidSelect() {
        let log = EventLog()
        let (tabBarController, delegate, window, tabs) = makeTabs(log)

        #expect(window.doubleRuntime.tapTab(at: 2, in: tabBarController))

        #expect(log.events == ["shouldSelect c", "didSelect c"])
        #expect(tabBarController.selectedViewController === tabs[2])
        #expect(tabs[2].tabBarController === tabBarController)

        withExtendedLifetime((delegate, window)) {}
    }

    @Test func aRefusedTapChangesNothing() {
        let log = EventLog()
        let (tabBarController, delegate, window, _) = makeTabs(log)
        delegate.allowsTabSelection = false

        #expect(!window.doubleRuntime.tapTab(at: 1, in: tabBarController))

        #expect(log.events == ["shouldSelect b"])
        #expect(tabBarController.selectedIndex == 0)

        withExtendedLifetime((delegate, window)) {}
    }

    @Test func tappingTheSelectedNavigationTabPopsItToRootAndStillCallsDidSelect() {
        let log = EventLog()
        let root = screen("root")
        let navigationController = UINavigationController(rootViewController: root)
        navigationController.title = "nav"
        navigationController.pushViewController(screen("detail"), animated: false)
        let tabBarController = UITabBarController()
        tabBarController.setViewControllers([navigationController, screen("other")], animated: false)
        let delegate = RecordingDelegate(log: log)
        tabBarController.delegate = delegate
        navigationController.delegate = delegate
        let window = makeWindow(root: tabBarController, completesTransitionsSynchronously: true)
        #expect(log.events == ["didShow detail"], "the selected tab's navigation controller appeared")
        log.clear()

        #expect(window.doubleRuntime.tapTab(at: 0, in: tabBarController))

        #expect(navigationController.viewControllers == [root])
        #expect(log.events == ["shouldSelect nav", "willShow root", "didShow root", "didSelect nav"])
    }

    @Test func settingViewControllersKeepsTheSelectedControllerElseTheIndexElseTheFirst() {
        let a = screen("a"), b = screen("b"), c = screen("c"), d = screen("d")
        let tabBarController = UITabBarController()
        #expect(tabBarController.viewControllers == nil)
        #expect(tabBarController.selectedIndex == NSNotFound)

        tabBarController.setViewControllers([a, b, c], animated: false)
        #expect(tabBarController.selectedIndex == 0)
        tabBarController.selectedIndex = 1

        tabBarController.setViewControllers([c, a, b], animated: false)
        #expect(tabBarController.selectedViewController === b)

        tabBarController.setViewControllers([a, d, c], animated: false)
        #expect(tabBarController.selectedIndex == 2, "b is gone: the index stays")

        tabBarController.setViewControllers([d], animated: false)
        #expect(tabBarController.selectedViewController === d)
        #expect(a.parent == nil && d.parent === tabBarController)
    }

    @Test func selectingAControllerThatIsNotATabRecordsUIKitsException() {
        let log = EventLog()
        let (tabBarController, delegate, window, _) = makeTabs(log)

        tabBarController.selectedViewController = screen("stranger")
        tabBarController.selectedIndex = 7

        #expect(window.doubleRuntime.exceptions.count == 1)
        #expect(tabBarController.selectedIndex == 0)

        withExtendedLifetime((delegate, window)) {}
    }

    @Test func onlyTheSelectedTabIsInTheWindowHierarchy() {
        let log = EventLog()
        let (tabBarController, delegate, window, tabs) = makeTabs(log)

        tabs[1].present(screen("sheet"), animated: false)
        #expect(window.doubleRuntime.warnings.first?.contains("not in the window hierarchy") == true)

        tabs[0].present(screen("sheet"), animated: false)
        #expect(tabBarController.presentedViewController != nil)

        withExtendedLifetime((delegate, window)) {}
    }

    @Test func beyondFiveTabsTheOthersAreShownInsideTheMoreNavigationController() {
        let stacks = (1...6).map { index in UINavigationController(rootViewController: screen("root \(index)")) }
        let tabBarController = UITabBarController()
        tabBarController.setViewControllers(stacks, animated: false)
        let window = makeWindow(root: tabBarController, completesTransitionsSynchronously: true)
        let more = tabBarController.moreNavigationController
        #expect(more.viewControllers.count == 1, "its root lists the tabs beyond the fourth")
        #expect(tabBarController.customizableViewControllers?.count == 6, "all customizable by default")

        tabBarController.selectedIndex = 5

        #expect(tabBarController.selectedViewController === stacks[5])
        #expect(stacks[5].viewControllers.isEmpty, "UIKit moved the tab's stack onto More")
        #expect(more.viewControllers.count == 2)
        #expect(more.topViewController?.title == "root 6")
        #expect(more.topViewController?.view.window === window)
        more.pushViewController(screen("detail"), animated: true)
        #expect(more.viewControllers.count == 3)

        tabBarController.selectedIndex = 0
        #expect(stacks[5].viewControllers.map(\.title) == ["root 6", "detail"], "given back when another tab shows")
        #expect(more.viewControllers.count == 1)
        #expect(window.doubleRuntime.issues.isEmpty)
    }
}
#endif
