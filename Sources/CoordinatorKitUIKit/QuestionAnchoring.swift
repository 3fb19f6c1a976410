#if canImport(UIKit) && !os(watchOS)
public import UIKit
#elseif os(Linux)
public import UIKitDouble
#endif
#if (canImport(UIKit) && !os(watchOS)) || os(Linux)
public import CoordinatorKit

/// A screen's view controller that marks the control a confirmation dialog points at.
///
/// Deprecated: conform to ``ControlMarking`` instead, and answer `.dialog(title)` in
/// ``ControlMarking/markedControl(for:)``. A conformance to this protocol is still asked.
///
/// On iPad a confirmation dialog (an action sheet) is a popover. When one is asked over a
/// screen, ``UIKitHost`` asks the screen's view controller for the view that opened it, and
/// anchors the dialog there; without a mark it points at the middle of the screen. Over a split,
/// every column the user sees is asked, the columns of the flow that asks first. On iPhone
/// the dialog slides up from the bottom, and the anchor does not matter; tvOS never asks.
///
/// ```swift
/// final class SettingsViewController: UIViewController, QuestionAnchoring {
///     let logOutButton = UIButton(type: .system)
///
///     func questionAnchor(for question: QuestionLayer) -> UIView? {
///         question.question.title == Question<LogOutChoice>.logOut.title ? logOutButton : nil
///     }
/// }
/// ```
///
/// `NavigatorView` attaches a dialog to the topmost layer as a whole: SwiftUI points it at that
/// layer on iPad.
@available(
    *, deprecated, message: "Conform to ControlMarking and return the view for .dialog(title) from markedControl(for:)"
)
@MainActor
public protocol QuestionAnchoring: UIViewController {
    /// The view a confirmation dialog points at, or `nil` for the screen's middle.
    /// - Parameter question: the dialog being asked.
    /// - Returns: a view in the screen's hierarchy.
    func questionAnchor(for question: QuestionLayer) -> UIView?
}
#endif
