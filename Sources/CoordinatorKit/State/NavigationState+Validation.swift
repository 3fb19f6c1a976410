// The state's rules, checked where a whole value comes from outside: hand-built layers,
// decoded data, new containers.
extension NavigationState {
    /// Checks every rule of the state; a transaction may leave stacks empty until it ends.
    func validate(request: String, allowingEmptyStacks: Bool = false) throws(NavigationError) {
        var screenIDs = Set<ScreenID>()
        var layerIDs = Set<LayerID>()
        for (index, layer) in layers.enumerated() {
            guard layer.presentation.isModal == (index > 0) else {
                throw NavigationError(request, .rootIsNotModal)
            }
            guard layerIDs.insert(layer.id).inserted else {
                throw NavigationError(request, .duplicateIdentity("layer \(layer.id)"))
            }
            try layer.validate(request: request, allowingEmptyStacks: allowingEmptyStacks)
            for screen in layer.content.stacks.flatMap(\.stack.screens) where !screenIDs.insert(screen.id).inserted {
                throw NavigationError(request, .duplicateIdentity("screen \(screen.id) \(screen)"))
            }
        }
    }

    /// Checks that screens and layers about to be added are not in the state already, nor twice
    /// among themselves.
    func checkNew(_ newScreens: [ScreenID], layers newLayers: [LayerID], request: String) throws(NavigationError) {
        var seen = Set(screens.map(\.id))
        for id in newScreens where !seen.insert(id).inserted {
            throw NavigationError(request, .duplicateIdentity("screen \(id)"))
        }
        let existing = Set(layers.map(\.id))
        for id in newLayers where existing.contains(id) {
            throw NavigationError(request, .duplicateIdentity("layer \(id)"))
        }
    }

    /// The first stack without screens, if any: a stack may be empty while a transaction builds
    /// it, never when it is rendered.
    var firstEmptyStack: StackID? {
        for layer in layers {
            for (tab, stack) in layer.content.stacks where stack.screens.isEmpty {
                return StackID(layer: layer.id, tab: tab)
            }
        }
        return nil
    }
}

extension Layer {
    func validate(request: String, allowingEmptyStacks: Bool = false) throws(NavigationError) {
        switch content {
        case .stack(let stack):
            guard allowingEmptyStacks || !stack.screens.isEmpty else { throw NavigationError(request, .emptyStack(StackID(layer: id))) }
        case .tabs(let tabs):
            try tabs.validate(request: request)
            for tab in tabs.tabs where !allowingEmptyStacks && tab.stack.screens.isEmpty {
                throw NavigationError(request, .emptyStack(StackID(layer: id, tab: tab.id)))
            }
        }
    }
}

extension Tabs {
    func validate(request: String) throws(NavigationError) {
        guard !tabs.isEmpty else { throw NavigationError(request, .invalidTabs("tabs need at least one tab")) }
        guard Set(tabs.map(\.id)).count == tabs.count else {
            throw NavigationError(request, .invalidTabs("two tabs share one identity"))
        }
        guard index(of: selected) != nil else {
            throw NavigationError(request, .invalidTabs("the selected tab \"\(selected)\" is not among the tabs"))
        }
    }
}
