#if canImport(UIKit) && !os(watchOS)
public import UIKit
#elseif os(Linux)
public import UIKitDouble
#endif
#if (canImport(UIKit) && !os(watchOS)) || os(Linux)
public import CoordinatorKit

/// A screen's view controller that marks the control a popover points at.
///
/// Deprecated: conform to ``ControlMarking`` instead, and answer `.popover(route)` in
/// ``ControlMarking/markedControl(for:)``. A conformance to this protocol is still asked.
///
/// When a popover layer opens over a screen, ``UIKitHost`` asks the screen's view controller
/// for the view that opened it, by the route the popover shows first, and anchors the popover
/// there; without a mark the popover points at the middle of the screen. Over a split, every
/// column the user sees is asked, the columns of the flow that opened it first. On compact widths
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
@available(
    *, deprecated, message: "Conform to ControlMarking and return the view for .popover(route) from markedControl(for:)"
)
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
        if let route = layer.content.visibleStack?.root?.route,
            let control = markedControl(
                for: .popover(route),
                on: visibleScreenControllers(in: presenter, openedBy: layer.content.visibleStack?.root?.owner))
        {
            popover.sourceView = control.anchorView
            popover.sourceRect = control.anchorRect
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
    /// The screens the user sees in a layer's container, those `owner` owns first: in a split,
    /// the control that opened a popover, a dialog or a zoom is most likely on a screen of the
    /// flow that asked for it.
    func visibleScreenControllers(in container: UIViewController, openedBy owner: CoordinatorID?)
        -> [UIViewController]
    {
        let shown = Self.visibleScreenControllers(in: container)
        guard shown.count > 1, let owner else { return shown }
        let state = showing
        let owned = Set(state.screens.lazy.filter { $0.owner == owner }.map(\.id))
        let isOwned = { (controller: UIViewController) in self.screen(for: controller).map(owned.contains) == true }
        return shown.filter(isOwned) + shown.filter { !isOwned($0) }
    }

    /// The screens the user sees in a layer's container: the top of its stack, of its selected
    /// tab's stack, or of each column a split shows (leading first; collapsed, the top of the
    /// one stack). A control that opened a popover, a dialog or a zoom is on one of them.
    static func visibleScreenControllers(in container: UIViewController) -> [UIViewController] {
        if #available(iOS 14, tvOS 14, *), let splitViewController = container as? UISplitViewController {
            return shownColumns(of: splitViewController).compactMap { column in
                splitViewController.viewController(for: column).map(visibleScreenController(in:))
            }
        }
        return [visibleScreenController(in: container)]
    }

    /// The screen the user sees in a stack's or a tab bar's container: the top of its stack, or
    /// of its selected tab's stack.
    private static func visibleScreenController(in container: UIViewController) -> UIViewController {
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

    /// The columns a split view controller shows, leading first: the compact column's or the
    /// primary one's (holding the others) while collapsed; those its display mode shows while
    /// expanded.
    @available(iOS 14, tvOS 14, *)
    private static func shownColumns(of splitViewController: UISplitViewController) -> [UISplitViewController.Column] {
        if splitViewController.isCollapsed {
            return splitViewController.viewController(for: .compact) != nil ? [.compact] : [.primary]
        }
        let triple = splitViewController.style == .tripleColumn
        let all: [UISplitViewController.Column] =
            triple ? [.primary, .supplementary, .secondary] : [.primary, .secondary]
        switch splitViewController.displayMode {
        case .secondaryOnly: return [.secondary]
        case .oneBesideSecondary: return [triple ? .supplementary : .primary, .secondary]
        #if !os(visionOS)
        case .oneOverSecondary: return [triple ? .supplementary : .primary, .secondary]
        #endif
        default: return all
        }
    }
}
#endif
