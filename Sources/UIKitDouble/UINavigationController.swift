#if os(Linux)
/// Double of UIKit's `UINavigationController`: a stack whose animated changes run as held transitions.
///
/// Animated pushes and pops change `viewControllers` at once, call the delegate's `willShow`, and call
/// `didShow` when the transition ends. Pushing a controller already in the stack records UIKit's
/// exception; pushing one that is presented or a window's root, and any push, pop or stack change
/// while one is animating, records a violation. All leave the stack unchanged.
@MainActor @preconcurrency
open class UINavigationController: UIViewController {
    /// Double of `UINavigationController.delegate` (weak).
    weak open var delegate: (any UINavigationControllerDelegate)?

    /// Whether the controller appeared in its window since the last layout pass (the double's bookkeeping).
    var doubleNeedsLayout = false
    /// The pop gesture, once asked for, and the delegate it has until the app sets another.
    var doubleStoredPopGesture: UIGestureRecognizer?
    var doublePopGestureOwnDelegate: (any UIGestureRecognizerDelegate)?

    /// Double of `UINavigationController.init(rootViewController:)`: the root is in the stack at once, without callbacks to a delegate.
    public init(rootViewController: UIViewController) {
        super.init(nibName: nil, bundle: nil)
        rootViewController.willMove(toParent: self)
        rootViewController.doubleDetachFromContainer()
        doubleChildren = [rootViewController]
        rootViewController.doubleParent = self
        rootViewController.didMove(toParent: self)
    }

    /// Double of `UINavigationController.init(navigationBarClass:toolbarClass:)`: the classes are ignored.
    public init(navigationBarClass: AnyClass?, toolbarClass: AnyClass?) {
        super.init(nibName: nil, bundle: nil)
    }

    /// Double of `UINavigationController.init(nibName:bundle:)`: an empty stack.
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    /// Double of `UINavigationController.init?(coder:)`: decodes nothing, an empty stack.
    public required init?(coder aDecoder: NSCoder) {
        super.init(coder: aDecoder)
    }

    /// Double of `UINavigationController.viewControllers`: setting it is `setViewControllers(_:animated: false)`.
    open var viewControllers: [UIViewController] {
        get { doubleChildren }
        set { setViewControllers(newValue, animated: false) }
    }

    /// Double of `UINavigationController.topViewController`.
    open var topViewController: UIViewController? {
        doubleChildren.last
    }

    /// Double of `UINavigationController.visibleViewController`: a presented controller, else the top one.
    open var visibleViewController: UIViewController? {
        presentedViewController ?? topViewController
    }

    /// Double of `UINavigationController.pushViewController(_:animated:)`.
    open func pushViewController(_ viewController: UIViewController, animated: Bool) {
        doublePush(viewController, animated: animated)
    }

    /// Double of `UINavigationController.popViewController(animated:)`: `nil` and no change at the root.
    @discardableResult
    open func popViewController(animated: Bool) -> UIViewController? {
        doublePop(animated: animated)
    }

    /// Double of `UINavigationController.popToViewController(_:animated:)`: the popped controllers.
    @discardableResult
    open func popToViewController(_ viewController: UIViewController, animated: Bool) -> [UIViewController]? {
        doublePop(to: viewController, animated: animated)
    }

    /// Double of `UINavigationController.popToRootViewController(animated:)`: the popped controllers (empty at the root).
    @discardableResult
    open func popToRootViewController(animated: Bool) -> [UIViewController]? {
        guard let root = doubleChildren.first else { return nil }
        return doublePop(to: root, animated: animated)
    }

    /// Double of `UINavigationController.setViewControllers(_:animated:)`: animates as a push or a pop, as UIKit does.
    ///
    /// When the navigation controller appeared since the last layout pass, an animated change
    /// starts on that pass, as UIKit's does: `transitionCoordinator` is still `nil` after the call.
    open func setViewControllers(_ viewControllers: [UIViewController], animated: Bool) {
        doubleSetViewControllers(viewControllers, animated: animated)
    }

    /// The controller is appearing: its first layout pass comes later.
    func doubleAwaitFirstLayout() {
        doubleNeedsLayout = true
        doubleRuntime.onNextLayoutPass { [weak self] in self?.doubleNeedsLayout = false }
    }

    /// The controller appeared in its window: UIKit tells the delegate it shows its top.
    func doubleDidAppear(animated: Bool) {
        guard let top = topViewController else { return }
        delegate?.navigationController(self, didShow: top, animated: animated)
    }
}
#endif
