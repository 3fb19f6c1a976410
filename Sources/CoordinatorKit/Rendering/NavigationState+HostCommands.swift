// What a finished host command means for the rendered state, and whether the user sees it.
extension NavigationState {
    /// Applies a finished command. A command whose layer or stack is gone (the user dismissed it
    /// meanwhile) changes nothing.
    package mutating func apply(_ action: HostCommand.Action) {
        switch action {
        case .setRoot(let layer):
            layers = layer.map { [$0] } ?? []
        case .dismiss(let id):
            if let index = layers.firstIndex(where: { $0.id == id }), index > 0 {
                layers.removeSubrange(index...)
            }
        case .setStack(let id, let stack):
            if let location = try? locate(id, request: "") { self[location] = stack }
        case .setTabs(let id, let tabs):
            if let index = layers.firstIndex(where: { $0.id == id }) { layers[index].content = .tabs(tabs) }
        case .selectTab(let tab, let id):
            try? selectTab(tab, in: id)
        case .present(let layer):
            if !layers.isEmpty { layers.append(layer) }
        case .setOptions(let id, let options):
            if let index = layers.firstIndex(where: { $0.id == id }), index > 0 { layers[index].options = options }
        case .setTabItem(let tab, let item, let id):
            try? setTabItem(item, for: tab, in: id)
        case .setSplit(let id, let split):
            if let index = layers.firstIndex(where: { $0.id == id }), case .split = layers[index].content {
                layers[index].content = .split(split)
            }
        case .presentQuestion(let question):
            if question.layer == layers.last?.id { askedQuestion = question }
        case .dismissQuestion(let id):
            if askedQuestion?.id == id { askedQuestion = nil }
        }
    }

    /// The animation the action plays, run on this state: that of what arrives (a pushed
    /// screen, a presented layer, a new root), or that of what leaves (a popped screen, the top
    /// dismissed layer), whose inverse the host plays.
    func animation(of action: HostCommand.Action) -> RouteAnimation {
        switch action {
        case .setRoot(let layer):
            return layer?.animation ?? .system
        case .present(let layer):
            return layer.animation
        case .dismiss(let id):
            // UIKit animates the topmost of the layers a dismissal takes.
            guard layers.contains(where: { $0.id == id }), let top = layers.last else { return .system }
            return top.animation
        case .setStack(let id, let new):
            guard let old = stack(id), let oldTop = old.top, let newTop = new.top, oldTop.id != newTop.id else {
                return .system
            }
            // Most screens arrive with the system's animation: nothing to look for then.
            if case .system = oldTop.animation, case .system = newTop.animation { return .system }
            return old.holds(newTop.id) ? oldTop.animation : newTop.animation
        case .setTabs, .selectTab, .setOptions, .setTabItem, .setSplit, .presentQuestion, .dismissQuestion:
            return .system
        }
    }

    /// Whether the user would see the action, run on this state.
    func isVisible(_ action: HostCommand.Action) -> Bool {
        switch action {
        case .setRoot, .dismiss, .present, .presentQuestion, .dismissQuestion:
            return true
        case .setStack(let id, _):
            guard id.layer == top?.id else { return false }
            if let column = id.column, case .split(let split)? = top?.content {
                return split.visibleColumns.contains(column)
            }
            return id.tab == nil || id == top?.visibleStackID
        case .setTabs(let id, _), .selectTab(_, let id), .setSplit(let id, _):
            return id == top?.id
        case .setOptions(let id, _):
            // A sheet moving to another detent is seen, and animates when it is the last step.
            return id == top?.id
        case .setTabItem:
            // A title or badge changes without an animation of its own.
            return false
        }
    }
}

extension Stack {
    /// Whether the stack holds the screen: a pop shows a screen it holds, a push one it does not
    /// (how `setViewControllers(_:animated:)` tells them apart). Looked for from the top, where
    /// a pop finds it first.
    func holds(_ screen: ScreenID) -> Bool {
        var index = list.count - 1
        while index >= 0 {
            if list[index].id == screen { return true }
            index -= 1
        }
        return false
    }
}
