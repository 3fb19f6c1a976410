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
