#if os(Linux)
extension View {
    /// Double of `View.tag(_:includeOptional:)`: the value a ``TabView`` selection takes to show this view.
    ///
    /// As in SwiftUI, the tag applies to a selection of its own type `V` only, and also to one of type
    /// `V?` when `includeOptional` is `true`: a tab whose tag has another type is never selected.
    ///
    /// - Parameters:
    ///   - tag: The value.
    ///   - includeOptional: Whether a selection of type `V?` can take the tag too.
    /// - Returns: This view, tagged.
    nonisolated public func tag<V>(_ tag: V, includeOptional: Bool = true) -> some View where V: Hashable {
        modifier(TagModifier(tag: TabTag(tag, includeOptional: includeOptional)))
    }

    /// Double of `View.tabItem(_:)`: the label of this view's tab in a ``TabView``.
    ///
    /// - Parameter label: The tab's label; its texts are the tab's title.
    /// - Returns: This view, labelled.
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 7.0, *)
    nonisolated public func tabItem<V>(@ViewBuilder _ label: () -> V) -> some View where V: View {
        modifier(TabItemModifier(label: AnyView(label())))
    }

    /// Double of `View.tabViewStyle(_:)`: how the tab views inside this view show their tabs.
    ///
    /// - Parameter style: The style; `.sidebarAdaptable` lets a tab view built with `Tab`s list
    ///   them in a sidebar at a regular width.
    /// - Returns: This view, styled.
    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
    nonisolated public func tabViewStyle<S>(_ style: S) -> some View where S: TabViewStyle {
        environment(\.doubleTabViewStyleIsSidebarAdaptable, style is SidebarAdaptableTabViewStyle)
    }
}

extension EnvironmentValues {
    /// Whether the tab views here are in the `.sidebarAdaptable` style (the double's entry).
    var doubleTabViewStyleIsSidebarAdaptable: Bool {
        get { self[TabViewStyleKey.self] }
        set { self[TabViewStyleKey.self] = newValue }
    }
}
#endif
