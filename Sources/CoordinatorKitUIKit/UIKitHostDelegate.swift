#if canImport(UIKit)
import UIKit
#else
import UIKitDouble
#endif
import CoordinatorKit

/// UIKit's delegate callbacks, forwarded to the host.
///
/// A separate object, so that `UIKitHost` does not expose delegate conformances, and UIKit's
/// `weak` delegate references stay valid for as long as the host (which owns this) lives.
@MainActor
final class UIKitHostDelegate: NSObject, UINavigationControllerDelegate, UITabBarControllerDelegate,
    UIAdaptivePresentationControllerDelegate {
    weak var host: UIKitHost?

    func navigationController(_ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool) {
        host?.navigationController(navigationController, willShow: viewController)
    }

    func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool) {
        host?.navigationController(navigationController, didShow: viewController)
    }

    func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController) {
        host?.tabBarController(tabBarController, didSelect: viewController)
    }

    func presentationControllerWillDismiss(_ presentationController: UIPresentationController) {
        host?.userWillDismiss(presentationController)
    }

    func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {
        host?.userDidDismiss(presentationController)
    }
}
