#if os(Linux)
import CoordinatorFixtures
import CoordinatorKit
import CoordinatorKitUIKit
import CoordinatorKitTesting
import CoordinatorKitUIKitTesting
import IssueReportingTestSupport
import Testing
import UIKitDouble

// An app with delegates of its own on the host's navigation and tab bar controllers: they hear
// every call, and the host keeps writing the user's gestures back.

@MainActor
@Suite struct UIKitAppDelegates {
    @Test func theAppsNavigationDelegateHearsEveryCallAndBackTapsStillEndChildFlows() async {
        let app = UIKitScenarioHost.testApp()
        let appDelegate = AppNavigationDelegate()
        app.host.navigationControllerDelegate = appDelegate
        let main = MainCoordinator()
        app.navigator.start(main)
        weak let buy = main.buy()
        await app.runtime.settle()
        appDelegate.calls = []
        #expect(app.tapBack())
        await app.runtime.settle()
        #expect(appDelegate.calls == ["willShow list", "didShow list"])
        #expect(main.outcomes == [.cancelled])
        #expect(buy == nil)
        app.expectInSync()
    }

    @Test func aNavigationDelegateSetOnTheControllerHearsEveryCallAndSwipesStillEndChildFlows() async {
        let app = UIKitScenarioHost.testApp()
        let main = MainCoordinator()
        app.navigator.start(main)
        weak let buy = main.buy()
        await app.runtime.settle()
        let appDelegate = AppNavigationDelegate()
        app.visibleNavigationController?.delegate = appDelegate
        await app.runtime.settle()
        #expect(app.host.navigationControllerDelegate == nil, "set for one navigation controller, not for every one")

        #expect(app.swipeBack())
        await app.runtime.settle()
        #expect(appDelegate.calls == ["willShow list", "didShow list"])
        #expect(main.outcomes == [.cancelled])
        #expect(buy == nil)
        app.expectInSync()
    }

    @Test func aNavigationDelegateSetOnTheControllerHearsOnlyThatController() async throws {
        let app = UIKitScenarioHost.testApp()
        let main = MainCoordinator()
        app.navigator.start(main)
        await app.runtime.settle()
        let rootDelegate = AppNavigationDelegate()
        app.visibleNavigationController?.delegate = rootDelegate
        let buy = BuyCoordinator()
        main.startChild(buy, as: .sheet)
        buy.show(.payment)
        await app.runtime.settle()
        #expect(app.tapBack())
        await app.runtime.settle()
        #expect(rootDelegate.calls.isEmpty)
        #expect(app.tree == "root  stack: [list]\nsheet stack: [cart]")
        app.expectInSync()
    }

    @Test func aNavigationDelegateSetOnTheControllerCanBeReplacedAndRemoved() async {
        let app = UIKitScenarioHost.testApp()
        let main = MainCoordinator()
        app.navigator.start(main)
        await app.runtime.settle()
        let first = AppNavigationDelegate()
        let second = AppNavigationDelegate()
        let navigationController = app.visibleNavigationController
        navigationController?.delegate = first
        navigationController?.delegate = second
        main.show(.cart)
        await app.runtime.settle()
        #expect(first.calls.isEmpty)
        #expect(second.calls == ["willShow cart", "didShow cart"])

        navigationController?.delegate = nil
        #expect(app.tapBack())
        await app.runtime.settle()
        #expect(second.calls == ["willShow cart", "didShow cart"])
        #expect(app.tree == "root stack: [list]")
        app.expectInSync()
    }

    @Test func aNavigationDelegateSetOnTheControllerAndTheHostsHearEachCallOnceInThatOrder() async {
        let app = UIKitScenarioHost.testApp()
        let main = MainCoordinator()
        app.navigator.start(main)
        await app.runtime.settle()
        let log = CallLog()
        let own = AppNavigationDelegate(name: "own", log: log)
        let hostWide = AppNavigationDelegate(name: "host-wide", log: log)
        app.visibleNavigationController?.delegate = own
        app.host.navigationControllerDelegate = hostWide
        main.show(.cart)
        await app.runtime.settle()
        #expect(log.calls == ["own willShow cart", "host-wide willShow cart", "own didShow cart", "host-wide didShow cart"])

        log.calls = []
        app.host.navigationControllerDelegate = own
        #expect(app.tapBack())
        await app.runtime.settle()
        #expect(log.calls == ["own willShow list", "own didShow list"])
    }

    @Test func theAppsTabBarDelegateDecidesAndHearsTapsThatAreStillWrittenBack() async {
        let app = UIKitScenarioHost.testApp()
        let appDelegate = AppTabBarDelegate()
        app.host.tabBarControllerDelegate = appDelegate
        let tabs = TabCoordinator<MainTab>([.catalog: ListCoordinator(), .orders: ListCoordinator()])
        app.navigator.start(tabs)

        appDelegate.allowsSelection = false
        await app.runtime.settle()
        #expect(app.tapTab(at: 1) == false)
        await app.runtime.settle()
        #expect(tabs.selectedTab == .catalog)
        appDelegate.allowsSelection = true
        await app.runtime.settle()
        #expect(app.tapTab(at: 1))
        await app.runtime.settle()
        #expect(tabs.selectedTab == .orders)
        #expect(appDelegate.calls == ["shouldSelect orders", "shouldSelect orders", "didSelect orders"])
        app.expectInSync()
    }

