public import CoordinatorKit
public import ShopExample

/// What the demo draws: the top screen's content with its numbered actions, the tab bar and
/// gestures it offers, and the navigation state beneath.
///
/// ```
/// ┌── Espresso Machine
/// │ A lever machine for slow mornings.
/// │
/// │ [1] Buy now
/// │ [2] Read reviews
/// └── tabs: *1 catalog  2 orders  3 profile · gestures: back, swipe, swipe-cancel
/// ```
@MainActor
public struct DemoScreen {
    /// The navigator whose state to draw.
    public let navigator: Navigator

    /// The navigation state to draw.
    public var state: NavigationState { navigator.state }

    /// Makes a drawing of a navigator's state.
    public init(navigator: Navigator) {
        self.navigator = navigator
    }

    /// The screen on top of the visible stack: what the user sees. In columns, the detail's; in
    /// columns collapsed into one stack, the top column's.
    public var topScreen: Screen? {
        panes.last?.screen
    }

    /// The top screen's content, from the screen models of the coordinator that owns it.
    public var content: ScreenContent {
        guard let topScreen else { return ScreenContent(title: "(nothing shown)") }
        return ShopScreens.content(for: topScreen, in: navigator)
    }

    /// The actions the user can tap, numbered from 1: the top screen's, or in columns side by
    /// side each column's, leading first.
    public var actions: [ScreenAction] {
        panes.flatMap { ShopScreens.content(for: $0.screen, in: navigator).actions }
    }

    /// The screens the user sees side by side: the top screen, or in an expanded split the top
    /// screen of each column shown, leading first, with its column.
    private var panes: [(column: SplitColumn?, screen: Screen)] {
        guard let top = state.top else { return [] }
        guard case .split(let split) = top.content else {
            return state.visibleStackID.flatMap(state.stack)?.top.map { [(nil, $0)] } ?? []
        }
        let columns = split.isCollapsed ? [split.compactColumn] : split.visibleColumns
        return columns.compactMap { column in split[column]?.top.map { (split.isCollapsed ? nil : column, $0) } }
    }

    /// The screen, then the navigation state and the coordinator tree.
    public func render() -> String {
        renderScreen() + "\n" + renderTrees()
    }

    /// The screen alone: title, lines, numbered actions, and a footer with the tab bar and the
    /// gestures the screen offers.
    public func renderScreen() -> String {
        if let question = state.question { return render(question) + "\n" + renderScreenBelow() }
        return renderScreenBelow()
    }

    /// The question shown, as a box over the screen: its title, message and numbered choices.
    private func render(_ layer: QuestionLayer) -> String {
        let question = layer.question
        let kind = question.style == .alert ? "alert" : "confirmation dialog"
        var lines = ["╔══ " + question.title + "  (\(kind))"]
        if let message = question.message { lines.append("║ " + message) }
        lines.append("║")
        lines += question.choices.enumerated().map { index, choice in
            "║ [\(index + 1)] \(choice.title)" + (choice.role == .default ? "" : "  (\(choice.role))")
        }
        lines.append("╚══ answer with 1 to \(question.choices.count); the screen below waits")
        return lines.joined(separator: "\n")
    }

    private func renderScreenBelow() -> String {
        var lines: [String] = []
        var number = 0
        let shown: [(SplitColumn?, Screen?)] = panes.isEmpty ? [(nil, nil)] : panes.map { ($0.column, $0.screen) }
        for (index, pane) in shown.enumerated() {
            let content = pane.1.map { ShopScreens.content(for: $0, in: navigator) } ?? self.content
            let column = pane.0.map { "  (\($0))" } ?? ""
            lines.append((index == 0 ? "┌── " : "├── ") + content.title + column + (index == 0 ? presentationNote : ""))
            lines += content.lines.map { "│ " + $0 }
            if !content.actions.isEmpty {
                lines.append("│")
                for action in content.actions {
                    number += 1
                    lines.append("│ [\(number)] \(action.title)")
                }
            }
        }
        let footer = [tabBar, gestures].compactMap { $0 }.joined(separator: " · ")
        lines.append(footer.isEmpty ? "└──" : "└── " + footer)
        return lines.joined(separator: "\n")
    }

    /// The navigation state's tree and the coordinator tree, each under a heading.
    public func renderTrees() -> String {
        """
        navigation:
        \(indented(state.treeDescription))
        coordinators:
        \(indented(navigator.coordinatorTreeDescription))
        """
    }

    private var presentationNote: String {
        guard let top = state.top else { return "" }
        var notes: [String]
        switch top.presentation {
        case .sheet:
            notes = ["sheet"]
            if !top.options.detents.isEmpty { notes.append("at \(top.options.restingDetent) height") }
        case .fullScreenCover: notes = ["full-screen cover"]
        case .popover: notes = ["popover"]
        case .root: notes = []
        }
        if top.options.isInteractiveDismissDisabled { notes.append("locked") }
        return notes.isEmpty ? "" : "  (" + notes.joined(separator: ", ") + ")"
    }

    private var tabBar: String? {
        guard case .tabs(let tabs) = state.top?.content else { return nil }
        let items = tabs.tabs.enumerated().map { index, tab in
            "\(tab.id == tabs.selected ? "*" : "")\(index + 1) \(tab.id)" + (tab.item?.badge.map { " (\($0))" } ?? "")
        }
        return "tabs: " + items.joined(separator: "  ")
    }

    /// The gestures the screen offers, by the rule every host follows; a question shown is
    /// modal, and leaves none.
    private var gestures: String? {
        let rule = state.offeredGestures
        var offered: [String] = []
        if rule.back != nil { offered += ["back", "swipe", "swipe-cancel"] }
        if rule.dismissal != nil { offered.append("dismiss") }
        offered += rule.sheetDetents.filter { $0 == .medium || $0 == .large }.map { "drag \($0)" }
        return offered.isEmpty ? nil : "gestures: " + offered.joined(separator: ", ")
    }

    private func indented(_ text: String) -> String {
        text.split(separator: "\n", omittingEmptySubsequences: false).map { "  " + $0 }.joined(separator: "\n")
    }
}
