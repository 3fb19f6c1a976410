#if canImport(UIKit) && !os(watchOS)
public import UIKit
#elseif os(Linux)
public import UIKitDouble
#endif
#if (canImport(UIKit) && !os(watchOS)) || os(Linux)
public import CoordinatorKit

/// A route whose screen is a view controller a coordinator built itself: the classic UIKit
/// style, kept working.
///
/// You rarely name it: a coordinator's `push(_:animated:)` and `present(_:as:animated:)`,
/// given a view controller, make one. A coordinator whose only screens are such view
/// controllers is a ``ViewControllerCoordinator``: these are its routes. The route holds the view controller, so it lives exactly
/// as long as its screen. Two routes are equal when they hold the same instance.
///
/// Such a screen cannot be restored from encoded state: there is no route value to decode.
public struct ViewControllerRoute: Route, CustomStringConvertible {
    /// The view controller the screen shows.
    public let viewController: UIViewController

    /// Wraps a view controller.
    public init(_ viewController: UIViewController) {
        self.viewController = viewController
    }

    public static func == (lhs: ViewControllerRoute, rhs: ViewControllerRoute) -> Bool {
        lhs.viewController === rhs.viewController
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(viewController))
    }

    /// The view controller's type, as the tree dump shows it: `ProductViewController`.
    public var description: String { String(describing: type(of: viewController)) }
}

extension AnyRoute {
    /// The view controller of a ``ViewControllerRoute``, or `nil` for a route of another type.
    /// The types are compared first: the host asks for every screen it makes a view controller
    /// for, and a cast that fails costs far more than a comparison of two types.
    var viewControllerOfRoute: UIViewController? {
        guard ObjectIdentifier(type(of: base)) == ObjectIdentifier(ViewControllerRoute.self) else { return nil }
        return self.as(ViewControllerRoute.self)?.viewController
    }
}

extension Coordinator {
    /// Pushes a view controller the coordinator built itself onto its stack, the way
    /// hand-written UIKit coordinators do.
    ///
    /// ```swift
    /// override func start() {
    ///     let list = ListViewController()
    ///     list.coordinator = self
    ///     push(list)
    /// }
    /// ```
    /// The screen is owned by this coordinator like any other: the user's back swipe pops it
    /// and is written back, and ending the flow removes it.
    ///
    /// A container is not a screen: for a `UINavigationController` or `UITabBarController`,
    /// start a child coordinator with `startChild(_:as:)`. Given one, or a view controller that
    /// already shows a screen, `push(_:)` changes nothing and reports an issue at your call.
    /// - Parameters:
    ///   - viewController: a content view controller that is not on screen yet.
    ///   - animated: whether the host animates the last visible transition.
    ///   - fileID: the file of the call, where an issue is reported; leave the default.
    ///   - filePath: the path of that file; leave the default.
    ///   - line: the line of the call; leave the default.
    ///   - column: the column of the call; leave the default.
    public func push(
        _ viewController: UIViewController, animated: Bool = true,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) {
        guard
            acceptsAsNewScreen(
                viewController, in: "push(_:)", fileID: fileID, filePath: filePath, line: line, column: column)
        else {
            return
        }
        pushScreen(
            showing: ViewControllerRoute(viewController), animated: animated,
            site: CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
    }

    /// Presents a view controller the coordinator built itself in a new layer; the
    /// coordinator's next pushes go into that layer.
    ///
    /// Like ``push(_:animated:fileID:filePath:line:column:)``, it refuses a container or a view
    /// controller that already shows a screen, reporting an issue at your call.
    /// - Parameters:
    ///   - viewController: a content view controller that is not on screen yet.
    ///   - presentation: a modal style.
    ///   - animated: whether the host animates the last visible transition.
    ///   - fileID: the file of the call, where an issue is reported; leave the default.
    ///   - filePath: the path of that file; leave the default.
    ///   - line: the line of the call; leave the default.
    ///   - column: the column of the call; leave the default.
    public func present(
        _ viewController: UIViewController, as presentation: Presentation, animated: Bool = true,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) {
        guard
            acceptsAsNewScreen(
                viewController, in: "present(_:as:)", fileID: fileID, filePath: filePath, line: line, column: column)
        else {
            return
        }
        presentScreen(
            showing: ViewControllerRoute(viewController), as: presentation, options: nil, animated: animated,
            site: CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
    }
}
#endif
