// What the user did, applied twice: at once to the rendered state (the screen shows it
// already), and as an edit to the target, where only what the user saw leaves.

extension RenderLoop {
    /// What a report from the host means for the target state.
    enum TargetEdit: Equatable {
        /// These screens left one stack.
        case removeScreens(Set<ScreenID>, from: StackID)
        /// These layers left: the one the user dismissed and those rendered above it. A layer
        /// the target holds above them that was never rendered stays.
        case dismiss(Set<LayerID>)
        /// The user selected this tab.
        case selectTab(TabID, in: LayerID)
        /// The user dragged this sheet to a detent.
        case selectDetent(SheetDetent, in: LayerID)
        /// The host's size class collapsed or expanded this split.
        case setCollapsed(Bool, in: LayerID)
        /// This column of a split is now on top; `seen` holds the screens of the columns above it
        /// that the host rendered, which the user saw leave.
        case showColumn(SplitColumn, in: LayerID, seen: Set<ScreenID>)
        /// The user changed which columns of this split show.
        case setColumnVisibility(SplitVisibility, in: LayerID)
        /// The user answered this question (or made it go without a choice): it leaves.
        case answer(LayerID, choice: Int?)
    }
}

extension NavigationState {
    /// Follows what the user did in a rendered state, and says what it means for the target.
    /// - Parameter gesture: the stack a swipe back holds, which the change may begin or end.
    mutating func follow(_ change: UserChange, gesture: inout StackID?) -> RenderLoop.UserReport {
        switch change {
        case .interactivePopBegan(let stack):
            guard self.stack(stack) != nil else { return .mismatch }
            gesture = stack
            return .gesture
        case .interactivePopCancelled(let stack):
            guard gesture == stack else { return .mismatch }
            gesture = nil
            return .gesture
        case .popped(let screen, let stack):
            if gesture == stack { gesture = nil }
            guard let popped = try? pop(to: screen, in: stack) else { return .mismatch }
            // Exactly the screens the user saw leave: a push code asked for meanwhile stays.
            return .commit(.removeScreens(Set(popped.map(\.id)), from: stack))
        case .dismissed(let layer):
            guard let seen = try? dismiss(layer) else { return .mismatch }
            if let swiped = gesture, self.stack(swiped) == nil { gesture = nil }
            // Exactly the layers the user saw leave: a layer code presented meanwhile stays.
            return .commit(.dismiss(Set(seen.map(\.id))))
        case .selectedTab(let tab, let layer):
            guard (try? selectTab(tab, in: layer)) != nil else { return .mismatch }
            return .commit(.selectTab(tab, in: layer))
        case .reselectedTab(let tab, let layer):
            let stack = StackID(layer: layer, tab: tab)
            guard let popped = try? popToRoot(in: stack) else { return .mismatch }
            return .commit(.removeScreens(Set(popped.map(\.id)), from: stack))
        case .selectedDetent(let detent, let layer):
            guard (try? selectDetent(detent, in: layer)) != nil else { return .mismatch }
            return .commit(.selectDetent(detent, in: layer))
        case .attemptedDismiss(let layer):
            guard self.layer(layer)?.options.isInteractiveDismissDisabled == true else { return .mismatch }
            return .attemptedDismiss(layer)
        case .collapsed(let collapsed, let layer):
            guard (try? setCollapsed(collapsed, in: layer)) != nil else { return .mismatch }
            return .commit(.setCollapsed(collapsed, in: layer))
        case .showedColumn(let column, let layer):
            guard case .split(let shown)? = self.layer(layer)?.content,
                (try? showColumn(column, in: layer)) != nil
            else { return .mismatch }
            // A swipe back past the first screen of a column above this one ends here.
            if let swiped = gesture, swiped.layer == layer, let from = swiped.column, from > column { gesture = nil }
            let seen = shown.columns.filter { $0 > column }.flatMap { shown[$0]?.screens.map(\.id) ?? [] }
            return .commit(.showColumn(column, in: layer, seen: Set(seen)))
        case .changedColumnVisibility(let visibility, let layer):
            guard (try? setColumnVisibility(visibility, in: layer)) != nil else { return .mismatch }
            return .commit(.setColumnVisibility(visibility, in: layer))
        case .answered(let question, let choice):
            guard let shown = self.question, shown.id == question,
                choice.map(shown.question.choices.indices.contains) ?? true
            else { return .mismatch }
            apply(.dismissQuestion(question))
            return .commit(.answer(question, choice: choice))
        }
    }

    /// Makes the user's change in a target state: only what the user saw leaves. A part the
    /// target no longer has (code dismissed the layer meanwhile) is skipped; a stack is never
    /// left empty; what the target added that was never rendered (a push, a layer presented
    /// over the dismissed one) stays.
    mutating func apply(_ edit: RenderLoop.TargetEdit) {
        switch edit {
        case .removeScreens(let gone, let id):
            guard let location = try? locate(id, request: ""),
                self[location].list.contains(where: { !gone.contains($0.id) })
            else { return }
            editStack(at: location) { (stack: inout Stack) in stack.list.removeAll { gone.contains($0.id) } }
        case .dismiss(let seen):
            removePresentedLayers(seen)
        case .selectTab(let tab, let layer):
            try? selectTab(tab, in: layer)
        case .selectDetent(let detent, let layer):
            try? selectDetent(detent, in: layer)
        case .setCollapsed(let collapsed, let layer):
            try? setCollapsed(collapsed, in: layer)
        case .showColumn(let column, let layer, let seen):
            try? showColumn(column, in: layer)
            revealColumn(above: column, in: layer, notShowing: seen)
        case .setColumnVisibility(let visibility, let layer):
            try? setColumnVisibility(visibility, in: layer)
        case .answer(let question, _):
            if askedQuestion?.id == question { askedQuestion = nil }
        }
    }
}
