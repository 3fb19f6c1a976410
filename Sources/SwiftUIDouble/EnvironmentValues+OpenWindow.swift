#if os(Linux)
@available(iOS 16.0, macOS 13.0, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
extension EnvironmentValues {
    /// Double of `EnvironmentValues.openWindow`: the action a view opens windows with; one that
    /// opens none in the double, whose tests make theirs with
    /// `OpenWindowAction.doubleAction(_:)`; SwiftUI gives the app's.
    @available(iOS 16.0, macOS 13.0, *)
    @available(tvOS, unavailable)
    @available(watchOS, unavailable)
    public var openWindow: OpenWindowAction {
        self[OpenWindowKey.self]
    }
}

/// Where the environment keeps the action that opens windows.
@available(iOS 16.0, macOS 13.0, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
struct OpenWindowKey: EnvironmentKey {
    static var defaultValue: OpenWindowAction { OpenWindowAction.doubleAction { _ in } }
}
#endif
