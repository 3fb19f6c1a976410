#if os(Linux)
// Lists with a selection (not SwiftUI API): the user's tap on a row, and the row each shows selected.

extension SwiftUIDoubleRuntime {
    /// The row each list with a selection shows selected, by its title (the texts of the row
    /// joined by spaces), in drawing order, the root layer's first; `nil` for a list with none.
    ///
    /// ```swift
    /// #expect(runtime.tapListRow(titled: "Product 2"))
    /// #expect(runtime.selectedListRows == ["Product 2"])
    /// ```
    public var selectedListRows: [String?] {
        lastLayers.flatMap(\.screens).flatMap(\.lists).map { $0.shownRow?.title }
    }

    /// Taps the first row titled `title` of a list with a selection on screen in the topmost
    /// layer: SwiftUI shows the row selected at once and writes its tag into the list's
    /// selection binding. The list reads the binding again when SwiftUI next updates it: at once
    /// when the write changed something a view depends on, else not until something does.
    ///
    /// - Parameter title: The row's title (the texts of the row joined by spaces).
    /// - Returns: `false` when no such row is on screen, its tag does not apply to the list's
    ///   selection, or a transition is in flight.
    @discardableResult
    public func tapListRow(titled title: String) -> Bool {
        guard acceptsTouches(), let layer = topLayer else { return false }
        for list in layer.screens.filter(\.isVisible).flatMap(\.lists) {
            guard let row = list.rows.first(where: { $0.title == title }), let tag = row.tag,
                  let value = tag.value(asSelectionOf: list.selection.type) else { continue }
            // Selected on screen at once, before SwiftUI updates the list.
            list.shown = value
            shownListSelections[list.id] = .some(value)
            guard list.selection.select(tag) else { return false }
            if needsUpdate { update() }
            return true
        }
        return false
    }

    /// Notes a list drawn in this pass; returns the selection it shows: its binding's when it is
    /// drawn anew or for the first time, else the one it showed.
    func listDrawn(_ list: ListRecord, anew: Bool) -> AnyHashable? {
        visitedLists.insert(list.id)
        if !anew, let shown = shownListSelections[list.id] { return shown }
        let current = list.selection.current()
        shownListSelections[list.id] = .some(current)
        return current
    }
}
#endif
