#if os(Linux)
import Testing
import UIKitDouble

/// Code shaped like an adapter's: it must compile against the double without warnings, as it would on iOS.
@MainActor
@Suite struct SignatureUsageTests {
    @Test func subclassesNeedTheRequiredCoderInitializerAndCanUseTheInheritedOnes() {
        let custom = CustomViewController(route: "home")
        let plain = PlainSubclass()
        let navigationController = CustomNavigationController(rootViewController: custom)

        #expect(custom.route == "home")
        #expect(plain.title == nil)
        #expect(navigationController.viewControllers == [custom])
    }

    @Test func popsAreDiscardableAndCoordinatorsAreCalledWithoutOptionalChainingOnRequirements() {
        let navigationController = UINavigationController(rootViewController: UIViewController())
        let window = makeWindow(root: navigationController, holdsTransitions: true)
        navigationController.pushViewController(UIViewController(), animated: true)

        var sawCompletion = false
        if let coordinator = navigationController.transitionCoordinator {
            coordinator.animate(alongsideTransition: { _ in })
            coordinator.animate(alongsideTransition: nil) { context in sawCompletion = !context.isCancelled }
        }
        navigationController.doubleRuntime.finishAllTransitions()
        navigationController.popViewController(animated: false)
        navigationController.popToRootViewController(animated: false)

        #expect(sawCompletion)

        withExtendedLifetime(window) {}
    }

    @Test func delegateConformancesMayImplementOnlySomeMethods() {
        let partial = PartialDelegate()
        let tabBarController = UITabBarController()
        tabBarController.viewControllers = [UIViewController(), UIViewController()]
        tabBarController.delegate = partial
        let window = makeWindow(root: tabBarController)

        #expect(window.doubleRuntime.tapTab(at: 1, in: tabBarController), "the default shouldSelect allows it")
        #expect(partial.selections == 1)
    }
}

private final class CustomViewController: UIViewController {
    let route: String

    init(route: String) {
        self.route = route
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        nil
    }
}

private final class PlainSubclass: UIViewController {}

private final class CustomNavigationController: UINavigationController {
    override func pushViewController(_ viewController: UIViewController, animated: Bool) {
        super.pushViewController(viewController, animated: animated)
    }
}

private final class PartialDelegate: NSObject, UITabBarControllerDelegate {
    var selections = 0

    func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController) {
        selections += 1
    }
}
#endif
