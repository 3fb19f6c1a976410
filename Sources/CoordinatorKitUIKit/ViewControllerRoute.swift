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
/// given a view controller, make one. The route holds the view controller, so it lives exactly
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
    /// - Parameters:
    ///   - viewController: a view controller that is not on screen yet.
    ///   - animated: whether the host animates the last visible transition.
    public func push(_ viewController: UIViewController, animated: Bool = true) {
        pushScreen(showing: ViewControllerRoute(viewController), animated: animated)
    }

    /// Presents a view controller the coordinator built itself in a new layer; the
    /// coordinator's next pushes go into that layer.
    /// - Parameters:
    ///   - viewController: a view controller that is not on screen yet.
    ///   - presentation: a modal style.
    ///   - animated: whether the host animates the last visible transition.
    public func present(_ viewController: UIViewController, as presentation: Presentation, animated: Bool = true) {
        presentScreen(showing: ViewControllerRoute(viewController), as: presentation, animated: animated)
    }
}
#endif
