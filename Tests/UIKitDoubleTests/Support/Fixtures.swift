#if os(Linux)
import UIKitDouble

/// An ordered log that fixtures write to, so tests can check UIKit's callback order.
@MainActor
final class EventLog {
    private(set) var events: [String] = []

    func append(_ event: String) {
        events.append(event)
    }

    func clear() {
        events = []
    }
}

/// A view controller that logs its life cycle as `"<name>.<callback>"`.
final class LoggingViewController: UIViewController {
    let name: String
    let log: EventLog
    var onDeinit: (() -> Void)?

    init(_ name: String, log: EventLog) {
        self.name = name
        self.log = log
        super.init(nibName: nil, bundle: nil)
        title = name
    }

    required init?(coder: NSCoder) {
        nil
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        log.append("\(name).viewDidLoad")
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        log.append("\(name).viewWillAppear")
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        log.append("\(name).viewDidAppear")
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        log.append("\(name).viewWillDisappear\(isMovingFromParent ? "(movingFromParent)" : "")\(isBeingDismissed ? "(beingDismissed)" : "")")
    }

    override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        log.append("\(name).viewDidDisappear")
    }

    override func didMove(toParent parent: UIViewController?) {
        super.didMove(toParent: parent)
        if parent == nil {
            log.append("\(name).didMove(toParent: nil)")
        }
    }
}

/// Conforms to every doubled delegate protocol the way adapter code does: an NSObject subclass implementing the methods.
final class RecordingDelegate: NSObject, UINavigationControllerDelegate, UITabBarControllerDelegate, UIAdaptivePresentationControllerDelegate {
    let log: EventLog
    var allowsTabSelection = true
    var allowsSheetDismissal = true
    /// What `transitionCoordinator?.viewController(forKey: .from)` answered inside `didShow`.
    var fromInDidShow: UIViewController?

    init(log: EventLog) {
        self.log = log
    }

    func navigationController(_ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool) {
        log.append("willShow \(viewController.title ?? "?")")
    }

    func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool) {
        fromInDidShow = navigationController.transitionCoordinator?.viewController(forKey: .from)
        log.append("didShow \(viewController.title ?? "?")")
    }

    func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController) -> Bool {
        log.append("shouldSelect \(viewController.title ?? "?")")
        return allowsTabSelection
    }

    func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController) {
        log.append("didSelect \(viewController.title ?? "?")")
    }

    func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool {
        log.append("shouldDismiss")
        return allowsSheetDismissal
    }

    func presentationControllerWillDismiss(_ presentationController: UIPresentationController) {
        log.append("willDismiss")
    }

    func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {
        log.append("didDismiss presented=\(presentationController.presentedViewController.presentingViewController == nil ? "gone" : "still")")
    }

    func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController) {
        log.append("didAttemptToDismiss")
    }
}

/// A shown window whose root is `root`.
@MainActor
/// A key window showing `root`. Transitions run on UIKit's clock (they end on a later turn of the
/// main queue) unless the test holds them or asks for synchronous completion.
func makeWindow(root: UIViewController, holdsTransitions: Bool = false, completesTransitionsSynchronously: Bool = false) -> UIWindow {
    let window = UIWindow(frame: .zero)
    window.doubleRuntime.holdsTransitions = holdsTransitions
    window.doubleRuntime.completesTransitionsSynchronously = completesTransitionsSynchronously
    window.rootViewController = root
    window.makeKeyAndVisible()
    return window
}

/// A plain view controller titled `title`.
@MainActor
func screen(_ title: String) -> UIViewController {
    let controller = UIViewController()
    controller.title = title
    return controller
}
#endif
