#if os(Linux)
/// Double of UIKit's `UIAccessibility` namespace: the user's accessibility settings.
public struct UIAccessibility {
    /// Double of `UIAccessibility.isReduceMotionEnabled`: whether the user asked for less motion
    /// (Settings › Accessibility › Motion). Reads ``UIKitDoubleRuntime/isReduceMotionEnabled``,
    /// `false` unless a test sets it.
    @MainActor
    public static var isReduceMotionEnabled: Bool {
        UIKitDoubleRuntime.isReduceMotionEnabled
    }
}
#endif
