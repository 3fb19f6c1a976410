#if canImport(UIKit) && !os(watchOS)
import UIKit
#elseif os(Linux)
import UIKitDouble
#endif
#if (canImport(UIKit) && !os(watchOS)) || os(Linux)
import CoordinatorKit
import IssueReporting

// The containers of layers and stacks: made, looked up and forgotten.
extension UIKitHost {
    /// Makes the container of a layer, with its screens.
    func makeControllers(for layer: Layer) -> LayerControllers {
        switch layer.content {
        case .stack(let stack):
            let id = StackID(layer: layer.id)
            let navigationController: HostNavigationController
            if stack.count == 1, let root = stack.root {
                // One screen: in the stack from the start, as `init(rootViewController:)` puts it.
                let rootViewController = viewController(making: root)
                navigationController = makeNavigationController(for: id, title: nil, root: rootViewController)
                remember(stack, of: id, in: navigationController, set: [rootViewController], by: stackWillChange())
            } else {
                navigationController = makeNavigationController(for: id, title: nil)
                setAll(stack, of: id, in: navigationController, animated: false)
            }
            return LayerControllers(id: layer.id, container: navigationController, tabs: [])
        case .tabs(let tabs):
            let tabBarController = HostTabBarController()
            tabBarController.host = self
            tabBarController.delegate = delegate
            let shownTabs = show(tabs, on: tabBarController, of: layer.id, replacing: [])
            return LayerControllers(id: layer.id, container: tabBarController, tabs: shownTabs)
        case .split(let split):
            return makeSplitControllers(split, of: layer.id)
        }
    }

    func makeNavigationController(for id: StackID, title: String?, root: UIViewController? = nil)
        -> HostNavigationController
    {
        let navigationController =
            if let root {
                HostNavigationController(rootViewController: root)
            } else {
                HostNavigationController(nibName: nil, bundle: nil)
            }
        navigationController.host = self
        navigationController.title = title
        navigationController.delegate = delegate
        containers.add(navigationController, for: id)
        return navigationController
    }

    /// The stack a navigation controller of the host shows.
    func stackID(of navigationController: UIViewController?) -> StackID? {
        if let id = containers.stack(of: navigationController) { return id }
        guard let navigationController = navigationController as? UINavigationController else { return nil }
        return stackShown(inMore: navigationController)
    }
}
#endif
