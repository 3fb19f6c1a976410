#if canImport(SwiftUI)
import SwiftUI
#elseif os(Linux)
import SwiftUIDouble
#endif
#if canImport(SwiftUI) || os(Linux)
package import CoordinatorKit

// Leave guards on SwiftUI: SwiftUI asks nothing before the user swipes a sheet down or taps
// outside a popover, and reports no attempt on a locked one. So the host asks the guards of the
// flows on the top sheet or popover ahead, when such a flow says its answer may change
// (`AnyCoordinator.leaveDecisionDidChange()`) and when what that layer shows changes, and locks
// the layer (`interactiveDismissDisabled(_:)`) while a guard denies: SwiftUI then refuses the
// gesture itself. A guard that allows, or asks the user, leaves the layer free: its dismissal
// takes the answer given ahead, and a confirming guard's question is asked as the layer comes
// back. Flows that never make the call are asked as the dismissal's report arrives.

/// What the host asked the guards ahead of a dismissal by hand, and the layer it locks.
struct DismissLock {
    /// A flow said its answer may have changed since the host last asked.
    var needsAsking = false
    /// The layer asked about, with the screens it showed then.
    var asked: (layer: LayerID, screens: [ScreenID])?
    /// The layer a guard keeps: its content is `interactiveDismissDisabled`.
    var locked: LayerID?
}

@available(iOS 16, macOS 13, tvOS 16, watchOS 9, *)
extension SwiftUIHost: LeaveGuardHooking {
    package func leaveDecisionsDidChange() {
        dismissLock.needsAsking = true
        refreshDismissLock()
    }

    /// Whether a guard keeps `layer` from being dismissed by hand: its content is locked.
    package func isLockedByLeaveGuard(_ layer: LayerID) -> Bool { dismissLock.locked == layer }

    /// Asks the guards of the flows on the top sheet or popover ahead of a dismissal by hand,
    /// when a flow said its answer may have changed or the layer shows other screens, and draws
    /// the layer locked while one denies. Waits while the host is busy: the end of what it does
    /// asks again.
    func refreshDismissLock() {
        guard let navigator, navigator.hasFlowsAnnouncingLeaveDecisions, hosted.isIdle else { return }
        let top = shownState.layers.last.flatMap { layer in
            layer.presentation == .sheet || layer.presentation == .popover ? layer : nil
        }
        let screens = top.map { $0.content.stacks.flatMap { $0.stack.screens.map(\.id) } } ?? []
        guard dismissLock.needsAsking || dismissLock.asked?.layer != top?.id || dismissLock.asked?.screens != screens
        else { return }
        dismissLock.needsAsking = false
        var locked: LayerID?
        if let top, navigator.asksBeforeDismissing(top) {
            dismissLock.asked = (top.id, screens)
            if navigator.leaveGuardsDeny(dismissing: top.id) { locked = top.id }
        } else {
            dismissLock.asked = top.map { ($0.id, screens) }
            navigator.forgetLeaveAnswerAhead()
        }
        guard locked != dismissLock.locked else { return }
        dismissLock.locked = locked
        bumpRevision()
    }
}
#endif
