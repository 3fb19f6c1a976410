#if os(Linux)
/// Double of UIKit's `UIViewController`, with UIKit's presentation, containment and appearance behaviour modelled.
///
/// Subclass it as on iOS:
/// ```swift
/// final class DetailViewController: UIViewController {
///     init() { super.init(nibName: nil, bundle: nil) }
///     required init?(coder: NSCoder) { nil }
/// }
/// ```
@MainActor @preconcurrency
open class UIViewController: UIResponder {
    // The double's bookkeeping. Owning references point down the hierarchy (parent → children,
    // presenter → presented), weak ones point up, so released controllers deinitialize.
    var doubleChildren: [UIViewController] = []
    weak var doubleParent: UIViewController?
    /// Set on the window's root view controller only.
    weak var doubleWindow: UIWindow?
    var doubleStoredPresented: UIViewController?
    weak var doubleStoredPresenting: UIViewController?
    var doubleStoredPresentationController: UIPresentationController?
    var doubleStoredTabBarItem: UITabBarItem?
    var doubleStoredNavigationItem: UINavigationItem?
    var doubleAppearance: AppearanceState = .disappeared
    var doubleIsBeingPresented = false
    var doubleIsBeingDismissed = false
    var doubleIsMovingToParent = false
    var doubleIsMovingFromParent = false
    private var storedView: UIView?
    private var storedModalPresentationStyle: UIModalPresentationStyle = .automatic
    /// `preferredTransition`, kept untyped: a stored property cannot carry iOS 18's availability.
    var doubleStoredPreferredTransition: AnyObject?

