#if canImport(UIKit) && !os(watchOS)
public import UIKit
#elseif os(Linux)
public import UIKitDouble
#endif
#if (canImport(UIKit) && !os(watchOS)) || os(Linux)
import IssueReporting

// The app's own delegates for the host's containers: they hear every call the host's delegate
// gets, while the host keeps writing the user's gestures back.

extension UIKitHost {
    /// A delegate of the app's for the navigation controllers the host makes: it hears every
    /// call UIKit makes to the host's delegate, in the same order.
    ///
    /// The host is the `delegate` of each navigation controller it makes: that is how it learns
    /// of the back button and the edge swipe. Set your delegate here, not on a navigation
    /// controller:
    ///
    /// ```swift
    /// let host = UIKitHost(window: window)
    /// host.navigationControllerDelegate = analytics
    /// ```
    /// Your delegate hears `navigationController(_:willShow:animated:)` and
    /// `navigationController(_:didShow:animated:)` of every stack, before the host acts on them;
    /// the first argument says which stack. Methods the host's delegate does not implement
    /// (custom transition animators) are not forwarded. Held weakly, like UIKit's delegates.
    ///
    /// Setting `delegate` on one of the host's navigation controllers directly is reported as an
    /// issue and does what setting this property does.
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
    /// new tab by then, or gets it right after. Held weakly. Setting `delegate` on the host's tab bar controller directly is reported as
    /// an issue and does what setting this property does.
    public var tabBarControllerDelegate: (any UITabBarControllerDelegate)? {
        get { delegate.appTabBarControllerDelegate }
        set { delegate.appTabBarControllerDelegate = newValue }
    }

    /// App code set the `delegate` of one of the host's navigation controllers, which would
    /// leave the host deaf to the user's back taps: the host keeps its delegate and forwards to
    /// the app's.
    func app(replacedDelegateOf navigationController: UINavigationController, with appDelegate: (any UINavigationControllerDelegate)?) {
        navigationControllerDelegate = appDelegate
        reportIssue("""
            The delegate of a UINavigationController that UIKitHost manages was set directly; the host \
            would no longer hear the back button and swipes. UIKitHost keeps its own delegate and forwards \
            every call to yours: set host.navigationControllerDelegate instead.
            """)
    }

    /// App code set the `delegate` of one of the host's tab bar controllers: the host keeps its
    /// delegate and forwards to the app's.
    func app(replacedDelegateOf tabBarController: UITabBarController, with appDelegate: (any UITabBarControllerDelegate)?) {
        tabBarControllerDelegate = appDelegate
        reportIssue("""
            The delegate of a UITabBarController that UIKitHost manages was set directly; the host would \
            no longer hear tab taps. UIKitHost keeps its own delegate and forwards every call to yours: \
            set host.tabBarControllerDelegate instead.
            """)
    }
}
#endif
