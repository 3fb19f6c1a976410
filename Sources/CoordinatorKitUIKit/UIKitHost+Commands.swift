#if canImport(UIKit) && !os(watchOS)
import UIKit
#elseif os(Linux)
import UIKitDouble
#endif
#if (canImport(UIKit) && !os(watchOS)) || os(Linux)
import CoordinatorKit

// The host commands, each turned into the UIKit calls that perform it.
extension UIKitHost {
    func setRoot(_ layer: Layer?, animation: RouteAnimation = .none) {
        // Something presented over the old root (an alert the screen showed itself) would stay
        // on screen, orphaned, when the root is replaced.
        if let root = rootViewController, root.presentedViewController != nil {
            root.dismiss(animated: false) { [weak self] in
                self?.callingUIKit { $0.setRoot(layer, animation: animation) }
            }
            return
        }
        containers.removeAll()
        if let layer {
            let made = makeControllers(for: layer)
            containers.append(made)
            replaceRootViewController(with: made.container, animation: animation)
        } else {
            replaceRootViewController(with: nil)
        }
        carryOut(.one(.finishCommand))
    }

    func dismiss(_ layer: LayerID, animated: Bool) {
        guard let index = containers.index(ofLayer: layer), index > 0 else {
            return carryOut(.one(.finishCommand))
        }
        // The layer below dismisses what it presented: this layer and every layer above it.
        // UIKit drops the request when there is nothing to dismiss or another presentation runs.
        let presenter = containers.layers[index - 1].container
        request(.dismiss(layer)) { presenter.dismiss(animated: animated, completion: $0) }
    }

    /// Asks UIKit to present or dismiss: `call` makes the request, with the completion to give
    /// UIKit. UIKit drops a request it refuses, without calling the completion; the machine
    /// looks again on the next turn, after the call (see `carryOut(_:)`).
    func request(
        _ request: UIKitHostMachine.Presentation, by call: (_ completion: @escaping () -> Void) -> Void
    ) {
        let actions = activity.machine.handle(.presentationRequested(request))
        let delegate = self.delegate
        call { delegate.host?.presentationCompleted(request) }
        carryOut(actions)
    }

    // The completion of the host's own present or dismiss.
    func presentationCompleted(_ request: UIKitHostMachine.Presentation) {
        carryOut(activity.machine.handle(.presentationCompleted(request)))
    }

    func setStack(_ id: StackID, to stack: Stack, animated: Bool) {
        guard let own = containers.navigationController(of: id) else { return carryOut(.one(.finishCommand)) }
        if setStackBelowTheTopOfACollapsedSplit(id, to: stack) { return carryOut(.one(.finishCommand)) }
        let (navigationController, skipping) = displayingNavigationController(of: id, own: own)
        let shown = Self.screensViewControllers(in: navigationController, skipping: skipping)
        // Taken out now, as the change forgets it.
        let set = own.lastSet
        own.lastSet = nil
        let (kept, made) = viewControllers(for: stack, set: set, shown: shown)
        let newTop = made.last ?? (kept > 0 ? shown[kept - 1] : nil)
        guard kept + made.count != shown.count || !made.elementsEqual(shown[kept...], by: ===) else {
            // No change after all: what the host set still stands.
            if let set, own.lastSet == nil { own.lastSet = set }
            return carryOut(.one(.finishCommand))
        }
        // UIKit calls `didShow` when a navigation controller in a window shows a new top, with
        // or without animation; it may start the animation only on the next layout pass, so
        // `transitionCoordinator` is no sign of the end. Out of a window there is no call: the
        // stack is set at once.
        let awaitsDidShow = navigationController.viewIfLoaded?.window != nil && shown.last !== newTop
        // The machine waits for `didShow` before the call, which may make it at once; a stack
        // that makes none is finished only after the call: finishing runs the navigator's next
        // command, which may set this same stack, and must find this one set already.
        let actions = activity.machine.handle(.stackChanged(id, awaitsDidShow: awaitsDidShow))
        show(
            stack, of: own, in: navigationController, skipping: skipping, kept: kept, made: made, replacing: shown,
            animated: animated)
        carryOut(actions)
    }

    func setTabs(_ tabs: Tabs, in layer: LayerID) {
        guard let record = containers.record(ofLayer: layer),
            let tabBarController = record.container as? UITabBarController
        else { return }
        show(tabs, on: tabBarController, of: layer, replacing: record.tabs)
    }

    /// Gives a tab bar controller one navigation controller per tab (reusing those of tabs it
    /// keeps), each with its screens, and selects the selected tab.
    /// - Returns: the tabs shown, in the tab bar's order.
    @discardableResult
    func show(_ tabs: Tabs, on tabBarController: UITabBarController, of layer: LayerID, replacing shownTabs: [TabID])
        -> [TabID]
    {
        for tabID in shownTabs where tabs[tabID] == nil {
            containers.forgetStack(StackID(layer: layer, tab: tabID))
        }
        let navigationControllers = tabs.tabs.map { tab in
            let id = StackID(layer: layer, tab: tab.id)
            let own = containers.navigationController(of: id) ?? makeNavigationController(for: id, title: tab.title)
            Self.show(tab.item, title: tab.id.rawValue, on: own)
            setAll(tab.stack, of: id, in: own, animated: false)
            return own
        }
        let ids = tabs.tabs.map(\.id)
        containers.setTabs(ids, ofLayer: layer)
        setTabControllers(navigationControllers, for: tabs, on: tabBarController)
        listenToMore(of: tabBarController, tabCount: navigationControllers.count)
        if let selected = ids.firstIndex(of: tabs.selected) {
            selectTab(at: selected, in: tabBarController)
        }
        return ids
    }

    func select(_ tab: TabID, in layer: LayerID) {
        guard let record = containers.record(ofLayer: layer),
            let tabBarController = record.container as? UITabBarController,
            let index = record.tabs.firstIndex(of: tab)
        else { return }
        selectTab(at: index, in: tabBarController)
    }

    /// Presents a layer over the top one; `shown` is what UIKit presented just before, when
    /// nothing ran since.
    func present(_ layer: Layer, animated: Bool, shown: Presentations? = nil) {
        guard let presenter = containers.layers.last?.container else { return carryOut(.one(.finishCommand)) }
        // A presentation the screens made themselves (an alert) would make UIKit refuse this one.
        // The chain read before the command ends at the presenter when there is none.
        if shown?.top !== presenter, presenter.presentedViewController != nil {
            presenter.dismiss(animated: false) { [weak self] in
                self?.callingUIKit { $0.present(layer, animated: animated) }
            }
            return
        }
        let made = makeControllers(for: layer)
        prepare(made.container, toPresent: layer, over: presenter)
        containers.append(made)
        // UIKit drops the request when the presenter is not in the window or already presents.
        request(.present(layer.id)) { presenter.present(made.container, animated: animated, completion: $0) }
    }

}
#endif
