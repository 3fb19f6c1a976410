/// What one screen shows, independent of any UI framework: a title, lines of text, and the
/// actions its buttons perform.
///
/// A view controller, a SwiftUI view or the terminal demo draws it. Each action calls the
/// screen's owning coordinator (or changes a model), exactly as a button would, so whoever draws
/// a screen needs no navigation logic of its own.
///
/// ```swift
/// let content = CatalogScreens(catalog).content(for: .product(id: 1))
/// print(content.title)              // Espresso Machine
/// content.actions[0].perform()      // "Buy now": the buy flow opens in a sheet
/// ```
///
/// Content is made for one render and dropped; it holds its coordinator strongly while it lives.
public struct ScreenContent {
    /// The screen's title, as a navigation bar shows it.
    public var title: String
    /// The screen's text, one line each.
    public var lines: [String]
    /// The screen's buttons, top to bottom.
    public var actions: [ScreenAction]

    /// Makes a screen's content.
    public init(title: String, lines: [String] = [], actions: [ScreenAction] = []) {
        self.title = title
        self.lines = lines
        self.actions = actions
    }
}
