#if os(Linux)
import CoordinatorFixtures
import CoordinatorKit
import CoordinatorKitUIKit
import IssueReportingTestSupport
import Testing
import UIKitDouble

// An app with delegates of its own on the host's navigation and tab bar controllers: they hear
// every call, and the host keeps writing the user's gestures back.

@MainActor
@Suite struct UIKitAppDelegates {
    @Test func theAppsNavigationDelegateHearsEveryCallAndBackTapsStillEndChildFlows() async {
        let app = UIKitApp()
        let appDelegate = AppNavigationDelegate()
        app.host.navigationControllerDelegate = appDelegate
        let main = MainCoordinator()
        app.navigator.start(main)
        weak let buy = main.buy()
        await app.settle()
        appDelegate.calls = []
        #expect(app.tapBack())
        await app.settle()
        #expect(appDelegate.calls == ["willShow list", "didShow list"])
        #expect(main.outcomes == [.cancelled])
        #expect(buy == nil)
        app.expectInSync()
    }

    @Test func aNavigationDelegateSetDirectlyIsReportedAndStillHearsEveryCall() async {
        let app = UIKitApp()
        let main = MainCoordinator()
        app.navigator.start(main)
        weak let buy = main.buy()
        await app.settle()
        let appDelegate = AppNavigationDelegate()
        withKnownIssue {
            app.visibleNavigationController?.delegate = appDelegate
        } matching: { issue in
            issue.description.contains("host.navigationControllerDelegate")
        }
        await app.settle()
        #expect(app.host.navigationControllerDelegate === appDelegate)
        #expect(app.visibleNavigationController?.delegate !== appDelegate)

        #expect(app.swipeBack())
        await app.settle()
        #expect(appDelegate.calls == ["willShow list", "didShow list"])
        #expect(main.outcomes == [.cancelled])
        #expect(buy == nil)
        app.expectInSync()
    }

    @Test func theAppsTabBarDelegateDecidesAndHearsTapsThatAreStillWrittenBack() async {
        let app = UIKitApp()
        let appDelegate = AppTabBarDelegate()
        app.host.tabBarControllerDelegate = appDelegate
        let tabs = TabCoordinator<MainTab>([.catalog: ListCoordinator(), .orders: ListCoordinator()])
        app.navigator.start(tabs)

        appDelegate.allowsSelection = false
        await app.settle()
        #expect(app.tapTab(at: 1) == false)
        await app.settle()
        #expect(tabs.selectedTab == .catalog)
        appDelegate.allowsSelection = true
        await app.settle()
        #expect(app.tapTab(at: 1))
        await app.settle()
        #expect(tabs.selectedTab == .orders)
        #expect(appDelegate.calls == ["shouldSelect orders", "shouldSelect orders", "didSelect orders"])
        app.expectInSync()
    }

    @Test func aTabBarDelegateSetDirectlyIsReportedAndStillHearsTaps() async throws {
        let app = UIKitApp()
        let tabs = TabCoordinator<MainTab>([.catalog: ListCoordinator(), .orders: ListCoordinator()])
        app.navigator.start(tabs)
        await app.settle()
        let tabBarController = try #require(app.window.rootViewController as? UITabBarController)
        let appDelegate = AppTabBarDelegate()
        withKnownIssue {
            tabBarController.delegate = appDelegate
        } matching: { issue in
            issue.description.contains("host.tabBarControllerDelegate")
        }
        await app.settle()
        #expect(app.host.tabBarControllerDelegate === appDelegate)
        #expect(app.tapTab(at: 1))
        await app.settle()
        #expect(tabs.selectedTab == .orders)
        #expect(appDelegate.calls == ["shouldSelect orders", "didSelect orders"])
        app.expectInSync()
    }

    @Test func theAppsDelegatesAreHeldWeakly() async {
        let app = UIKitApp()
        do {
            let appDelegate = AppNavigationDelegate()
            app.host.navigationControllerDelegate = appDelegate
        }
        await app.settle()
        #expect(app.host.navigationControllerDelegate == nil)
    }
}

/// A navigation controller delegate of the app's, which logs what it hears.
private final class AppNavigationDelegate: NSObject, UINavigationControllerDelegate {
    var calls: [String] = []

    func navigationController(_ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool) {
        calls.append("willShow \(viewController.title ?? "?")")
    }

    func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool) {
        calls.append("didShow \(viewController.title ?? "?")")
    }
}

/// A tab bar controller delegate of the app's, which may refuse a tab and logs what it hears.
private final class AppTabBarDelegate: NSObject, UITabBarControllerDelegate {
    var calls: [String] = []
    var allowsSelection = true

    func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController) -> Bool {
        calls.append("shouldSelect \(viewController.title ?? "?")")
        return allowsSelection
    }

    func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController) {
        calls.append("didSelect \(viewController.title ?? "?")")
    }
}
#endif
