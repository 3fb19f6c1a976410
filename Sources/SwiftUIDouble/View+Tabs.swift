#if os(Linux)
extension View {
    /// Double of `View.tag(_:)`: the value a ``TabView`` selection takes to show this view.
    ///
    /// - Parameter tag: The value.
    /// - Returns: This view, tagged.
    nonisolated public func tag<V>(_ tag: V) -> some View where V: Hashable {
        modifier(TagModifier(tag: AnyHashable(tag)))
    }

    /// Double of `View.tabItem(_:)`: the label of this view's tab in a ``TabView``.
    ///
    /// - Parameter label: The tab's label; its texts are the tab's title.
    /// - Returns: This view, labelled.
    nonisolated public func tabItem<V>(@ViewBuilder _ label: () -> V) -> some View where V: View {
        modifier(TabItemModifier(label: AnyView(label())))
    }
}
#endif
