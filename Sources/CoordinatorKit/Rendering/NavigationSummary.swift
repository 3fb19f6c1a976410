/// What an observer of the navigation reads most: whether anything is presented, the selected
/// tab, the top route, the columns shown and the question. The observable models
/// (`Navigator.observableState`, CoordinatorKitSwiftUI's `Navigator.publishedState`) compare it
/// property by property, to notify only the readers of what changed.
package struct NavigationSummary: Equatable {
    /// Whether anything is presented over the window's root.
    package var isPresenting: Bool
    /// The selected tab of the topmost layer that shows tabs.
    package var selectedTab: TabID?
    /// The route of the screen on top of the topmost layer's visible stack.
    package var topRoute: AnyRoute?
    /// The columns the user sees of the topmost layer that shows a split, leading first.
    package var shownColumns: [SplitColumn]
    /// The question shown over the window.
    package var question: QuestionLayer?

    /// The summary of a state.
    package init(_ state: NavigationState) {
        isPresenting = state.layers.count > 1
        selectedTab = Self.selectedTab(of: state)
        topRoute = state.visibleStackID.flatMap { state.stack($0)?.top?.route }
        shownColumns = Self.shownColumns(of: state)
        question = state.question
    }

    private static func selectedTab(of state: NavigationState) -> TabID? {
        for layer in state.layers.reversed() {
            if case .tabs(let tabs) = layer.content { return tabs.selected }
        }
        return nil
    }

    private static func shownColumns(of state: NavigationState) -> [SplitColumn] {
        for layer in state.layers.reversed() {
            guard case .split(let split) = layer.content else { continue }
            guard split.isCollapsed else { return split.visibleColumns }
            let top = split.visibleColumns.last { split[$0]?.list.isEmpty == false }
            return [top ?? .sidebar]
        }
        return []
    }
}
