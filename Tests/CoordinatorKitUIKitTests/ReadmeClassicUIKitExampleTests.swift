#if os(Linux)
import CoordinatorKit
import CoordinatorKitUIKit
import Testing
import UIKitDouble

// The CoordinatorKitUIKit catalog's classic UIKit example (a coordinator that builds its own view
// controllers; once in the README), verbatim but for the enclosing type and the assertions.
@MainActor
@Suite struct ReadmeClassicUIKitExample {
    fileprivate final class ProductListViewController: UIViewController {
        weak var coordinator: ProductsCoordinator?
    }

    fileprivate final class ProductsCoordinator: ViewControllerCoordinator {
        override func start() {
            let list = ProductListViewController()
            list.coordinator = self
            push(list)            // the user's back swipe past it is written back, as for any screen
        }
    }

    @Test func aCoordinatorWithNoRouteEnumPushesItsOwnViewControllers() async throws {
        let window = UIWindow(frame: .zero)
        let navigator = Navigator()
        navigator.attach(UIKitHost(window: window))
        navigator.start(ProductsCoordinator())
        window.makeKeyAndVisible()
        for _ in 0..<5 {
            window.doubleRuntime.finishAllTransitions()
            await Task.yield()
        }

        let stack = try #require(window.rootViewController as? UINavigationController)
        let list = try #require(stack.topViewController as? ProductListViewController)
        #expect(list.coordinator?.viewControllers == [list])
        #expect(window.doubleRuntime.issues.isEmpty)
    }
}
#endif
