#if canImport(UIKit) && !os(watchOS)
import UIKit
#elseif os(Linux)
import UIKitDouble
#endif
#if (canImport(UIKit) && !os(watchOS)) || os(Linux)

// The containers UIKitHost makes. They are UIKit's own, subclassed only to hear what app code
// does to them that UIKit reports to no delegate: a programmatic dismissal, a tab selected by
// code, and their `delegate` replaced. Each calls the host, which writes it back.

/// The navigation controller of one stack.
final class HostNavigationController: UINavigationController {
    weak var host: UIKitHost?
    /// The stack as the host last set it here, with the view controllers UIKit showed right
    /// after; `nil` when the host does not know. Kept on the controller, not in a map keyed by
    /// stack: a command reads and replaces it without hashing.
    var lastSet: SetStack?

    /// The host's delegate object, always: an app's delegate set here becomes the host's
    /// forward target, `UIKitHost.navigationControllerDelegate`, and is reported.
    override var delegate: (any UINavigationControllerDelegate)? {
        get { super.delegate }
        set {
            guard let host, newValue !== host.delegate else {
                super.delegate = newValue
                return
            }
            host.app(replacedDelegateOf: self, with: newValue)
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

    /// The host's delegate object, always: an app's delegate set here becomes the host's
    /// forward target, `UIKitHost.tabBarControllerDelegate`, and is reported.
    override var delegate: (any UITabBarControllerDelegate)? {
        get { super.delegate }
        set {
            guard let host, newValue !== host.delegate else {
                super.delegate = newValue
                return
            }
            host.app(replacedDelegateOf: self, with: newValue)
        }
    }

    // UIKit calls no delegate when code selects a tab.
    override var selectedIndex: Int {
        didSet { host?.tabSelectionChanged(in: self) }
    }

    override var selectedViewController: UIViewController? {
        didSet { host?.tabSelectionChanged(in: self) }
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        host?.containerWillDisappear(self)
    }
}
#endif
