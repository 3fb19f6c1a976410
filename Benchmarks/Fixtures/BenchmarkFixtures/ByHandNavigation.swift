// Both UIKit sides of the ratios, on Linux's UIKit double: the library's host, and the same calls
// by hand.

#if os(Linux)
import CoordinatorKitUIKit
import UIKitDouble

/// A window of the UIKit double whose transitions finish inside the call that starts them, shown:
/// a sample then holds the whole change, on both sides of a ratio.
@MainActor
public func synchronousWindow() -> UIWindow {
    let window = UIWindow(frame: .zero)
    window.doubleRuntime.completesTransitionsSynchronously = true
    window.makeKeyAndVisible()
    return window
}

/// The library's UIKit side: a host rendering into a `synchronousWindow()`, a plain view controller
/// for every screen.
@MainActor
public func synchronousUIKitHost() -> UIKitHost {
    UIKitHost(window: synchronousWindow()) { _ in UIViewController(nibName: nil, bundle: nil) }
}

/// The same changes by hand, as the articles' coordinators navigate: a `UINavigationController` of
/// `depth` view controllers as the window's root, and a navigation controller presented as a
/// page sheet over it.
@MainActor
public final class ByHandNavigation: SingleChangeSide {
    public let window = synchronousWindow()
    public let navigation: UINavigationController

    public init(depth: Int) {
        navigation = UINavigationController(nibName: nil, bundle: nil)
        navigation.setViewControllers((0..<depth).map { _ in UIViewController(nibName: nil, bundle: nil) }, animated: false)
        window.rootViewController = navigation
    }

    public func perform(_ change: SingleChange) {
        switch change {
        case .push: navigation.pushViewController(UIViewController(nibName: nil, bundle: nil), animated: true)
        case .pop: _ = navigation.popViewController(animated: true)
        case .sheet:
            let sheet = UINavigationController(rootViewController: UIViewController(nibName: nil, bundle: nil))
            sheet.modalPresentationStyle = .pageSheet
            navigation.present(sheet, animated: true)
            navigation.dismiss(animated: true)
        }
    }

    public func undo(_ change: SingleChange) {
        switch change {
        case .push: _ = navigation.popViewController(animated: true)
        case .pop: navigation.pushViewController(UIViewController(nibName: nil, bundle: nil), animated: true)
        case .sheet: break
        }
    }

    /// Whether the navigation controller shows `depth` view controllers, presents nothing, and the
    /// double refused nothing.
    public func isSettled(atDepth depth: Int) -> Bool {
        navigation.viewControllers.count == depth && navigation.presentedViewController == nil
            && window.doubleRuntime.issues.isEmpty
    }
}
#endif
