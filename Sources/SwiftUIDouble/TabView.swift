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
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 7.0, *)
@MainActor @preconcurrency
public struct TabView<SelectionValue, Content>: View where SelectionValue: Hashable, Content: View {
    nonisolated(unsafe) let content: Content
    nonisolated(unsafe) let selection: TabSelection?

    /// Double of `TabView.init(selection:content:)`.
    ///
    /// - Parameters:
    ///   - selection: The tag of the selected tab, or `nil` to let the view keep it.
    ///   - content: The tabs.
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 7.0, *)
    nonisolated public init(selection: Binding<SelectionValue>?, @ViewBuilder content: () -> Content) {
        self.content = content()
        self.selection = selection.map { binding in
            TabSelection(
                current: { AnyHashable(binding.wrappedValue) },
                select: { tag in
                    if let tagged = tag.value(asSelectionOf: SelectionValue.self), let value = tagged.base as? SelectionValue {
                        binding.wrappedValue = value
                    }
                },
                type: SelectionValue.self
            )
        }
    }

    /// Double of `TabView.init(selection:content:)` with a tab content builder (iOS 18): tabs
    /// made with `Tab`, selected by their values.
    ///
    /// - Parameters:
    ///   - selection: The value of the selected tab.
    ///   - content: The tabs.
    @available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
    public init<C>(selection: Binding<SelectionValue>, @TabContentBuilder<SelectionValue> content: () -> C) where Content == TabContentBuilder<SelectionValue>.Content<C>, C: TabContent {
        self.content = TabContentBuilder<SelectionValue>.Content(tabs: content())
        self.selection = TabSelection(
            current: { AnyHashable(selection.wrappedValue) },
            select: { tag in
                if let tagged = tag.value(asSelectionOf: SelectionValue.self), let value = tagged.base as? SelectionValue {
                    selection.wrappedValue = value
                }
            },
            type: SelectionValue.self
        )
    }

    /// Double of `TabView.body`: never evaluated, the renderer draws the tabs itself.
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 7.0, *)
    @MainActor @preconcurrency public var body: some View {
        content
    }
}

/// A tab view's selection, type-erased.
struct TabSelection {
    let current: () -> AnyHashable
    /// Writes the tag's value into the selection, if the tag applies to the selection's type.
    let select: (TabTag) -> Void
    /// The type of the selection's values.
    let type: Any.Type

    /// Whether the selection's value is `tag`.
    func isSelected(_ tag: TabTag, current value: AnyHashable) -> Bool {
        tag.value(asSelectionOf: type) == value
    }
}

/// A tab's tag, from `tag(_:includeOptional:)`: its value, and the selection types it applies to.
struct TabTag {
    private let valueAsSelection: (Any.Type) -> AnyHashable?

    init<V: Hashable>(_ value: V, includeOptional: Bool) {
        valueAsSelection = { type in
            if type == V.self { return AnyHashable(value) }
            if includeOptional, type == Optional<V>.self { return AnyHashable(Optional(value)) }
            return nil
        }
    }

    /// The tag as a value of a selection of type `type`, or `nil` when it does not apply to it: SwiftUI
    /// matches the tag's own type, and its optional when the tag includes it. (`AnyHashable` alone would
    /// equate an `Int` and an `Int8`, and tell `"a"` from `Optional("a")`.)
    func value(asSelectionOf type: Any.Type) -> AnyHashable? {
        valueAsSelection(type)
    }
}
#endif
