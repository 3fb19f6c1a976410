#if os(Linux)
@available(iOS 17.0, macOS 14.0, visionOS 1.0, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
extension EnvironmentValues {
    /// Double of `EnvironmentValues.dismissWindow`: the action a view closes windows with; one
    /// that closes none in the double, whose tests take theirs from their open action
    /// (`OpenWindowAction.doubleDismissWindowAction`); SwiftUI gives the app's.
    @available(iOS 17.0, macOS 14.0, visionOS 1.0, *)
    @available(tvOS, unavailable)
    @available(watchOS, unavailable)
    public var dismissWindow: DismissWindowAction {
        self[DismissWindowKey.self]
    }
}

/// Where the environment keeps the action that closes windows.
@available(iOS 17.0, macOS 14.0, visionOS 1.0, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
struct DismissWindowKey: EnvironmentKey {
    static var defaultValue: DismissWindowAction { DismissWindowAction(doubleWindows: nil) }
}
#endif
