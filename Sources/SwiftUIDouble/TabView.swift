#if os(Linux)
/// Double of SwiftUI's `TabView`: one tab per child view, labelled by `tabItem(_:)` and selected by `tag(_:)`.
///
/// ```swift
/// TabView(selection: $tab) {
///     HomeStack().tabItem { Text("Home") }.tag(Tab.home)
///     SettingsStack().tabItem { Text("Settings") }.tag(Tab.settings)
/// }
/// ```
///
/// A ``SwiftUIDoubleRuntime`` shows the child whose tag equals the selection; the other tabs stay in
/// the tree (their state is kept, as in SwiftUI) but are not on screen. Tapping a tab writes its tag into
/// `selection`; tapping the selected one pops its navigation stack to the root.
@MainActor @preconcurrency
public struct TabView<SelectionValue, Content>: View where SelectionValue: Hashable, Content: View {
    nonisolated(unsafe) let content: Content
    nonisolated(unsafe) let selection: TabSelection?

    /// Double of `TabView.init(selection:content:)`.
    ///
    /// - Parameters:
    ///   - selection: The tag of the selected tab, or `nil` to let the view keep it.
    ///   - content: The tabs.
    @MainActor @preconcurrency public init(selection: Binding<SelectionValue>?, @ViewBuilder content: () -> Content) {
        self.content = content()
        self.selection = selection.map { binding in
            TabSelection(
                current: { AnyHashable(binding.wrappedValue) },
                select: { tag in
                    if let value = tag.base as? SelectionValue {
                        binding.wrappedValue = value
                    }
                }
            )
        }
    }

    /// Double of `TabView.body`: never evaluated, the renderer draws the tabs itself.
    @MainActor @preconcurrency public var body: some View {
        content
    }
}

/// A tab view's selection, type-erased.
struct TabSelection {
    let current: () -> AnyHashable
    let select: (AnyHashable) -> Void
}
#endif
