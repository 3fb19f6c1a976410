#if canImport(UIKit) && !os(watchOS)
public import UIKit
#elseif os(Linux)
public import UIKitDouble
#endif
#if (canImport(UIKit) && !os(watchOS)) || os(Linux)
import CoordinatorKit
public import CoordinatorKitSwiftUI

/// A screen's view controller that marks its controls: the one a popover points at, the one a
/// confirmation dialog points at on iPad, and the ones a zoom starts from.
///
/// ``UIKitHost`` asks the screen's view controller for the view marked with a `ControlAnchor`:
///
/// - `.popover(route)` when a popover layer whose first screen shows `route` opens over the
///   screen. Without a mark the popover points at the middle of the screen; on compact widths
///   UIKit shows a popover as a sheet, and the anchor does not matter. tvOS has no popovers.
/// - `.dialog(title)` when a confirmation dialog with that title is asked over the screen: on
///   iPad it is a popover. On iPhone it slides up from the bottom, and the anchor does not matter.
/// - `.zoomSource(route)` when a screen or layer arrives with `RouteAnimation.zoom(from: route)`
///   (iOS 18, `preferredTransition = .zoom`), and again when it leaves, so that the zoom returns
///   to the control even after the list scrolled. Without a mark, or before iOS 18, the screen
///   arrives with the system's animation.
///
/// Over a split, every column the user sees is asked, the columns of the flow that opened it
/// first.
///
/// ```swift
/// final class ProductViewController: UIViewController, ControlMarking {
///     let shareButton = UIButton(type: .system)
///     let deleteButton = UIButton(type: .system)
///
///     func markedControl(for anchor: ControlAnchor) -> UIView? {
///         if anchor == .popover(ProductRoute.share) { return shareButton }
///         if anchor == .dialog("Delete this product?") { return deleteButton }
///         return nil
///     }
/// }
/// ```
///
/// In a SwiftUI screen, `marksControl(for:)` on the control does the same, in `NavigatorView`
/// and in the hosting controllers ``UIKitHost`` makes for a `ViewProviding` coordinator's views
/// (iOS 16: there the host anchors at the rectangle SwiftUI last laid the control out in).
@MainActor
public protocol ControlMarking: UIViewController {
    /// The view marked for `anchor`, or `nil` when this screen marks none.
    /// - Parameter anchor: the popover, dialog or zoom a control is looked for.
    /// - Returns: a view in the screen's hierarchy.
    func markedControl(for anchor: ControlAnchor) -> UIView?
}

extension UIKitHost {
    /// The control marked for `anchor` on the first of `screens` that marks one: a view, through
    /// ``ControlMarking`` or the protocols it replaced; or, on a SwiftUI screen the host made a
    /// hosting controller for, the rectangle of the view marked with `marksControl(for:)`, as
    /// SwiftUI last laid it out.
    /// - Parameters:
    ///   - anchor: what a control is looked for.
    ///   - question: the dialog asked, for the former `QuestionAnchoring`.
    ///   - screens: the screens the user sees, the likeliest first.
    func markedControl(
        for anchor: ControlAnchor, question: QuestionLayer? = nil, on screens: [UIViewController]
    ) -> MarkedControl? {
        for screen in screens {
            if let view = (screen as? any ControlMarking)?.markedControl(for: anchor)
                ?? (screen as any FormerControlMarking).formerMarkedControl(for: anchor, question: question)
            {
                return .view(view)
            }
            if let frame = hostedScreens.frames(of: screen)?.frame(for: anchor), let view = screen.viewIfLoaded {
                // SwiftUI reports frames in the global space: the window's.
                return .area(view.convert(frame, from: nil), in: view)
            }
        }
        return nil
    }
}

/// The marks of the protocols ``ControlMarking`` replaced, read through a requirement so that
/// the host names none of them.
@MainActor
protocol FormerControlMarking {
    func formerMarkedControl(for anchor: ControlAnchor, question: QuestionLayer?) -> UIView?
}

extension UIViewController: FormerControlMarking {
    @available(
        *, deprecated, message: "Reads the deprecated PopoverAnchoring, QuestionAnchoring and ZoomSourceProviding"
    )
    func formerMarkedControl(for anchor: ControlAnchor, question: QuestionLayer?) -> UIView? {
        switch anchor {
        case ControlAnchor.popover(let route): (self as? any PopoverAnchoring)?.popoverAnchor(for: route)
        case .dialog: question.flatMap { (self as? any QuestionAnchoring)?.questionAnchor(for: $0) }
        case .zoomSource(let route): (self as? any ZoomSourceProviding)?.zoomSource(for: route)
        }
    }
}
#endif
