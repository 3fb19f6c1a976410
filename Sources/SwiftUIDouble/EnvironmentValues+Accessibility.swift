#if os(Linux)
extension EnvironmentValues {
    /// Double of `EnvironmentValues.accessibilityReduceMotion`: whether the user asked for less
    /// motion. Read-only, as in SwiftUI; a test sets `_accessibilityReduceMotion`.
    public var accessibilityReduceMotion: Bool {
        self[ReduceMotionKey.self]
    }

    /// Double of `EnvironmentValues._accessibilityReduceMotion`: the setting, writable, as SwiftUI's
    /// previews and tests write it.
    public var _accessibilityReduceMotion: Bool {
        get { self[ReduceMotionKey.self] }
        set { self[ReduceMotionKey.self] = newValue }
    }
}

private struct ReduceMotionKey: EnvironmentKey {
    static let defaultValue = false
}
#endif
