#if os(Linux)
/// Double of SwiftUI's `Tab` (iOS 18, macOS 15): one tab of a `TabView` built with a tab
/// content builder, selected by its value.
///
/// ```swift
/// Tab(value: MainTab.orders) { OrdersView() } label: { Label("Orders", systemImage: "bag") }
/// ```
///
/// Only `init(value:content:label:)` is doubled. A file that imports SwiftUI (here SwiftUIDouble)
/// and another module declaring a `Tab` must qualify the name, on Linux as on Apple platforms.
@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
public struct Tab<Value, Content, Label> {
    nonisolated(unsafe) let value: Value
    nonisolated(unsafe) let content: Content
    nonisolated(unsafe) let label: Label
}

@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
extension Tab: TabContent where Value: Hashable, Content: View, Label: View {
    @available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
    public typealias TabValue = Value

    /// Double of `Tab.init(value:content:label:)`.
    ///
    /// - Parameters:
    ///   - value: The value a `TabView`'s selection takes to show this tab.
    ///   - content: The tab's view.
    ///   - label: The tab's label in the tab bar and the sidebar; its texts are the tab's title.
    @available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
    nonisolated public init(value: Value, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.value = value
        self.content = content()
        self.label = label()
    }

    /// Double of `Tab.body`: the tab itself.
    @available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
    @MainActor @preconcurrency public var body: Tab<Value, Content, Label> {
        return self
    }
}

extension Tab: DoubleTabEntries where Value: Hashable, Content: View, Label: View {
    var doubleTabEntries: [DoubleTabEntry] {
        [DoubleTabEntry(tag: TabTag(value, includeOptional: false), label: AnyView(label), badge: nil, content: AnyView(content))]
    }
}
#endif
