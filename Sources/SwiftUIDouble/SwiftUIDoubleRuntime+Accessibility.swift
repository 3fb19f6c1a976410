#if os(Linux)
// The user's accessibility settings, as the root's environment holds them (not SwiftUI API).

extension SwiftUIDoubleRuntime {
    /// Whether the user asked for less motion (Settings › Accessibility › Motion): what the
    /// root's environment holds as `accessibilityReduceMotion`. `false` until a test turns it on;
    /// a change renders the views that read it again. Not SwiftUI API.
    ///
    /// ```swift
    /// runtime.isReduceMotionEnabled = true
    /// ```
    public var isReduceMotionEnabled: Bool {
        get { windowReducesMotion }
        set {
            guard newValue != windowReducesMotion else { return }
            windowReducesMotion = newValue
            updateFlag.set()
            update()
        }
    }
}
#endif
