#if canImport(UIKit) && !os(watchOS)
public import UIKit
#elseif os(Linux)
public import UIKitDouble
#endif
#if (canImport(UIKit) && !os(watchOS)) || os(Linux)
public import CoordinatorKit

/// A screen's view controller that marks the control a popover points at.
///
/// When a popover layer opens over a screen, ``UIKitHost`` asks the screen's view controller
/// for the view that opened it, by the route the popover shows first, and anchors the popover
/// there; without a mark the popover points at the middle of the screen. On compact widths
/// UIKit shows a popover as a sheet, and the anchor does not matter.
///
/// ```swift
/// final class ProductViewController: UIViewController, PopoverAnchoring {
///     let shareButton = UIButton(type: .system)
///
///     func popoverAnchor(for route: AnyRoute) -> UIView? {
///         route.as(ProductRoute.self) == .share ? shareButton : nil
///     }
/// }
/// ```
///
/// In a SwiftUI screen, `popoverAnchor(for:)` on the control does the same in `NavigatorView`.
/// tvOS has no popovers: there the anchor is never asked for.
@MainActor
public protocol PopoverAnchoring: UIViewController {
    /// The view a popover showing `route` points at, or `nil` for the screen's middle.
    /// - Parameter route: the first route of the popover's layer.
    /// - Returns: a view in the screen's hierarchy.
    func popoverAnchor(for route: AnyRoute) -> UIView?
}

#if !os(tvOS)
extension UIKitHost {
    /// Points a popover at the control that opened it, or at the middle of the screen below.
    func anchor(_ popover: UIPopoverPresentationController, for layer: Layer, over presenter: UIViewController) {
        let screen = Self.visibleScreenController(in: presenter)
        if let route = layer.content.visibleStack?.root?.route,
            let anchoring = screen as? any PopoverAnchoring,
            let view = anchoring.popoverAnchor(for: route)
        {
            popover.sourceView = view
            popover.sourceRect = view.bounds
            return
        }
        // An iPad needs an anchor (an iPhone shows a sheet): the middle of the screen below.
        let bounds = presenter.view.bounds
        popover.sourceView = presenter.view
        popover.sourceRect = CGRect(x: bounds.midX, y: bounds.midY, width: 0, height: 0)
    }
}
#endif

extension UIKitHost {
    /// The screen the user sees in a layer's container: the top of its stack, or of its selected
    /// tab's stack.
    static func visibleScreenController(in container: UIViewController) -> UIViewController {
        var current = container
        if let tabBarController = current as? UITabBarController, let selected = tabBarController.selectedViewController
        {
            current = selected
        }
        if let navigationController = current as? UINavigationController,
            let top = navigationController.topViewController
        {
            current = top
        }
        return current
    }
}
#endif
