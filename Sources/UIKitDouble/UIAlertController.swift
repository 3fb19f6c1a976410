#if os(Linux)
/// Double of UIKit's `UIAlertController`: an alert, or an action sheet.
///
/// Modelled as on iPad, where apps must run too: an `.alert` is presented with the `.custom`
/// style (the user cannot swipe it away, taps outside it do nothing), an `.actionSheet` as a
/// popover, which needs a `sourceView` (``UIPopoverPresentationController``) or UIKit raises
/// an exception. Adding a second `.cancel` action raises UIKit's exception too. The user's tap
/// on an action (``UIKitDoubleRuntime/simulateTap(onActionTitled:in:)``) dismisses the alert,
/// animated, and runs the action's handler once the dismissal has finished.
@MainActor @preconcurrency
open class UIAlertController: UIViewController {
    /// Double of `UIAlertController.actions`.
    public private(set) var actions: [UIAlertAction] = []
    /// Double of `UIAlertController.preferredAction`.
    open var preferredAction: UIAlertAction?
    /// Double of `UIAlertController.message`.
    open var message: String?
    /// Double of `UIAlertController.preferredStyle`.
    public private(set) var preferredStyle: UIAlertController.Style = .alert

    /// Double of `UIAlertController.init(title:message:preferredStyle:)`.
    public convenience init(title: String?, message: String?, preferredStyle: UIAlertController.Style) {
        self.init(nibName: nil, bundle: nil)
        self.title = title
        self.message = message
        self.preferredStyle = preferredStyle
        modalPresentationStyle = preferredStyle == .actionSheet ? .popover : .custom
    }

    /// Double of `UIAlertController.addAction(_:)`.
    open func addAction(_ action: UIAlertAction) {
        if action.style == .cancel, actions.contains(where: { $0.style == .cancel }) {
            doubleRuntime.record(.exception, "UIAlertController can only have one action with a style of UIAlertActionStyleCancel (NSInternalInconsistencyException)")
            return
        }
        actions.append(action)
    }

    /// Double of `UIAlertController.Style` (raw values as in the iOS SDK).
    public enum Style: Int, @unchecked Sendable {
        /// Double of `UIAlertController.Style.actionSheet`.
        case actionSheet = 0
        /// Double of `UIAlertController.Style.alert`.
        case alert = 1
    }
}
#endif
