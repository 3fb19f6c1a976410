#if canImport(UIKit) && !os(watchOS)
import UIKit
#elseif os(Linux)
import UIKitDouble
#endif
#if (canImport(UIKit) && !os(watchOS)) || os(Linux)
import CoordinatorKit

// The containers of layers and stacks: made, looked up and forgotten.
extension UIKitHost {
    /// Makes the container of a layer, with its screens.
    func makeControllers(for layer: Layer) -> LayerControllers {
        switch layer.content {
        case .stack(let stack):
            let id = StackID(layer: layer.id)
            let navigationController: UINavigationController
            if stack.count == 1, let root = stack.root {
                // One screen: in the stack from the start, as `init(rootViewController:)` puts it.
                let rootViewController = viewController(making: root)
                navigationController = makeNavigationController(for: id, title: nil, root: rootViewController)
                remember(stack, of: id, set: [rootViewController], by: stackWillChange(id))
            } else {
                navigationController = makeNavigationController(for: id, title: nil)
                setAll(stack, of: id, animated: false)
            }
            return LayerControllers(id: layer.id, container: navigationController, tabs: [])
        case .tabs(let tabs):
            let tabBarController = HostTabBarController()
            tabBarController.host = self
            tabBarController.delegate = delegate
            var record = LayerControllers(id: layer.id, container: tabBarController, tabs: [])
            show(tabs, on: tabBarController, in: &record)
            return record
        }
    }

    func makeNavigationController(for id: StackID, title: String?, root: UIViewController? = nil) -> UINavigationController {
        let navigationController = if let root {
            HostNavigationController(rootViewController: root)
        } else {
            HostNavigationController(nibName: nil, bundle: nil)
        }
        navigationController.host = self
        navigationController.title = title
        navigationController.delegate = delegate
        stacks[id] = navigationController
        return navigationController
    }

    /// The stack a navigation controller of the host shows.
    func stackID(of navigationController: UIViewController?) -> StackID? {
        // A loop, not `first(where:)`: its closure would check the main actor for each stack.
        for (id, controller) in stacks where controller === navigationController { return id }
        guard let navigationController = navigationController as? UINavigationController else { return nil }
        return stackShown(inMore: navigationController)
    }

    /// Forgets a dismissed layer and the layers above it.
    func forgetLayers(from layer: LayerID) {
        guard let index = layers.firstIndex(where: { $0.id == layer }) else { return }
        var gone: [LayerID] = []
        for record in layers[index...] { gone.append(record.id) }
        layers.removeSubrange(index...)
        var goneStacks: [StackID] = []
        for id in stacks.keys where gone.contains(id.layer) { goneStacks.append(id) }
        for id in goneStacks {
            stacks[id] = nil
            setStacks[id] = nil
        }
    }
}

/// The UIKit containers of one layer.
struct LayerControllers {
    let id: LayerID
    /// A navigation controller for a stack, a tab bar controller for tabs.
    let container: UIViewController
    /// The tabs, in the tab bar's order; empty for a stack.
    var tabs: [TabID]
}
#endif
