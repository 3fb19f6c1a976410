#if os(Linux)
/// Double of UIKit's `UIEvent`: only the subtype of a motion event, as a shake reports it.
///
/// ```swift
/// window.motionEnded(.motionShake, with: nil)   // what UIKit calls when the user shakes the device
/// ```
@MainActor @preconcurrency
open class UIEvent: NSObject {
    /// Double of `UIEvent.subtype`; the double makes no events, so it is always `.none`.
    open var subtype: UIEvent.EventSubtype { .none }

    /// Double of `UIEvent.EventSubtype`.
    public enum EventSubtype: Int, @unchecked Sendable {
        case none = 0
        case motionShake = 1
        case remoteControlPlay = 100
        case remoteControlPause = 101
        case remoteControlStop = 102
        case remoteControlTogglePlayPause = 103
        case remoteControlNextTrack = 104
        case remoteControlPreviousTrack = 105
        case remoteControlBeginSeekingBackward = 106
        case remoteControlEndSeekingBackward = 107
        case remoteControlBeginSeekingForward = 108
        case remoteControlEndSeekingForward = 109
    }
}
#endif
