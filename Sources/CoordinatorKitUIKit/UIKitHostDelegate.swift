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
/// The app's delegates are called through a reference to the method, `appDelegate?.method`,
/// which is `nil` when there is no delegate or, on iOS, where these are optional requirements,
/// when it does not implement the method (Swift asks the Objective-C runtime); the double's
/// requirements have empty defaults instead, which do the same nothing. One source for both,
/// with no Objective-C attribute, selector check or optional chaining on the requirement.
@MainActor
final class UIKitHostDelegate: NSObject, UINavigationControllerDelegate, UITabBarControllerDelegate,
    UIAdaptivePresentationControllerDelegate {
    weak var host: UIKitHost?
    /// `UIKitHost.navigationControllerDelegate`.
    weak var appNavigationControllerDelegate: (any UINavigationControllerDelegate)?
    /// `UIKitHost.tabBarControllerDelegate`.
    weak var appTabBarControllerDelegate: (any UITabBarControllerDelegate)?

    func navigationController(_ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool) {
        if let appWillShow = appNavigationControllerDelegate?.navigationController(_:willShow:animated:) {
            appWillShow(navigationController, viewController, animated)
        }
        host?.navigationController(navigationController, willShow: viewController)
    }

    func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool) {
        if let appDidShow = appNavigationControllerDelegate?.navigationController(_:didShow:animated:) {
            appDidShow(navigationController, viewController, animated)
        }
        host?.navigationController(navigationController, didShow: viewController)
    }

    func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController) -> Bool {
        guard let appShouldSelect = appTabBarControllerDelegate?.tabBarController(_:shouldSelect:) else { return true }
        return appShouldSelect(tabBarController, viewController)
    }

    func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController) {
        if let appDidSelect = appTabBarControllerDelegate?.tabBarController(_:didSelect:) {
            appDidSelect(tabBarController, viewController)
        }
        host?.tabBarController(tabBarController, didSelect: viewController)
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

#if !os(tvOS)
@available(iOS 15.0, *)
extension UIKitHostDelegate: UISheetPresentationControllerDelegate {
    func sheetPresentationControllerDidChangeSelectedDetentIdentifier(_ sheetPresentationController: UISheetPresentationController) {
        host?.userChangedDetent(of: sheetPresentationController)
    }
}
#endif
#endif
