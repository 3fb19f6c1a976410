#if canImport(UIKit) && !os(watchOS)
import UIKit
#elseif os(Linux)
import UIKitDouble
#endif
#if (canImport(UIKit) && !os(watchOS)) || os(Linux)
import CoordinatorKit

/// UIKit's delegate callbacks, forwarded to the app's own delegates, then to the host.
///
/// A separate object, so that `UIKitHost` does not expose delegate conformances, and UIKit's
/// `weak` delegate references stay valid for as long as the host (which owns this) lives.
///
/// The app's delegates are the one set on the container itself (`delegate`, kept by the host's
/// container subclass) and the host-wide one (`UIKitHost.navigationControllerDelegate`,
/// `tabBarControllerDelegate`); each hears every call, in that order, before the host acts.
/// They are called through a reference to the method, `appDelegate.method`, which is `nil`, on
/// iOS, where these are optional requirements, when the delegate does not implement the method
/// (Swift asks the Objective-C runtime); the double's requirements have empty defaults instead,
/// which do the same nothing. One source for both, with no Objective-C attribute, selector check
/// or optional chaining on the requirement.
@MainActor
final class UIKitHostDelegate: NSObject, UINavigationControllerDelegate, UITabBarControllerDelegate,
    UIAdaptivePresentationControllerDelegate
{
    weak var host: UIKitHost?
    /// `UIKitHost.navigationControllerDelegate`.
    weak var appNavigationControllerDelegate: (any UINavigationControllerDelegate)?
    /// `UIKitHost.tabBarControllerDelegate`.
    weak var appTabBarControllerDelegate: (any UITabBarControllerDelegate)?

    func navigationController(
        _ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool
    ) {
        for appDelegate in appDelegates(of: navigationController) {
            if let appWillShow = appDelegate?.navigationController(_:willShow:animated:) {
                appWillShow(navigationController, viewController, animated)
            }
        }
        host?.navigationController(navigationController, willShow: viewController)
    }

    func navigationController(
        _ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool
    ) {
        for appDelegate in appDelegates(of: navigationController) {
            if let appDidShow = appDelegate?.navigationController(_:didShow:animated:) {
                appDidShow(navigationController, viewController, animated)
            }
        }
        host?.navigationController(navigationController, didShow: viewController)
    }

    /// A custom animation of a push or pop: the first the app's delegates give, UIKit's own
    /// (`nil`) otherwise, as when no delegate implements the method.
    func navigationController(
        _ navigationController: UINavigationController,
        animationControllerFor operation: UINavigationController.Operation,
        from fromVC: UIViewController, to toVC: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)? {
        for appDelegate in appDelegates(of: navigationController) {
            if let appAnimationController = appDelegate?.navigationController(_:animationControllerFor:from:to:),
                let animationController = appAnimationController(navigationController, operation, fromVC, toVC)
            {
                return animationController
            }
        }
        // Then the app's animation registered for the screen that arrives or leaves.
        return host?.animationController(for: operation, from: fromVC, to: toVC)
    }

    /// The gesture driving an app's custom animation: the first the app's delegates give. UIKit
    /// asks only after a delegate gave a custom animation.
    func navigationController(
        _ navigationController: UINavigationController,
        interactionControllerFor animationController: any UIViewControllerAnimatedTransitioning
    ) -> (any UIViewControllerInteractiveTransitioning)? {
        for appDelegate in appDelegates(of: navigationController) {
            if let appInteractionController = appDelegate?.navigationController(_:interactionControllerFor:),
                let interactionController = appInteractionController(navigationController, animationController)
            {
                return interactionController
            }
        }
        return host?.interactionController(for: animationController)
    }

    func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController) -> Bool
    {
        // Each delegate is asked, as it would be alone, until one refuses.
        for appDelegate in appDelegates(of: tabBarController) {
            if let appShouldSelect = appDelegate?.tabBarController(_:shouldSelect:),
                !appShouldSelect(tabBarController, viewController)
            {
                return false
            }
        }
        return host?.userMaySelect(viewController, in: tabBarController) ?? true
    }

    func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController) {
        for appDelegate in appDelegates(of: tabBarController) {
            if let appDidSelect = appDelegate?.tabBarController(_:didSelect:) {
                appDidSelect(tabBarController, viewController)
            }
        }
        host?.tabBarController(tabBarController, didSelect: viewController)
    }

    @available(iOS 18.0, tvOS 18.0, visionOS 2.0, *)
    func tabBarController(_ tabBarController: UITabBarController, shouldSelectTab tab: UITab) -> Bool {
        for appDelegate in appDelegates(of: tabBarController) {
            if let appShouldSelect = appDelegate?.tabBarController(_:shouldSelectTab:),
                !appShouldSelect(tabBarController, tab)
            {
                return false
            }
        }
        return host?.userMaySelect(tab, in: tabBarController) ?? true
    }

    @available(iOS 18.0, tvOS 18.0, visionOS 2.0, *)
    func tabBarController(_ tabBarController: UITabBarController, didSelectTab selectedTab: UITab, previousTab: UITab?)
    {
        for appDelegate in appDelegates(of: tabBarController) {
            if let appDidSelect = appDelegate?.tabBarController(_:didSelectTab:previousTab:) {
                appDidSelect(tabBarController, selectedTab, previousTab)
            }
        }
        // The tab's navigation controller stands for it, as in a tab bar of view controllers.
        guard let controller = selectedTab.viewController else { return }
        host?.tabBarController(tabBarController, didSelect: controller)
    }

    /// The app's delegates of a navigation controller: the one set on it, then the host-wide
    /// one, each once. Optional, none `nil`: a reference to a method through an optional reads
    /// the same on iOS, where the method may be missing, and on the double.
    private func appDelegates(of navigationController: UINavigationController) -> [(
        any UINavigationControllerDelegate
    )?] {
        let own = (navigationController as? HostNavigationController)?.appDelegate
        switch (own, appNavigationControllerDelegate) {
        case (nil, nil): return []
        case (let own?, nil): return [own]
        case (nil, let hostWide?): return [hostWide]
        case (let own?, let hostWide?): return own === hostWide ? [own] : [own, hostWide]
        }
    }

    /// The app's delegates of a tab bar controller: the one set on it, then the host-wide one,
    /// each once, as for a navigation controller.
    private func appDelegates(of tabBarController: UITabBarController) -> [(any UITabBarControllerDelegate)?] {
        let own = (tabBarController as? HostTabBarController)?.appDelegate
        switch (own, appTabBarControllerDelegate) {
        case (nil, nil): return []
        case (let own?, nil): return [own]
        case (nil, let hostWide?): return [hostWide]
        case (let own?, let hostWide?): return own === hostWide ? [own] : [own, hostWide]
        }
    }

    /// Asked as the user begins to swipe a sheet down or taps outside a popover, unless the
    /// layer is locked (`isModalInPresentation`): the leave guards answer; a refusal keeps the
    /// layer, and UIKit then calls `presentationControllerDidAttemptToDismiss`.
    func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool {
        host?.userMayDismiss(presentationController) ?? true
    }

    func presentationControllerWillDismiss(_ presentationController: UIPresentationController) {
        host?.userWillDismiss(presentationController)
    }

    func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {
        host?.userDidDismiss(presentationController)
    }

    func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController) {
        host?.userAttemptedToDismiss(presentationController)
    }
}

/// The app's animations of the host's presented layers (`RouteAnimation.custom`): the host
/// sets itself as `transitioningDelegate` of a layer's container only for those.
extension UIKitHostDelegate: UIViewControllerTransitioningDelegate {
    func animationController(
        forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)? {
        host?.animationController(forLayerIn: presented, presenting: true)
    }

    func animationController(forDismissed dismissed: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? {
        host?.animationController(forLayerIn: dismissed, presenting: false)
    }

    func interactionControllerForDismissal(
        using animator: any UIViewControllerAnimatedTransitioning
    ) -> (any UIViewControllerInteractiveTransitioning)? {
        host?.interactionController(for: animator)
    }
}

#if !os(tvOS)
@available(iOS 15.0, *)
extension UIKitHostDelegate: UISheetPresentationControllerDelegate {
    func sheetPresentationControllerDidChangeSelectedDetentIdentifier(
        _ sheetPresentationController: UISheetPresentationController
    ) {
        host?.userChangedDetent(of: sheetPresentationController)
    }
}
#endif
#endif
