#if canImport(UIKit) && !os(watchOS)
public import UIKit
#elseif os(Linux)
public import UIKitDouble
#endif
#if (canImport(UIKit) && !os(watchOS)) || os(Linux)

// The app's own delegates for the host's containers: they hear every call the host's delegate
// gets, while the host keeps writing the user's gestures back.

extension UIKitHost {
    /// A delegate of the app's for the navigation controllers the host makes: it hears every
    /// call UIKit makes to the host's delegate, in the same order.
    ///
    /// The host's delegate object is the `delegate` of each navigation controller it makes: that
    /// is how it learns of the back button and the edge swipe. A delegate set here hears every
    /// stack:
    ///
    /// ```swift
    /// let host = UIKitHost(window: window)
    /// host.navigationControllerDelegate = analytics
    /// ```
    /// Your delegate hears `navigationController(_:willShow:animated:)` and
    /// `navigationController(_:didShow:animated:)` of every stack, before the host acts on them;
    /// the first argument says which stack. Its custom animations
    /// (`navigationController(_:animationControllerFor:from:to:)` and
    /// `navigationController(_:interactionControllerFor:)`) are UIKit's answer too. The
    /// interface orientations a navigation controller's delegate may give are not forwarded:
    /// UIKit decides them as it does without a delegate. Held weakly, like UIKit's delegates.
    ///
    /// A delegate of one stack only can be set the classic way, on its navigation controller:
    /// `navigationController?.delegate = self` keeps the host's delegate object in place and
    /// makes yours hear every call of that navigation controller, before this one. Reading
    /// `delegate` back gives the host's object.
    public var navigationControllerDelegate: (any UINavigationControllerDelegate)? {
        get { delegate.appNavigationControllerDelegate }
        set { delegate.appNavigationControllerDelegate = newValue }
    }

    /// A delegate of the app's for the tab bar controllers the host makes: it decides whether a
    /// tapped tab is selected, and hears every tap.
    ///
    /// ```swift
    /// host.tabBarControllerDelegate = self   // e.g. to ask before leaving an unsaved form
    /// ```
    /// Your delegate answers `tabBarController(_:shouldSelect:)` (a refused tap changes
    /// nothing) and hears `tabBarController(_:didSelect:)` of every tap; the navigator has the
    /// new tab by then, or gets it right after. Held weakly. A delegate set on the host's tab bar
    /// controller itself is asked and told too, before this one.
    public var tabBarControllerDelegate: (any UITabBarControllerDelegate)? {
        get { delegate.appTabBarControllerDelegate }
        set { delegate.appTabBarControllerDelegate = newValue }
    }
}
#endif
