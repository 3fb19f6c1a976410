#if canImport(UIKit) && !os(watchOS)
import UIKit
#elseif os(Linux)
import UIKitDouble
#endif
#if (canImport(UIKit) && !os(watchOS)) || os(Linux)
import CoordinatorKit

// What the user does by hand in UIKit, written back to the navigator.
extension UIKitHost {
    // MARK: Back button and edge swipe

    func navigationController(_ navigationController: UINavigationController, willShow viewController: UIViewController) {
        guard uikitCalls == 0, awaitedNavigation?.controller !== navigationController,
              let (stack, _) = userPop(in: navigationController, to: viewController) else { return }
        // A pop the user started: the navigator holds its commands until it ends.
        userNavigations.insert(ObjectIdentifier(navigationController))
        navigator?.hostDidReport(.interactivePopBegan(in: stack))
        navigationController.transitionCoordinator?.animate(alongsideTransition: nil) { [weak self, weak navigationController] context in
            guard context.isCancelled, let self, let navigationController else { return }
            // The user let go before the threshold: UIKit put the screen back, and never calls didShow.
            userNavigations.remove(ObjectIdentifier(navigationController))
            navigator?.hostDidReport(.interactivePopCancelled(in: stack))
        }
    }

    func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController) {
        if let awaited = awaitedNavigation, awaited.controller === navigationController {
            awaitedNavigation = nil
            awaited.completion()
            return
        }
        let wasUserPop = userNavigations.remove(ObjectIdentifier(navigationController)) != nil
        guard uikitCalls == 0 || wasUserPop, let (stack, screen) = userPop(in: navigationController, to: viewController) else { return }
        navigator?.hostDidReport(.popped(to: screen, in: stack))
        releaseControllersOfGoneScreens()
    }

    /// The stack and screen a navigation controller pops to, when that is a pop of what the
    /// navigator rendered: the screen is in the rendered stack, below its top.
    private func userPop(in navigationController: UINavigationController, to viewController: UIViewController) -> (StackID, ScreenID)? {
        guard let stack = stackID(of: navigationController),
              let screen = screen(for: viewController),
              let rendered = navigator?.renderedState.stack(stack),
              let index = rendered.screens.firstIndex(where: { $0.id == screen }),
              index < rendered.screens.count - 1 else { return nil }
        return (stack, screen)
    }

    // MARK: Tabs

    func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController) {
        guard uikitCalls == 0,
              let layer = layers.first(where: { $0.container === tabBarController }),
              let stack = stackID(of: viewController), stack.layer == layer.id, let tab = stack.tab,
              case .tabs(let rendered)? = navigator?.renderedState.layer(layer.id)?.content,
              rendered.selected != tab else {
            // Tapping the selected tab pops its stack to the root, which the navigation
            // controller's delegate reports.
            return
        }
        navigator?.hostDidReport(.selectedTab(tab, in: layer.id))
    }

    // MARK: Swipe down

    func userWillDismiss(_ presentationController: UIPresentationController) {
        guard let layer = layer(presenting: presentationController.presentedViewController) else { return }
        userDismissal = layer
        presentationController.presentedViewController.transitionCoordinator?.animate(alongsideTransition: nil) { [weak self] context in
            guard context.isCancelled, let self, userDismissal == layer else { return }
            // The user let go: the sheet stays.
            userDismissal = nil
            runDeferredCommand()
        }
    }

    func userDidDismiss(_ presentationController: UIPresentationController) {
        guard let layer = layer(presenting: presentationController.presentedViewController) else { return }
        userDismissal = nil
        forgetLayers(from: layer)
        navigator?.hostDidReport(.dismissed(layer))
        releaseControllersOfGoneScreens()
        runDeferredCommand()
    }

    private func layer(presenting container: UIViewController) -> LayerID? {
        layers.dropFirst().first { $0.container === container }?.id
    }

    private func runDeferredCommand() {
        guard let (command, completion) = deferredCommand else { return }
        deferredCommand = nil
        perform(command, completion: completion)
    }
}
#endif
