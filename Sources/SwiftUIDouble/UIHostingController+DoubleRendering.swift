#if os(Linux)
// The double's test control of `UIHostingController` (not SwiftUI API): what the last render drew.

extension UIHostingController {
    /// The texts the last render drew, in order, button titles included; empty before the view loads.
    public var doubleTexts: [String] {
        doubleLastRender.texts
    }

    /// Renders `rootView` now, as SwiftUI does when something the view depends on changes.
    public func doubleRender() {
        doubleLastRender = ViewRenderer.render(rootView)
        guard !doubleNeedsLayout else { return }
        doubleNeedsLayout = true
        doubleRuntime.onNextLayoutPass { [weak self] in self?.doubleLayOut() }
    }

    /// The frame the last layout pass gave the first button of the last render titled `title`,
    /// in the view's space: a row of 44 points as wide as the view; `nil` without such a button.
    ///
    /// - Parameter title: The button's title.
    /// - Returns: The button's frame.
    public func doubleFrame(ofButtonTitled title: String) -> CGRect? {
        doubleLastRender.buttons.first { $0.title == title }.map { doubleFrame(ofRows: $0.row..<$0.row + 1) }
    }

    /// The frame of `rows` in the view's space: one row of 44 points under the other.
    func doubleFrame(ofRows rows: Range<Int>) -> CGRect {
        CGRect(x: 0, y: CGFloat(rows.lowerBound) * 44, width: view.bounds.width, height: CGFloat(rows.count) * 44)
    }

    /// The layout pass: reports each measured view's frame, in the window's space, to its action
    /// when it changed since the last report.
    func doubleLayOut() {
        doubleNeedsLayout = false
        var reported: [String: Any] = [:]
        for measured in doubleLastRender.measured {
            let frame = view.convert(doubleFrame(ofRows: measured.rows), to: nil)
            reported[measured.key] = measured.report(GeometryProxy(doubleGlobalFrame: frame), doubleReportedGeometry[measured.key])
        }
        doubleReportedGeometry = reported
    }

    /// The row each list with a selection of the last render shows selected, by its title (the
    /// texts of the row joined by spaces), in drawing order; `nil` for a list with none.
    public var doubleSelectedListRows: [String?] {
        doubleLastRender.lists.map { $0.shownRow?.title }
    }

    /// Taps the first row titled `title` of a list with a selection of the last render: SwiftUI
    /// shows the row selected at once and writes its tag into the list's selection binding.
    ///
    /// The tap does not re-render: the list shows the tapped row until the next render (the
    /// double models no state; set `rootView` or call `doubleRender()`), which reads the binding.
    ///
    /// - Parameter title: The row's title.
    /// - Returns: Whether such a row was drawn with a tag of the selection's type (and written).
    @discardableResult
    public func doubleTapListRow(titled title: String) -> Bool {
        for list in doubleLastRender.lists {
            guard let row = list.rows.first(where: { $0.title == title }), let tag = row.tag,
                let value = tag.value(asSelectionOf: list.selection.type)
            else { continue }
            list.shown = value
            return list.selection.select(tag)
        }
        return false
    }

    /// Taps the first button of the last render titled `title` (its label's texts joined by spaces).
    ///
    /// The tap does not re-render: the double models no state; call `doubleRender()` or set `rootView`.
    ///
    /// - Parameter title: The button's title.
    /// - Returns: Whether such a button was drawn (and its action ran).
    @discardableResult
    public func doubleTapButton(titled title: String) -> Bool {
        guard let button = doubleLastRender.buttons.first(where: { $0.title == title }) else { return false }
        button.action()
        return true
    }
}
#endif
