#if os(Linux)
/// Double of SwiftUI's `List`: rows of views, drawn in order as a ``VStack`` does, with at most
/// one selected row; no sections, swipe actions or styles.
///
/// ```swift
/// List(selection: $selection) {
///     ForEach(model.items) { item in
///         Text(item.title).tag(item.id)
///     }
/// }
/// ```
///
/// With a selection, the rows are the list's views (a `ForEach` gives one per element), and a
/// row is selectable when its `tag(_:includeOptional:)` has the selection's type. The runtime's
/// `tapListRow(titled:)` writes the row's tag into the binding, as a tap does, and shows that
/// row selected at once. The list shows the binding's value again only when SwiftUI updates it:
/// in the next update whose pass draws the list anew (not from a body SwiftUI kept). A binding
/// whose setter changes nothing a view depends on leaves the tapped row selected, as in SwiftUI.
/// The double does not tag a `ForEach`'s rows with their identity: tag each row.
@MainActor @preconcurrency
public struct List<SelectionValue, Content>: View where SelectionValue: Hashable, Content: View {
    /// Written once by the initializer, then read on the main actor (see SwiftUIDouble.swift on isolation).
    nonisolated(unsafe) let content: Content
    nonisolated(unsafe) let selection: ListSelection?

    /// Double of `List.init(selection:content:)` for one selected row at most.
    ///
    /// - Parameters:
    ///   - selection: The tag of the selected row, `nil` for none; `nil` for a list without selection.
    ///   - content: The rows.
    @available(watchOS 10.0, *)
    nonisolated public init(selection: Binding<SelectionValue?>?, @ViewBuilder content: () -> Content) {
        self.content = content()
        let type: Any.Type = SelectionValue.self
        self.selection = selection.map { binding in
            ListSelection(
                current: { binding.wrappedValue.map { AnyHashable($0) } },
                select: { tag in
                    guard let value = tag.value(asSelectionOf: type)?.base as? SelectionValue else { return false }
                    binding.wrappedValue = value
                    return true
                },
                type: type
            )
        }
    }

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
        selection = nil
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

extension List: PrimitiveView {
    func draw(in renderer: ViewRenderer, environment: EnvironmentValues) {
        if let selection {
            renderer.drawList(content, selection: selection, environment: environment)
        } else {
            renderer.render(content, in: environment, at: "List")
        }
    }
}

/// A list's selection, type-erased.
struct ListSelection {
    /// The binding's value, `nil` for none.
    let current: () -> AnyHashable?
    /// Writes the tag's value into the binding, if the tag applies to the selection's type.
    let select: (TabTag) -> Bool
    /// The type of the selection's values.
    let type: Any.Type
}
#endif
