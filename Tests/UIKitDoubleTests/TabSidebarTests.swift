#if os(Linux)
import Foundation
import Testing
import UIKitDouble

// The iOS 18 tab API: `tabs`, `selectedTab`, `mode` and the sidebar (issue 53).
@MainActor
@Suite struct TabSidebarTests {
    /// A shown tab bar controller in the `.tabSidebar` mode with tabs "a", "b", "c"; keep the
    /// returned delegate and window alive.
    private func makeSidebar(_ log: EventLog) -> (UITabBarController, TabRecordingDelegate, UIWindow, [UITab]) {
        let delegate = TabRecordingDelegate(log: log)
        let tabs = ["a", "b", "c"].map { name in
            UITab(title: name.uppercased(), image: UIImage(systemName: "star"), identifier: name) { _ in screen(name) }
        }
        let tabBarController = UITabBarController()
        tabBarController.mode = .tabSidebar
        tabBarController.setTabs(tabs, animated: false)
        tabBarController.delegate = delegate
        let window = makeWindow(root: tabBarController)
        return (tabBarController, delegate, window, tabs)
    }

    @Test func tabsMakeTheViewControllersFromTheirProviders() {
        let log = EventLog()
        let (tabBarController, delegate, window, tabs) = makeSidebar(log)

        #expect(tabBarController.viewControllers?.map(\.title) == ["a", "b", "c"])
        #expect(tabs.allSatisfy { $0.tabBarController === tabBarController })
        #expect(tabs[1].viewController?.parent === tabBarController)
        #expect(tabBarController.selectedTab === tabs[0])
        #expect(tabBarController.selectedIndex == 0)

        withExtendedLifetime((delegate, window)) {}
    }

    @Test func viewControllersCannotBeSetWhileTabsAreUsed() {
        let log = EventLog()
        let (tabBarController, delegate, window, _) = makeSidebar(log)

        tabBarController.viewControllers = [screen("x")]

        #expect(tabBarController.viewControllers?.map(\.title) == ["a", "b", "c"])
        #expect(window.doubleRuntime.warnings.count == 1)

        withExtendedLifetime((delegate, window)) {}
    }

    @Test func repeatedIdentifiersAreRefused() {
        let tabBarController = UITabBarController()
        let window = makeWindow(root: tabBarController)
        let twice = [
            UITab(title: "A", image: nil, identifier: "a") { _ in screen("a") },
            UITab(title: "A again", image: nil, identifier: "a") { _ in screen("a2") },
        ]

        tabBarController.setTabs(twice, animated: false)

        #expect(tabBarController.tabs.isEmpty)
        #expect(window.doubleRuntime.exceptions.count == 1)
    }

    @Test func theSidebarIsShownOnlyInTheTabSidebarModeAtARegularWidth() {
        let log = EventLog()
        let (tabBarController, delegate, window, _) = makeSidebar(log)
        #expect(tabBarController.doubleSidebarTabs?.map(\.identifier) == ["a", "b", "c"])

        window.doubleRuntime.simulateHorizontalSizeClassChange(to: .compact)
        #expect(tabBarController.doubleSidebarTabs == nil, "a compact width shows the tab bar alone")
        #expect(!window.doubleRuntime.tapSidebarTab("b", in: tabBarController))

        window.doubleRuntime.simulateHorizontalSizeClassChange(to: .regular)
        tabBarController.mode = .tabBar
        #expect(tabBarController.doubleSidebarTabs == nil)
        tabBarController.mode = .automatic
        #expect(tabBarController.doubleSidebarTabs == nil, "without groups, automatic is the tab bar")

        withExtendedLifetime((delegate, window)) {}
    }

    @Test func aPickInTheSidebarAsksAndTellsTheDelegateByTab() {
        let log = EventLog()
        let (tabBarController, delegate, window, tabs) = makeSidebar(log)

        #expect(window.doubleRuntime.tapSidebarTab("c", in: tabBarController))

        #expect(log.events == ["shouldSelectTab c", "didSelectTab c previous a"])
        #expect(tabBarController.selectedTab === tabs[2])
        #expect(tabBarController.selectedViewController?.title == "c")

        delegate.allowsTabSelection = false
        #expect(!window.doubleRuntime.tapSidebarTab("b", in: tabBarController))
        #expect(tabBarController.selectedTab === tabs[2])

        withExtendedLifetime((delegate, window)) {}
    }

    @Test func aTapInTheTabBarOfTabsUsesTheTabCallbacksOnly() {
        let log = EventLog()
        let (tabBarController, delegate, window, tabs) = makeSidebar(log)

        #expect(window.doubleRuntime.tapTab(at: 1, in: tabBarController))

        #expect(log.events == ["shouldSelectTab b", "didSelectTab b previous a"])
        #expect(tabBarController.selectedTab === tabs[1])

        withExtendedLifetime((delegate, window)) {}
    }

    @Test func codeSelectingATabNeverCallsTheDelegate() {
        let log = EventLog()
        let (tabBarController, delegate, window, tabs) = makeSidebar(log)

        tabBarController.selectedTab = tabs[2]
        #expect(tabBarController.selectedIndex == 2)
        tabBarController.selectedTab = UITab(title: "Stranger", image: nil, identifier: "x") { _ in screen("x") }

        #expect(tabBarController.selectedTab === tabs[2])
        #expect(window.doubleRuntime.exceptions.count == 1)
        #expect(log.events.isEmpty)

        withExtendedLifetime((delegate, window)) {}
    }

    @Test func settingTabsKeepsTheSelectedTabElseSelectsTheFirst() {
        let log = EventLog()
        let (tabBarController, delegate, window, tabs) = makeSidebar(log)
        tabBarController.selectedTab = tabs[1]

        tabBarController.tabs = [tabs[2], tabs[1]]
        #expect(tabBarController.selectedTab === tabs[1])
        #expect(tabs[0].tabBarController == nil)
        #expect(tabs[0].viewController?.parent == nil)

        tabBarController.tabs = [tabs[0], tabs[2]]
        #expect(tabBarController.selectedTab === tabs[0])

        withExtendedLifetime((delegate, window)) {}
    }
}

/// Records the tab callbacks of the iOS 18 API, as adapter code implements them.
private final class TabRecordingDelegate: NSObject, UITabBarControllerDelegate {
    let log: EventLog
    var allowsTabSelection = true

    init(log: EventLog) { self.log = log }

    func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController) -> Bool {
        log.append("shouldSelect \(viewController.title ?? "?")")
        return allowsTabSelection
    }

    func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController) {
        log.append("didSelect \(viewController.title ?? "?")")
    }

    func tabBarController(_ tabBarController: UITabBarController, shouldSelectTab tab: UITab) -> Bool {
        log.append("shouldSelectTab \(tab.identifier)")
        return allowsTabSelection
    }

    func tabBarController(_ tabBarController: UITabBarController, didSelectTab selectedTab: UITab, previousTab: UITab?) {
        log.append("didSelectTab \(selectedTab.identifier) previous \(previousTab?.identifier ?? "none")")
    }
}
#endif
