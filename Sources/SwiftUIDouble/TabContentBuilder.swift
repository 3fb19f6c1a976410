#if os(Linux)
/// Double of SwiftUI's `TabContentBuilder` (iOS 18, macOS 15): builds the tabs of a `TabView`
/// from one `Tab` or one `ForEach` of them. Blocks of several tabs (`buildBlock` with more
/// arguments), conditions and availability checks are not doubled.
@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
@resultBuilder public struct TabContentBuilder<TabValue> where TabValue: Hashable {
    /// Double of `TabContentBuilder.Content`: the tabs a builder made, as the view a `TabView`
    /// holds.
    @available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
    public struct Content<C>: View where C: TabContent {
        nonisolated(unsafe) let tabs: C

        nonisolated init(tabs: C) {
            self.tabs = tabs
        }

        /// Double of `TabContentBuilder.Content.body`: never evaluated, the tab view draws the tabs.
        @available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
        @MainActor @preconcurrency public var body: some View {
            EmptyView()
        }
    }

    /// Double of `TabContentBuilder.buildExpression(_:)`.
    @available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
    public static func buildExpression(_ content: some TabContent<TabValue>) -> some TabContent<TabValue> {
        content
    }

    /// Double of `TabContentBuilder.buildBlock(_:)` for one piece of tab content.
    @available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
    public static func buildBlock(_ content: some TabContent<TabValue>) -> some TabContent<TabValue> {
        content
    }
}

/// The tabs a tab content builder made (the double's marker).
protocol TabContentBuilderContent {}

extension TabContentBuilder.Content: TupleViewContent, TabContentBuilderContent {
    /// The tabs, each as a view built with `tabItem(_:)`, `badge(_:)` and `tag(_:)`.
    var elements: [any View] {
        tabs.doubleEntries.map(\.taggedView)
    }
}
#endif
