#if canImport(UIKit) && !os(watchOS)
import UIKit
#elseif os(Linux)
import UIKitDouble
#endif
#if (canImport(UIKit) && !os(watchOS)) || os(Linux)
import CoordinatorKit

// The host commands, each turned into the UIKit calls that perform it.
extension UIKitHost {
    func setRoot(_ layer: Layer?, then finish: @escaping @MainActor () -> Void) {
        // Something presented over the old root (an alert the screen showed itself) would stay
        // on screen, orphaned, when the root is replaced.
        if let root = window.rootViewController, root.presentedViewController != nil {
            root.dismiss(animated: false) { [weak self] in
                self?.callingUIKit { $0.setRoot(layer, then: finish) }
            }
            return
        }
        layers = []
        stacks = [:]
        if let layer {
            let made = makeControllers(for: layer)
            layers = [made]
            window.rootViewController = made.container
        } else {
            window.rootViewController = nil
        }
        finish()
    }

    func dismiss(_ layer: LayerID, animated: Bool, then finish: @escaping @MainActor () -> Void) {
        guard let index = layers.firstIndex(where: { $0.id == layer }), index > 0 else {
            return finish()
        }
        // The layer below dismisses what it presented: this layer and every layer above it.
        hostDismissals += 1
        layers[index - 1].container.dismiss(animated: animated) { [weak self] in
            self?.hostDismissals -= 1
            self?.forgetLayers(from: layer)
            finish()
        }
    }

    func setStack(_ id: StackID, to stack: Stack, animated: Bool, then finish: @escaping @MainActor () -> Void) {
        guard let navigationController = stacks[id] else { return finish() }
        let viewControllers = stack.screens.map(viewController(making:))
        guard !viewControllers.elementsEqual(navigationController.viewControllers, by: ===) else { return finish() }
        let change = NavigationChangeToken()
        awaitedNavigation = (navigationController, change, finish)
        navigationController.setViewControllers(viewControllers, animated: animated)
        // `didShow` may have come already (no animation), finishing the command.
        guard awaitedNavigation?.change === change else { return }
        // An animated change has a transition to this stack's new top; `didShow` ends it.
        if let transition = navigationController.transitionCoordinator,
           transition.viewController(forKey: .to) === viewControllers.last {
            return
        }
        awaitedNavigation = nil
        finish()
    }

    func setTabs(_ tabs: Tabs, in layer: LayerID) {
        guard let index = layers.firstIndex(where: { $0.id == layer }),
              let tabBarController = layers[index].container as? UITabBarController else { return }
        show(tabs, on: tabBarController, in: &layers[index])
    }

    /// Gives a tab bar controller one navigation controller per tab (reusing those of tabs it
    /// keeps), each with its screens, and selects the selected tab.
    func show(_ tabs: Tabs, on tabBarController: UITabBarController, in record: inout LayerControllers) {
        for tabID in record.tabs where tabs[tabID] == nil {
            stacks[StackID(layer: record.id, tab: tabID)] = nil
        }
        let navigationControllers = tabs.tabs.map { tab in
            let id = StackID(layer: record.id, tab: tab.id)
            let navigationController = stacks[id] ?? makeNavigationController(for: id, title: tab.id.rawValue)
            navigationController.setViewControllers(tab.stack.screens.map(viewController(making:)), animated: false)
            return navigationController
        }
        record.tabs = tabs.tabs.map(\.id)
        tabBarController.setViewControllers(navigationControllers, animated: false)
        if let selected = record.tabs.firstIndex(of: tabs.selected) {
            tabBarController.selectedIndex = selected
        }
    }

    func select(_ tab: TabID, in layer: LayerID) {
        guard let record = layers.first(where: { $0.id == layer }),
              let tabBarController = record.container as? UITabBarController,
              let index = record.tabs.firstIndex(of: tab) else { return }
        tabBarController.selectedIndex = index
    }

    func present(_ layer: Layer, animated: Bool, then finish: @escaping @MainActor () -> Void) {
        guard let presenter = layers.last?.container else { return finish() }
        // A presentation the screens made themselves (an alert) would make UIKit refuse this one.
        if presenter.presentedViewController != nil {
            presenter.dismiss(animated: false) { [weak self] in
                self?.callingUIKit { $0.present(layer, animated: animated, then: finish) }
            }
            return
        }
        let made = makeControllers(for: layer)
        made.container.modalPresentationStyle = Self.modalPresentationStyle(for: layer.presentation)
        made.container.presentationController?.delegate = delegate
        #if !os(tvOS)
        if let popover = made.container.popoverPresentationController {
            // An iPad needs an anchor (an iPhone shows a sheet): the middle of the screen below.
            let bounds = presenter.view.bounds
            popover.sourceView = presenter.view
            popover.sourceRect = CGRect(x: bounds.midX, y: bounds.midY, width: 0, height: 0)
        }
        #endif
        layers.append(made)
        presenter.present(made.container, animated: animated, completion: finish)
    }

    /// The UIKit style of a presentation.
    /// tvOS has no page sheets and no popovers: there, sheets and popovers are presented
    /// `.fullScreen`, like full-screen covers.
    static func modalPresentationStyle(for presentation: Presentation) -> UIModalPresentationStyle {
        #if os(tvOS)
        return .fullScreen
        #else
        switch presentation {
        case .root, .fullScreenCover: return .fullScreen
        case .sheet: return .pageSheet
        case .popover: return .popover
        }
        #endif
    }
}
#endif
