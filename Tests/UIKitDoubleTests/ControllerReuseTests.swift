#if os(Linux)
import Testing
import UIKitDouble

/// One view controller instance in two places of the hierarchy: UIKit refuses, and so does the double.
@MainActor
@Suite struct ControllerReuseTests {
    @Test func pushingAPresentedControllerIsAViolationAndChangesNothing() {
        let root = screen("root")
        let navigationController = UINavigationController(rootViewController: root)
        let window = makeWindow(root: navigationController)
        let sheet = screen("sheet")
        navigationController.present(sheet, animated: false)

        navigationController.pushViewController(sheet, animated: true)

        #expect(navigationController.viewControllers == [root])
        #expect(sheet.parent == nil)
        #expect(sheet.presentingViewController === navigationController)
        #expect(window.doubleRuntime.violations.count == 1)
        #expect(window.doubleRuntime.violations.first?.contains("is presented") == true)
    }

    @Test func settingAStackThatHoldsAPresentedControllerIsAViolationAndChangesNothing() {
        let root = screen("root")
        let navigationController = UINavigationController(rootViewController: root)
        let window = makeWindow(root: navigationController)
        let sheet = screen("sheet")
        navigationController.present(sheet, animated: false)

        navigationController.setViewControllers([root, sheet], animated: false)

        #expect(navigationController.viewControllers == [root])
        #expect(window.doubleRuntime.violations.count == 1)
    }

    @Test func pushingTheWindowsRootIsAViolation() {
        let root = screen("root")
        let window = makeWindow(root: root)
        let navigationController = UINavigationController(rootViewController: screen("other"))
        root.present(navigationController, animated: false)

        navigationController.pushViewController(root, animated: false)

        #expect(window.rootViewController === root)
        #expect(navigationController.viewControllers.count == 1)
        #expect(window.doubleRuntime.violations.count == 1)
    }

    @Test func presentingAControllerAnotherOnePresentsNamesItsPresenter() {
        let root = screen("root")
        let window = makeWindow(root: root, completesTransitionsSynchronously: true)
        let first = screen("first")
        let second = screen("second")
        root.present(first, animated: false)
        first.present(second, animated: false)

        second.present(first, animated: false)

        #expect(window.doubleRuntime.exceptions.count == 1)
        #expect(window.doubleRuntime.exceptions.first?.contains("that is already being presented by") == true)
        #expect(second.presentedViewController == nil)
    }

    @Test func aControllerInAStackAppearsOnceEvenWhenSetTwice() {
        let root = screen("root")
        let navigationController = UINavigationController(rootViewController: root)
        let window = makeWindow(root: navigationController)

        navigationController.setViewControllers([root, screen("detail"), root], animated: true)

        #expect(navigationController.viewControllers == [root])
        #expect(window.doubleRuntime.exceptions.first?.contains("Pushing the same view controller instance more than once is not supported") == true)
    }
}
#endif
