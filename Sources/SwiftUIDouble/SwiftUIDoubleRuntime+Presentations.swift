#if os(Linux)
// How the runtime presents and dismisses layers: one per presenter, none while another is in flight
// (the warnings SwiftUI and UIKit log), item replacement as a dismissal then a presentation.

extension SwiftUIDoubleRuntime {
    var modalTransitionInFlight: TransitionRecord? {
        transitions.first(where: \.isModal)
    }

    /// Applies what the presentation modifier at `id` asks for; returns what to draw in its layer, if it is shown.
    func presentation(at id: String, _ modifier: PresentationModifier, presenter: String, isVisible: Bool) -> (content: AnyView, identity: AnyHashable)? {
        visitedSlots.insert(id)
        let requested = modifier.requested()
        if let slot = slots[id] {
            slot.onDismiss = modifier.onDismiss
            slot.writeDismissal = modifier.writeDismissal
            if requested == slot.identity {
                slot.dismissalRefused = false
                if let content = modifier.makeContent() {
                    slot.content = content
                }
            } else if slot.phase != .dismissing, !slot.dismissalRefused {
                if modalTransitionInFlight != nil {
                    slot.dismissalRefused = true
                    warn("Attempt to dismiss from view controller \(slot.kind) while a presentation or dismiss is in progress!")
                } else {
                    startDismissal(of: slot)
                }
            }
            return (slot.content, slot.identity)
        }
        guard let requested else {
            refused[id] = nil
            waiting[id] = nil
            return nil
        }
        guard isVisible, refused[id] != requested else { return nil }
        if slots.values.contains(where: { $0.presenterID == presenter }) {
            if waiting[id] != requested {
                waiting[id] = requested
                warn("Currently, only presenting a single sheet is supported.\nThe next sheet will be presented when the currently presented sheet gets dismissed.")
            }
            return nil
        }
        if modalTransitionInFlight != nil {
            refused[id] = requested
            warn("Attempt to present \(modifier.kind) while a presentation is in progress.")
            return nil
        }
        waiting[id] = nil
        guard let content = modifier.makeContent() else { return nil }
        let slot = PresentationSlot(id: id, kind: modifier.kind, presenterID: presenter, identity: requested, content: content,
                                    onDismiss: modifier.onDismiss, writeDismissal: modifier.writeDismissal)
        slots[id] = slot
        start(.present(modifier.kind), slotID: id)
        return (content, requested)
    }

    func startDismissal(of slot: PresentationSlot) {
        slot.phase = .dismissing
        start(.dismiss(slot.kind), slotID: slot.id)
    }
}
#endif
