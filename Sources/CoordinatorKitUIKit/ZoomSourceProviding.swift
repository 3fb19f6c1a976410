#if canImport(UIKit) && !os(watchOS)
public import UIKit
#elseif os(Linux)
public import UIKitDouble
#endif
#if (canImport(UIKit) && !os(watchOS)) || os(Linux)
public import CoordinatorKit

/// A screen's view controller that marks the controls a zoom starts from.
///
/// Deprecated: conform to ``ControlMarking`` instead, and answer `.zoomSource(route)` in
/// ``ControlMarking/markedControl(for:)``. A conformance to this protocol is still asked.
///
/// When a screen or layer arrives with `RouteAnimation.zoom(from:)`,
/// ``UIKitHost`` asks the screen below for the view marked with the zoom's source route, and
/// zooms from it (iOS 18, `preferredTransition = .zoom`); it asks again when the screen leaves,
/// so that the zoom returns to the control even after the list scrolled. Without a mark, or
/// before iOS 18, the screen arrives with the system's animation. Over a split, every column
/// the user sees is asked, the columns of the flow that zooms first.
///
/// ```swift
/// final class CatalogViewController: UITableViewController, ZoomSourceProviding {
///     func zoomSource(for route: AnyRoute) -> UIView? {
///         guard case .product(let id)? = route.as(CatalogRoute.self) else { return nil }
///         return tableView.cellForRow(at: indexPath(of: id))
///     }
/// }
/// ```
@available(
    *, deprecated,
    message: "Conform to ControlMarking and return the view for .zoomSource(route) from markedControl(for:)"
)
@MainActor
public protocol ZoomSourceProviding: UIViewController {
    /// The view a zoom marked with `route` starts from, or `nil` for none.
    /// - Parameter route: the source route of the zoom.
    /// - Returns: a view in the screen's hierarchy.
    func zoomSource(for route: AnyRoute) -> UIView?
}
#endif