    @Test func theCustomAnimationsOfTheAppsDelegateAreUIKitsAnswer() async throws {
        let app = UIKitScenarioHost.testApp()
        let main = MainCoordinator()
        app.navigator.start(main)
        main.show(.cart)
        await app.runtime.settle()
        let navigationController = try #require(app.visibleNavigationController)
        let (list, cart) = (navigationController.viewControllers[0], navigationController.viewControllers[1])
        // UIKit asks the navigation controller's delegate, which stays the host's object.
        let asked = try #require(navigationController.delegate)
        #expect(asked.navigationController(navigationController, animationControllerFor: .pop, from: cart, to: list) == nil)

        let animator = SlideAnimator()
        let interactor = SlideInteractor()
        let animating = AnimatingNavigationDelegate(animator: animator, interactor: interactor)
        navigationController.delegate = animating
        #expect(asked.navigationController(navigationController, animationControllerFor: .pop, from: cart, to: list) === animator)
        #expect(asked.navigationController(navigationController, interactionControllerFor: animator) === interactor)

        let plain = AppNavigationDelegate()
        navigationController.delegate = plain
        #expect(asked.navigationController(navigationController, animationControllerFor: .pop, from: cart, to: list) == nil,
                "a delegate without custom animations leaves UIKit's own")
        #expect(asked.navigationController(navigationController, interactionControllerFor: animator) == nil)
    }

    @Test func aTabBarDelegateSetOnTheControllerDecidesAndHearsTapsThatAreStillWrittenBack() async throws {
        let app = UIKitScenarioHost.testApp()
        let tabs = TabCoordinator<MainTab>([.catalog: ListCoordinator(), .orders: ListCoordinator()])
        app.navigator.start(tabs)
        await app.runtime.settle()
        let tabBarController = try #require(app.window.rootViewController as? UITabBarController)
        let appDelegate = AppTabBarDelegate()
        tabBarController.delegate = appDelegate
        #expect(app.host.tabBarControllerDelegate == nil)
        appDelegate.allowsSelection = false
        #expect(app.tapTab(at: 1) == false)
        await app.runtime.settle()
        #expect(tabs.selectedTab == .catalog)
        appDelegate.allowsSelection = true
        #expect(app.tapTab(at: 1))
        await app.runtime.settle()
        #expect(tabs.selectedTab == .orders)
        #expect(appDelegate.calls == ["shouldSelect orders", "shouldSelect orders", "didSelect orders"])
        app.expectInSync()
    }

    @Test func theAppsDelegatesAreHeldWeakly() async {
        let app = UIKitScenarioHost.testApp()
        let main = MainCoordinator()
        app.navigator.start(main)
        await app.runtime.settle()
        weak var own: AppNavigationDelegate?
        do {
            let appDelegate = AppNavigationDelegate()
            app.host.navigationControllerDelegate = appDelegate
            let ownDelegate = AppNavigationDelegate()
            own = ownDelegate
            app.visibleNavigationController?.delegate = ownDelegate
        }
        await app.runtime.settle()
        #expect(app.host.navigationControllerDelegate == nil)
        #expect(own == nil)
        main.show(.cart)
        await app.runtime.settle()
        app.expectInSync()
    }
}

/// The calls several delegates heard, in order.
@MainActor
private final class CallLog {
    var calls: [String] = []
}

/// A navigation controller delegate of the app's, which logs what it hears, in a log of its
/// own or one it shares.
private final class AppNavigationDelegate: NSObject, UINavigationControllerDelegate {
    private let name: String?
    private let log: CallLog

    init(name: String? = nil, log: CallLog = CallLog()) {
        self.name = name
        self.log = log
    }

    var calls: [String] {
        get { log.calls }
        set { log.calls = newValue }
    }

    func navigationController(_ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool) {
        log.calls.append([name, "willShow", viewController.title ?? "?"].compactMap { $0 }.joined(separator: " "))
    }

    func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool) {
        log.calls.append([name, "didShow", viewController.title ?? "?"].compactMap { $0 }.joined(separator: " "))
    }
}

/// A navigation controller delegate of the app's with custom animations.
private final class AnimatingNavigationDelegate: NSObject, UINavigationControllerDelegate {
    let animator: SlideAnimator
    let interactor: SlideInteractor

    init(animator: SlideAnimator, interactor: SlideInteractor) {
        self.animator = animator
        self.interactor = interactor
    }

    func navigationController(
        _ navigationController: UINavigationController, animationControllerFor operation: UINavigationController.Operation,
        from fromVC: UIViewController, to toVC: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)? {
        animator
    }

    func navigationController(
        _ navigationController: UINavigationController,
        interactionControllerFor animationController: any UIViewControllerAnimatedTransitioning
    ) -> (any UIViewControllerInteractiveTransitioning)? {
        animationController === animator ? interactor : nil
    }
}

/// An app's custom animation; the double never runs it.
private final class SlideAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval { 0.3 }
    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {}
}

/// An app's gesture driving its custom animation.
private final class SlideInteractor: NSObject, UIViewControllerInteractiveTransitioning {
    func startInteractiveTransition(_ transitionContext: any UIViewControllerContextTransitioning) {}
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
