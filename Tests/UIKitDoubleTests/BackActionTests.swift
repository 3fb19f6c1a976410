#if os(Linux)
import Testing
import UIKitDouble

/// The back button's `backAction` and the pop gesture's delegate, as UIKit has them: a back
/// action replaces the pop; the edge swipe begins only as the gesture's delegate allows.
@MainActor
@Suite struct BackActionTests {
    @MainActor
    private struct Fixture {
        let root = UIViewController()
        let detail = UIViewController()
        let navigationController: UINavigationController
        let window: UIWindow

        init() {
            navigationController = UINavigationController(rootViewController: root)
            window = makeWindow(root: navigationController, completesTransitionsSynchronously: true)
            navigationController.pushViewController(detail, animated: false)
        }
    }

    /// A delegate of the pop gesture that answers `begins` and counts the questions.
    private final class GestureDelegate: NSObject, UIGestureRecognizerDelegate {
        var begins = false
        var asked = 0
        func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
            asked += 1
            return begins
        }
    }

    @Test func aBackActionRunsInsteadOfThePop() {
        let fixture = Fixture()
        var taps = 0
        fixture.detail.navigationItem.backAction = UIAction { _ in taps += 1 }

        #expect(fixture.window.doubleRuntime.tapBack(in: fixture.navigationController))

        #expect(taps == 1)
        #expect(fixture.navigationController.viewControllers == [fixture.root, fixture.detail])
    }

    @Test func withoutABackActionTheBackButtonPops() {
        let fixture = Fixture()
        fixture.root.navigationItem.backAction = UIAction { _ in Issue.record("only the top item's action runs") }

        #expect(fixture.detail.navigationItem.backAction == nil)
        #expect(fixture.window.doubleRuntime.tapBack(in: fixture.navigationController))

        #expect(fixture.navigationController.viewControllers == [fixture.root])
    }

    @Test func theEdgeSwipeAsksThePopGesturesDelegate() throws {
        let fixture = Fixture()
        let recognizer = try #require(fixture.navigationController.interactivePopGestureRecognizer)
        let delegate = GestureDelegate()
        recognizer.delegate = delegate

        #expect(fixture.window.doubleRuntime.beginSwipeBack(in: fixture.navigationController) == nil)
        #expect(delegate.asked == 1)
        #expect(fixture.navigationController.viewControllers == [fixture.root, fixture.detail])

        delegate.begins = true
        let swipe = try #require(fixture.window.doubleRuntime.beginSwipeBack(in: fixture.navigationController))
        swipe.complete()
        #expect(delegate.asked == 2)
        #expect(fixture.navigationController.viewControllers == [fixture.root])
    }

    @Test func thePopGesturesOwnDelegateRefusesAtTheRoot() throws {
        let fixture = Fixture()
        let recognizer = try #require(fixture.navigationController.interactivePopGestureRecognizer)
        let own = try #require(recognizer.delegate)

        #expect(own.gestureRecognizerShouldBegin(recognizer))
        fixture.navigationController.popViewController(animated: false)
        #expect(!own.gestureRecognizerShouldBegin(recognizer))
    }

    @Test func aDisabledPopGestureDoesNotBegin() throws {
        let fixture = Fixture()
        let recognizer = try #require(fixture.navigationController.interactivePopGestureRecognizer)
        recognizer.isEnabled = false

        #expect(fixture.window.doubleRuntime.beginSwipeBack(in: fixture.navigationController) == nil)
        #expect(fixture.navigationController.viewControllers == [fixture.root, fixture.detail])
    }
}
#endif
