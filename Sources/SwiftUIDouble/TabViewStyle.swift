#if os(Linux)
/// Double of SwiftUI's `TabViewStyle`: how a `TabView` shows its tabs, set with
/// `tabViewStyle(_:)`. The double knows one style besides the default: `.sidebarAdaptable`.
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
@preconcurrency @MainActor public protocol TabViewStyle {}

@available(iOS 18.0, macOS 15.0, tvOS 18.0, visionOS 2.0, *)
@available(watchOS, unavailable)
extension TabViewStyle where Self == SidebarAdaptableTabViewStyle {
    /// Double of `TabViewStyle.sidebarAdaptable`.
    @available(iOS 18.0, macOS 15.0, tvOS 18.0, visionOS 2.0, *)
    @available(watchOS, unavailable)
    @MainActor @preconcurrency public static var sidebarAdaptable: SidebarAdaptableTabViewStyle {
        .init()
    }
}

/// The tab view style a view sets for the tab views inside it (the double's environment entry).
struct TabViewStyleKey: EnvironmentKey {
    /// Whether the style is `.sidebarAdaptable`.
    static let defaultValue = false
}
#endif
