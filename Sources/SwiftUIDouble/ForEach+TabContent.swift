#if os(Linux)
@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
extension ForEach: TabContent where Content: TabContent {
    @available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
    public typealias TabValue = Content.TabValue

    /// Double of `ForEach.body` as tab content: the `ForEach` itself.
    @available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
    @MainActor @preconcurrency public var body: ForEach<Data, ID, Content> {
        return self
    }
}

@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
extension ForEach where ID == Data.Element.ID, Content: TabContent, Data.Element: Identifiable {
    /// Double of `ForEach.init(_:content:)` for tab content: one tab (or more) per element.
    ///
    /// - Parameters:
    ///   - data: The identified elements.
    ///   - content: Makes the tab content of an element.
    @available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
    public init<V>(_ data: Data, @TabContentBuilder<V> content: @escaping (Data.Element) -> Content) where V == Content.TabValue {
        self.data = data
        self.content = content
    }
}

extension ForEach: DoubleTabEntries where Content: TabContent {
    var doubleTabEntries: [DoubleTabEntry] {
        data.flatMap { content($0).doubleEntries }
    }
}
#endif