    /// Double of `UIViewController.init(nibName:bundle:)`: nib and bundle are ignored.
    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init()
    }

    /// Double of `UIViewController.init?(coder:)`: decodes nothing.
    public required init?(coder: NSCoder) {
        super.init()
    }

    /// Double of the inherited `UIViewController.init()`, which UIKit runs as `init(nibName: nil, bundle: nil)`.
    public override convenience init() {
        self.init(nibName: nil, bundle: nil)
    }

    /// Double of `UIViewController.title`; setting it also sets the title of the controller's tab bar item, if it has one.
    open var title: String? {
        didSet { doubleStoredTabBarItem?.title = title }
    }

    // MARK: View and its life cycle

    /// Double of `UIViewController.view`: loads the view (`loadView`, then `viewDidLoad`) on first access.
    open var view: UIView! {
        get {
            loadViewIfNeeded()
            return storedView
        }
        set {
            storedView?.doubleOwner = nil
            storedView = newValue
            newValue?.doubleOwner = self
        }
    }

    /// Double of `UIViewController.viewIfLoaded`.
    open var viewIfLoaded: UIView? {
        storedView
    }

    /// Double of `UIViewController.isViewLoaded`.
    open var isViewLoaded: Bool {
        storedView != nil
    }

    /// Double of `UIViewController.loadView()`: makes an empty view.
    open func loadView() {
        view = UIView(frame: .zero)
    }

    /// Double of `UIViewController.loadViewIfNeeded()`.
    open func loadViewIfNeeded() {
        guard storedView == nil else { return }
        loadView()
        if storedView == nil {
            view = UIView(frame: .zero)
        }
        viewDidLoad()
    }

    /// Double of `UIViewController.viewDidLoad()`: called once, before the controller first appears.
    open func viewDidLoad() {}

    /// Double of `UIViewController.viewWillAppear(_:)`: called when a transition that shows the controller starts.
    open func viewWillAppear(_ animated: Bool) {}

    /// Double of `UIViewController.viewDidAppear(_:)`: called when that transition ends.
    open func viewDidAppear(_ animated: Bool) {}

    /// Double of `UIViewController.viewWillDisappear(_:)`: called when a transition that hides the controller starts.
    open func viewWillDisappear(_ animated: Bool) {}

    /// Double of `UIViewController.viewDidDisappear(_:)`: called when that transition ends (not when a swipe back is cancelled).
    open func viewDidDisappear(_ animated: Bool) {}

    // MARK: Containment

    /// Double of `UIViewController.parent`.
    open var parent: UIViewController? {
        doubleParent
    }

    /// Double of `UIViewController.children`; for a navigation controller its stack, for a tab bar controller its tabs.
    open var children: [UIViewController] {
        doubleChildren
    }

    /// Double of `UIViewController.addChild(_:)`: calls `willMove(toParent:)`, not `didMove(toParent:)`.
    open func addChild(_ childController: UIViewController) {
        doubleAddChild(childController)
    }

    /// Double of `UIViewController.removeFromParent()`: calls `didMove(toParent: nil)`, not `willMove(toParent: nil)`.
    open func removeFromParent() {
        doubleRemoveFromParent()
    }

    /// Double of `UIViewController.willMove(toParent:)`: called before a container adds or removes the controller.
    open func willMove(toParent parent: UIViewController?) {}

    /// Double of `UIViewController.didMove(toParent:)`: called after a container added or removed the controller.
    open func didMove(toParent parent: UIViewController?) {}

    /// Double of `UIViewController.navigationController`: the nearest ancestor that is a navigation controller.
    open var navigationController: UINavigationController? {
        doubleNearestAncestor(of: UINavigationController.self)
    }

    /// Double of `UIViewController.tabBarController`: the nearest ancestor that is a tab bar controller.
    open var tabBarController: UITabBarController? {
        doubleNearestAncestor(of: UITabBarController.self)
    }

    /// Double of `UIViewController.isMovingToParent`: true while a container's transition adds the controller.
    open var isMovingToParent: Bool {
        doubleIsMovingToParent
    }

    /// Double of `UIViewController.isMovingFromParent`: true while a container's transition removes the controller.
    open var isMovingFromParent: Bool {
        doubleIsMovingFromParent
    }

    // MARK: Presentation

    /// Double of `UIViewController.present(_:animated:completion:)`.
    ///
    /// The farthest ancestor presents, as in UIKit. Presenting from a controller that is not in the
    /// window, on one that already presents, or while another presentation or dismissal is in flight
    /// records UIKit's warning and does nothing (no completion). `completion` runs after
    /// `viewDidAppear`, when the transition ends (see `UIKitDoubleRuntime.holdsTransitions`).
    open func present(_ viewControllerToPresent: UIViewController, animated flag: Bool, completion: (() -> Void)? = nil) {
        doublePresent(viewControllerToPresent, animated: flag, completion: completion)
    }

    /// Double of `UIViewController.dismiss(animated:completion:)`.
    ///
    /// Dismisses what this controller (or its farthest ancestor) presented, with everything above it,
    /// or else asks its presenter to dismiss it. One completion, after the last `viewDidDisappear`.
    /// Never calls the presentation controller's delegate (that is for the user's swipe only).
    open func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {
        doubleDismiss(animated: flag, completion: completion)
    }

    /// Double of `UIViewController.presentedViewController`: presented by this controller or its nearest ancestor.
    open var presentedViewController: UIViewController? {
        doubleNearestUpTheParents(\.doubleStoredPresented)
    }

    /// Double of `UIViewController.presentingViewController`: the presenter of this controller or of its nearest presented ancestor.
    open var presentingViewController: UIViewController? {
        doubleNearestUpTheParents(\.doubleStoredPresenting)
    }

    /// Double of `UIViewController.isBeingPresented`: true while the presentation transition runs.
    open var isBeingPresented: Bool {
        doubleIsBeingPresented
    }

    /// Double of `UIViewController.isBeingDismissed`: true while the dismissal transition runs.
    open var isBeingDismissed: Bool {
        doubleIsBeingDismissed
    }

    /// Double of `UIViewController.modalPresentationStyle`: `.automatic` by default, read back as `.formSheet` (iOS 18 SDK).
    open var modalPresentationStyle: UIModalPresentationStyle {
        get { storedModalPresentationStyle == .automatic ? .formSheet : storedModalPresentationStyle }
        set { storedModalPresentationStyle = newValue }
    }

    /// Double of `UIViewController.modalTransitionStyle`: how a presentation of this controller
    /// animates, `.coverVertical` by default.
    open var modalTransitionStyle: UIModalTransitionStyle = .coverVertical

    /// Double of `UIViewController.transitioningDelegate`: the custom animations of this
    /// controller's presentation and dismissal. Held weakly, as UIKit does.
    open weak var transitioningDelegate: (any UIViewControllerTransitioningDelegate)?

    /// Double of `UIViewController.preferredTransition` (iOS 18): the system transition this
    /// controller prefers when pushed or presented; a custom animation controller wins over it.
    @available(iOS 18.0, tvOS 18.0, *)
    open var preferredTransition: UIViewController.Transition? {
        get { doubleStoredPreferredTransition as? UIViewController.Transition }
        set { doubleStoredPreferredTransition = newValue }
    }

    /// Double of `UIViewController.isModalInPresentation`: when true the user cannot swipe the sheet away.
    open var isModalInPresentation: Bool = false

    /// Double of `UIViewController.presentationController`.
    ///
    /// Created on first access, as in UIKit, so a delegate can be set before presenting; a child
    /// answers with its root ancestor's. Discarded when the presentation is dismissed. Its class
    /// follows the style at that time: a popover's, a page or form sheet's (`UISheetPresentationController`), or the base class.
    open var presentationController: UIPresentationController? {
        let root = doubleRootAncestor
        if let existing = root.doubleStoredPresentationController {
            return existing
        }
        let presenting = root.doubleStoredPresenting
        let created: UIPresentationController = switch root.modalPresentationStyle {
        case .popover: UIPopoverPresentationController(presentedViewController: root, presenting: presenting)
        case .pageSheet, .formSheet: UISheetPresentationController(presentedViewController: root, presenting: presenting)
        default: UIPresentationController(presentedViewController: root, presenting: presenting)
        }
        root.doubleStoredPresentationController = created
        return created
    }

    /// Double of `UIViewController.popoverPresentationController`: the presentation controller while the style is `.popover`, else `nil`.
    open var popoverPresentationController: UIPopoverPresentationController? {
        guard modalPresentationStyle == .popover else { return nil }
        return presentationController as? UIPopoverPresentationController
    }

    /// Double of `UIViewController.transitionCoordinator`: the running transition of this controller or its nearest ancestor.
    ///
    /// `nil` for changes made without animation. For navigation it is still there inside `didShow`.
    open var transitionCoordinator: (any UIViewControllerTransitionCoordinator)? {
        let runtime = doubleRuntime
        for controller in doubleAncestorsAndSelf {
            if let coordinator = runtime.coordinator(of: controller) {
                return coordinator
            }
        }
        return nil
    }
}
#endif
