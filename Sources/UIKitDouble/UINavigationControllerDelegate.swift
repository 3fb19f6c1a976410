#if os(Linux)
/// Double of UIKit's `UINavigationControllerDelegate`.
///
/// Apple's methods are `optional` Objective-C requirements, which Linux cannot express: here they are
/// requirements with empty default implementations. Implement them; never call them with `?`.
@MainActor @preconcurrency
public protocol UINavigationControllerDelegate: NSObjectProtocol {
    /// Double of `navigationController(_:willShow:animated:)`: called when a push, pop or stack change starts.
    func navigationController(_ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool)

    /// Double of `navigationController(_:didShow:animated:)`: called when that change has finished (not after a cancelled swipe).
    func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool)

    /// Double of `navigationController(_:interactionControllerFor:)`: the gesture driving a custom animation; the double never asks.
    @discardableResult
    func navigationController(_ navigationController: UINavigationController, interactionControllerFor animationController: any UIViewControllerAnimatedTransitioning) -> (any UIViewControllerInteractiveTransitioning)?

    /// Double of `navigationController(_:animationControllerFor:from:to:)`: a custom animation of a push or pop; the double never asks.
    @discardableResult
    func navigationController(_ navigationController: UINavigationController, animationControllerFor operation: UINavigationController.Operation, from fromVC: UIViewController, to toVC: UIViewController) -> (any UIViewControllerAnimatedTransitioning)?
}

extension UINavigationControllerDelegate {
    /// Default for Apple's optional `navigationController(_:willShow:animated:)`: does nothing.
    public func navigationController(_ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool) {}

    /// Default for Apple's optional `navigationController(_:didShow:animated:)`: does nothing.
    public func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool) {}

    /// Default for Apple's optional `navigationController(_:interactionControllerFor:)`: none, as when it is not implemented.
    @discardableResult
    public func navigationController(_ navigationController: UINavigationController, interactionControllerFor animationController: any UIViewControllerAnimatedTransitioning) -> (any UIViewControllerInteractiveTransitioning)? { nil }

    /// Default for Apple's optional `navigationController(_:animationControllerFor:from:to:)`: none, UIKit's own animation.
    @discardableResult
    public func navigationController(_ navigationController: UINavigationController, animationControllerFor operation: UINavigationController.Operation, from fromVC: UIViewController, to toVC: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? { nil }
}
#endif
