#if canImport(UIKit) && !os(watchOS)
import UIKit
#elseif os(Linux)
import UIKitDouble
#endif
#if (canImport(UIKit) && !os(watchOS)) || os(Linux)

// The containers UIKitHost makes. They are UIKit's own, subclassed only to hear what app code
// does to them that UIKit reports to no delegate: a programmatic dismissal, a tab selected by
// code, and a `delegate` of the app's set on them. Each calls the host, which writes it back,
// or keeps the app's delegate for the host's delegate object to forward to.

/// The navigation controller of one stack.
final class HostNavigationController: UINavigationController {
    weak var host: UIKitHost?
    /// The stack as the host last set it here, with the view controllers UIKit showed right
    /// after; `nil` when the host does not know. Kept on the controller, not in a map keyed by
    /// stack: a command reads and replaces it without hashing.
    var lastSet: SetStack?

    /// The delegate app code set on this navigation controller: the host's delegate object
    /// forwards every call it gets from this controller to it. Held weakly, as UIKit holds a
    /// delegate.
    weak var appDelegate: (any UINavigationControllerDelegate)?

    /// The host's delegate object, always, so that the host hears the back button and swipes
    /// whoever sets this and when: a delegate of the app's set here is kept in `appDelegate`
    /// (replacing the one before, `nil` removing it) and hears every call.
    override var delegate: (any UINavigationControllerDelegate)? {
        get { super.delegate }
        set {
            guard let host, newValue !== host.delegate else {
                // The host's object put back: the app's delegate is gone.
                super.delegate = newValue
                appDelegate = nil
                return
            }
            appDelegate = newValue
        }
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        host?.containerWillDisappear(self)
    }
}

/// The tab bar controller of one tabs layer.
final class HostTabBarController: UITabBarController {
    weak var host: UIKitHost?

    /// The delegate app code set on this tab bar controller: the host's delegate object asks
    /// it and forwards every call to it. Held weakly, as UIKit holds a delegate.
    weak var appDelegate: (any UITabBarControllerDelegate)?

    /// The host's delegate object, always, so that the host hears tab taps: a delegate of the
    /// app's set here is kept in `appDelegate` and hears every call.
    override var delegate: (any UITabBarControllerDelegate)? {
        get { super.delegate }
        set {
            guard let host, newValue !== host.delegate else {
                // The host's object put back: the app's delegate is gone.
                super.delegate = newValue
                appDelegate = nil
                return
            }
            appDelegate = newValue
        }
    }

    // UIKit calls no delegate when code selects a tab.
    override var selectedIndex: Int {
        didSet { host?.tabSelectionChanged(in: self) }
    }

    override var selectedViewController: UIViewController? {
        didSet { host?.tabSelectionChanged(in: self) }
    }

    @available(iOS 18.0, tvOS 18.0, visionOS 2.0, *)
    override var selectedTab: UITab? {
        didSet { host?.tabSelectionChanged(in: self) }
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        host?.containerWillDisappear(self)
    }
}
#endif
