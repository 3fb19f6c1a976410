#if os(Linux)
import CoordinatorFixtures
import CoordinatorKit
import CoordinatorKitTesting
import CoordinatorKitUIKit
import CoordinatorKitUIKitTesting
import Testing
import UIKitDouble

// The advanced-coordinators article detects Back with an app object of its own as the
// navigation controller's `delegate`, listening to `didShow`. Ported as written, on every UIKit
// host: the app's delegate hears it, and the host still ends the child flow.

/// The hosts where a `UINavigationController` shows the stacks.
private let uikitHosts: [ScenarioHostKind] = [.uikit, .uikitHeldTransitions, .uikitInSwiftUI]

@MainActor
@Suite struct AnAppsOwnNavigationDelegate {
    @Test(arguments: uikitHosts)
    func hearsDidShowWhileBackStillEndsTheChildFlow(_ kind: ScenarioHostKind) async throws {
        let app = try #require(kind.makeHost() as? UIKitScenarioHost)
        let main = MainCoordinator()
        app.navigator.start(main)
        await app.settle()
        let backButtonWatcher = BackButtonWatcher()
        app.visibleNavigationController?.delegate = backButtonWatcher
        weak var buy: BuyCoordinator?
        buy = main.buy()
        await app.settle()

        #expect(app.tapBack())
        await app.settle()

        #expect(backButtonWatcher.poppedScreens == ["cart"])
        #expect(main.outcomes == [.cancelled])
        #expect(buy == nil)
        await expectInSync(app)
    }

    @Test(arguments: uikitHosts)
    func hearsTheSwipeBackTooWhenSetAfterTheChildStarted(_ kind: ScenarioHostKind) async throws {
        let app = try #require(kind.makeHost() as? UIKitScenarioHost)
        let main = MainCoordinator()
        app.navigator.start(main)
        weak var buy: BuyCoordinator?
        buy = main.buy()
        await app.settle()
        let backButtonWatcher = BackButtonWatcher()
        app.visibleNavigationController?.delegate = backButtonWatcher

        #expect(app.swipeBack())
        await app.settle()

        #expect(backButtonWatcher.poppedScreens == ["cart"])
        #expect(main.outcomes == [.cancelled])
        #expect(buy == nil)
        await expectInSync(app)
    }
}

/// The article's delegate: in `didShow`, a view controller the transition came from that the
/// stack no longer holds was popped by the user.
private final class BackButtonWatcher: NSObject, UINavigationControllerDelegate {
    var poppedScreens: [String] = []

    func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool) {
        guard let from = navigationController.transitionCoordinator?.viewController(forKey: .from),
              !navigationController.viewControllers.contains(from) else { return }
        poppedScreens.append(from.title ?? "?")
    }
}
#endif
