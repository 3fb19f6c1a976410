#if os(Linux)
/// Double of SwiftUI's `List`: rows of views; the double draws them in order, as a ``VStack``
/// does, with no selection, sections, swipe actions or styles.
///
/// ```swift
/// List(model.items) { item in
///     Button(item.title) { coordinator?.show(.detail(item.id)) }
/// }
/// ```
@MainActor @preconcurrency
public struct List<SelectionValue, Content>: View where SelectionValue: Hashable, Content: View {
    /// Written once by the initializer, then read on the main actor (see SwiftUIDouble.swift on isolation).
    nonisolated(unsafe) let content: Content

    /// Double of `List.body`: the rows.
    @MainActor @preconcurrency public var body: some View {
        content
    }
}

extension List where SelectionValue == Never {
    /// Double of `List.init(content:)`: a list of the views `content` builds.
    ///
    /// - Parameter content: The rows.
    nonisolated public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    /// Double of `List.init(_:rowContent:)`: one row per element of identified data.
    ///
    /// - Parameters:
    ///   - data: The identified data, one row each.
    ///   - rowContent: The view of one row.
    @_alwaysEmitIntoClient nonisolated public init<Data, RowContent>(
        _ data: Data, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, Data.Element.ID, RowContent>, Data: RandomAccessCollection, RowContent: View, Data.Element: Identifiable {
        self.init { ForEach(data) { item in rowContent(item) } }
    }
}
#endif
