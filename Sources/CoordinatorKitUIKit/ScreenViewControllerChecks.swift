#if canImport(UIKit) && !os(watchOS)
import UIKit
#elseif os(Linux)
import UIKitDouble
#endif
#if (canImport(UIKit) && !os(watchOS)) || os(Linux)
import CoordinatorKit
import IssueReporting

// What may be the view controller of a screen: a content view controller that UIKit shows
// nowhere else. A `UINavigationController` or `UITabBarController` holds a flow, which is a
// child coordinator with a stack or tabs of its own; and UIKit shows an instance in one place.

/// Why UIKit cannot show a view controller as one screen.
enum ScreenViewControllerProblem {
    /// The view controller is a container: `"UINavigationController"` or `"UITabBarController"`.
    case container(kind: String)
    /// The view controller already shows another screen, the one with this route.
    case showsAnotherScreen(AnyRoute)
    /// The view controller is in UIKit's hierarchy already: in a container, presented, or a window's root.
    case inUIKitAlready

    /// Whether `viewController` is a container.
    @MainActor
    static func container(_ viewController: UIViewController) -> Self? {
        switch viewController {
        case is UINavigationController: .container(kind: "UINavigationController")
        case is UITabBarController: .container(kind: "UITabBarController")
        default: nil
        }
    }

    /// The view controller, what is wrong with it, and what to do instead: "a UITabBarController,
    /// which holds a flow, not a screen: start a child coordinator with startChild(_:as:) …".
    @MainActor
    func sentence(about viewController: UIViewController) -> String {
        let name = String(describing: type(of: viewController))
        return switch self {
        case .container(let kind):
            "\(name == kind ? "a \(kind)" : "a \(name) (a \(kind))"), which holds a flow, not a screen: start a child coordinator with startChild(_:as:) instead; it gets a stack (or tabs) of its own"
        case .showsAnotherScreen(let route):
            "a \(name) which already shows a screen (\(route)): UIKit shows a view controller in one place, so make a new one"
        case .inUIKitAlready:
            "a \(name) which UIKit already shows outside the navigation state (it has a parent or is presented): UIKit shows a view controller in one place, so make a new one"
        }
    }
}

extension AnyCoordinator {
    /// Whether `viewController` may become a new screen of this coordinator; when not, reports
    /// why at the app's call and returns `false`.
    ///
    /// - Parameters:
    ///   - viewController: what the classic `push(_:)` or `present(_:as:)` was given.
    ///   - call: the call, as the issue names it: `"push(_:)"`.
    func acceptsAsNewScreen(
        _ viewController: UIViewController, in call: String,
        fileID: StaticString, filePath: StaticString, line: UInt, column: UInt
    ) -> Bool {
        guard let problem = ScreenViewControllerProblem.container(viewController) ?? alreadyShowing(viewController)
        else {
            return true
        }
        reportIssue(
            "\(call) got \(problem.sentence(about: viewController)). Nothing changes.", fileID: fileID,
            filePath: filePath, line: line, column: column)
        return false
    }

    /// The screen of the target state that `viewController` already shows, as a problem.
    private func alreadyShowing(_ viewController: UIViewController) -> ScreenViewControllerProblem? {
        guard let navigator else { return nil }
        let hostScreen = (navigator.host as? UIKitHost)?.screen(for: viewController)
        let shown = navigator.state.screens.first { screen in
            screen.id == hostScreen || screen.route.viewControllerOfRoute === viewController
        }
        return shown.map { .showsAnotherScreen($0.route) }
    }
}
#endif
