#if os(Linux)
/// Double of SwiftUI's `SidebarAdaptableTabViewStyle` (iOS 18, macOS 15): a tab bar that
/// becomes a sidebar.
///
/// A ``SwiftUIDoubleRuntime`` models it as SwiftUI shows it on iPad and Mac: a tab view built
/// with `Tab`s in this style lists them in a sidebar at a regular width, and shows the tab bar
/// alone at a compact one. A tab view built with `tabItem(_:)` shows no sidebar.
@available(iOS 18.0, macOS 15.0, tvOS 18.0, visionOS 2.0, *)
@available(watchOS, unavailable)
public struct SidebarAdaptableTabViewStyle: TabViewStyle {
    /// Double of `SidebarAdaptableTabViewStyle.init()`.
    @available(iOS 18.0, macOS 15.0, tvOS 18.0, visionOS 2.0, *)
    @available(watchOS, unavailable)
    public init() {}
}
#endif
