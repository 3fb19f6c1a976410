/// A host that hooks the gestures of flows whose leave guards may refuse them, where the
/// platform lets it refuse a gesture before it begins (UIKit's back action and pop gesture): it
/// looks again at what it hooks when a flow says its guard's answer may have changed, as after
/// each render.
@MainActor
package protocol LeaveGuardHooking: AnyObject {
    /// A flow said its leave guard's answer may have changed
    /// (``AnyCoordinator/leaveDecisionDidChange()``).
    func leaveDecisionsDidChange()
}
