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
            var record = LayerControllers(id: layer.id, container: tabBarController, tabs: [])
            show(tabs, on: tabBarController, in: &record)
            return record
        case .split(let split):
            return makeSplitControllers(split, of: layer.id)
        }
    }

    func makeNavigationController(for id: StackID, title: String?, root: UIViewController? = nil) -> HostNavigationController {
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
        for (id, controller) in stacks where controller === navigationController { return id }
        guard let navigationController = navigationController as? UINavigationController else { return nil }
        return stackShown(inMore: navigationController)
    }

    /// The position of a layer in `layers`.
    func index(ofLayer id: LayerID) -> Int? {
        for (index, record) in layers.enumerated() where record.id == id { return index }
        return nil
    }

    /// The position in `layers` of the layer whose container this is.
    func index(ofLayerIn container: UIViewController) -> Int? {
        for (index, record) in layers.enumerated() where record.container === container { return index }
        return nil
    }

    /// A layer's record; with `presented`, only a layer over the root.
    func record(ofLayer id: LayerID, presented: Bool = false) -> LayerControllers? {
        guard let index = index(ofLayer: id), !presented || index > 0 else { return nil }
        return layers[index]
    }

    /// The record of the layer whose container this is; with `presented`, only a layer over the root.
    func record(ofLayerIn container: UIViewController, presented: Bool = false) -> LayerControllers? {
        guard let index = index(ofLayerIn: container), !presented || index > 0 else { return nil }
        return layers[index]
    }

    /// Forgets a dismissed layer and the layers above it.
    func forgetLayers(from layer: LayerID) {
        guard let index = index(ofLayer: layer) else { return }
        // Each layer's stacks: its own, or one per tab (`show(_:on:in:)` keeps `tabs` in step
        // with `stacks`).
        for record in layers[index...] {
            if record.container is UINavigationController {
                forgetStack(StackID(layer: record.id))
                // Before iOS 14, a split's detail column alone.
                forgetStack(StackID(layer: record.id, column: .detail))
            }
            if record.container is UISplitViewController {
                for column in SplitColumn.allCases { forgetStack(StackID(layer: record.id, column: column)) }
            }
            for tab in record.tabs {
                forgetStack(StackID(layer: record.id, tab: tab))
            }
        }
        layers.removeSubrange(index...)
    }

    /// Forgets a stack's navigation controller and what the host set on it.
    func forgetStack(_ id: StackID) {
        stacks.removeValue(forKey: id)?.lastSet = nil
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
