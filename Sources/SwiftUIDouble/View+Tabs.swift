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
}
#endif
