#if os(Linux)
// The user's taps on an alert or a confirmation dialog (not SwiftUI API).

extension SwiftUIDoubleRuntime {
    /// Taps the button titled `title` of the alert or confirmation dialog on top: its action runs,
    /// then the alert is dismissed and `false` written into its binding. A dialog without a
    /// `.cancel` button answers "Cancel" too, by dismissing only (SwiftUI adds that button).
    ///
    /// - Returns: `false` when the top layer is no alert or dialog, has no such button, or a
    ///   transition is in flight.
    @discardableResult
    public func tapAlertButton(titled title: String) -> Bool {
        guard let (layer, slot) = topQuestion() else { return false }
        let buttons = layer.screens.filter(\.isVisible).flatMap(\.buttons)
        if let button = buttons.first(where: { $0.title == title }) {
            button.action()
        } else {
            let addsCancel = layer.kind == .confirmationDialog && !buttons.contains { $0.role == .cancel }
            guard addsCancel, title == "Cancel" else { return false }
        }
        dismissQuestion(slot)
        return true
    }

    /// Taps outside the confirmation dialog on top, which on iPad is a popover: it is dismissed
    /// and `false` written into its binding; no action runs. An alert ignores taps outside it.
    ///
    /// - Returns: `false` when the top layer is no confirmation dialog, or a transition is in flight.
    @discardableResult
    public func tapOutsideDialog() -> Bool {
        guard let (layer, slot) = topQuestion(), layer.kind == .confirmationDialog else { return false }
        dismissQuestion(slot)
        return true
    }

    private func topQuestion() -> (LayerRecord, PresentationSlot)? {
        if needsUpdate { update() }
        guard transitions.isEmpty, let layer = lastLayers.last, layer.kind == .alert || layer.kind == .confirmationDialog,
              let slot = slots[layer.id], slot.phase == .presented else { return nil }
        return (layer, slot)
    }

    private func dismissQuestion(_ slot: PresentationSlot) {
        // The action may have dismissed it already, through its binding.
        if slot.phase != .dismissing, slots[slot.id] != nil {
            startDismissal(of: slot)
            slot.writeDismissal(Transaction())
        }
        update()
    }
}
#endif
