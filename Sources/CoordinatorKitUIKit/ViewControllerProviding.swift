#if canImport(UIKit) && !os(watchOS)
public import UIKit
#elseif os(Linux)
public import UIKitDouble
#endif
#if (canImport(UIKit) && !os(watchOS)) || os(Linux)
public import CoordinatorKit
public import CoordinatorKitSwiftUI

/// A coordinator that builds the view controllers of its own routes.
///
/// ``UIKitHost`` asks a screen's owner for its view controller once, when the screen first
/// appears, and reuses it for as long as the screen is in the navigation state.
///
/// ```swift
/// extension CatalogCoordinator: ViewControllerProviding {
///     func viewController(for route: CatalogRoute) -> UIViewController {
///         switch route {
///         case .list: ProductListViewController(coordinator: self)
///         case .product(let id): ProductViewController(productID: id, coordinator: self)
///         }
///     }
/// }
/// ```
///
/// Hand the coordinator to the view controller as a `weak` or `unowned` reference: the
/// coordinator outlives its screens, never the other way round.
/// `NavigatorView` (iOS 16+) shows these screens too, each view controller in a
/// `UIViewControllerRepresentable` made when its screen first appears: the UIKit screens of a
/// mixed app work under both hosts.
@MainActor
public protocol ViewControllerProviding: SwiftUIScreenProviding {
    /// The routes the coordinator shows: for a `Coordinator<R>`, `R`.
    associatedtype ScreenRoute: Route

    /// Makes the view controller that shows `route`.
    ///
    /// Return a content view controller, made for this screen. A `UINavigationController` or
    /// `UITabBarController` is a flow (start a child coordinator with `startChild(_:as:)`), and
    /// UIKit shows an instance in one place: for either, or an instance another screen still
    /// shows (a cached one), ``UIKitHost`` shows a placeholder and reports an issue.
    /// - Parameter route: a route this coordinator showed.
    /// - Returns: a new view controller; not one that is already on screen.
    func viewController(for route: ScreenRoute) -> UIViewController
}

extension ViewControllerProviding {
    /// The view controller for an erased route, or `nil` when the route is of another type.
    func makeViewController(for route: AnyRoute) -> UIViewController? {
        route.as(ScreenRoute.self).map(viewController(for:))
    }
}
#endif
