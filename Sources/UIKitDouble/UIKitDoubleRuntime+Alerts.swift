#if os(Linux)
extension UIKitDoubleRuntime {
    /// Simulates the user tapping an action of a presented alert controller.
    ///
    /// UIKit's order: the alert is dismissed, animated; the action's handler runs once the
    /// dismissal has finished (the presenter's `presentedViewController` is `nil` by then). No
    /// presentation controller delegate hears of it.
    /// - Returns: `false` (and nothing happens) when the alert is not the topmost presentation,
    ///   is being presented or dismissed, has no enabled action with the title, or a transition
    ///   runs.
    @discardableResult
    public func simulateTap(onActionTitled title: String, in alert: UIAlertController) -> Bool {
        guard isTappable(alert), let action = alert.actions.first(where: { $0.title == title && $0.isEnabled }) else { return false }
        return alert.doubleDismiss(animated: true, completion: { action.doubleHandler?(action) }) != nil
    }

    /// Simulates the user tapping outside a presented action sheet, which on iPad is a popover:
    /// it is dismissed, and its cancel action's handler (if it has one) runs once it is gone.
    /// An `.alert` ignores taps outside it.
    /// - Returns: `false` (and nothing happens) for an alert, or when the action sheet is not the
    ///   topmost presentation, is being presented or dismissed, or a transition runs.
    @discardableResult
    public func simulateTapOutside(of alert: UIAlertController) -> Bool {
        guard alert.preferredStyle == .actionSheet, isTappable(alert) else { return false }
        let cancel = alert.actions.first { $0.style == .cancel }
        return alert.doubleDismiss(animated: true, completion: { cancel.map { $0.doubleHandler?($0) } }) != nil
    }

    private func isTappable(_ alert: UIAlertController) -> Bool {
        alert.doubleStoredPresenting != nil && alert.doubleStoredPresented == nil
            && !alert.doubleIsBeingPresented && !alert.doubleIsBeingDismissed && !alert.doubleRuntime.ignoresTouch()
    }
}
#endif
