// The state's rules, checked where a whole value comes from outside: hand-built layers,
// decoded data, new containers.
extension NavigationState {
    /// Checks every rule of the state; a transaction may leave stacks empty until it ends.
    func validate(request: @autoclosure () -> String, allowingEmptyStacks: Bool = false) throws(NavigationError) {
        var screenIDs = Set<ScreenID>()
        var layerIDs = Set<LayerID>()
        for (index, layer) in layers.enumerated() {
            guard layer.presentation.isModal == (index > 0) else {
                throw NavigationError(request(), .rootIsNotModal)
            }
            guard layerIDs.insert(layer.id).inserted else {
                throw NavigationError(request(), .duplicateIdentity("layer \(layer.id)"))
            }
            try layer.validate(request: request(), allowingEmptyStacks: allowingEmptyStacks)
            for screen in layer.content.stacks.flatMap(\.stack.list) {
                guard screenIDs.insert(screen.id).inserted else {
                    throw NavigationError(request(), .duplicateIdentity("screen \(screen.id) \(screen)"))
                }
                if let problem = screen.animation.problem {
                    throw NavigationError(request(), .invalidAnimation(problem))
                }
            }
        }
        try validateQuestion(request: request())
    }

    /// Checks every rule of the state, as ``validate(request:allowingEmptyStacks:)`` does, for a
    /// state made from `base` (a valid state) by changes: when what changed holds only screens
    /// made after `mark` (taken while `base` existed), the screens `base` already held need no
    /// second look, so the check costs what changed, not the depth. Anything else, and any
    /// broken rule, goes through the full check, which throws the same error it always did.
    func validate(
        changedFrom base: NavigationState, screensMadeAfter mark: IdentifierSource.Mark,
        request: @autoclosure () -> String, allowingEmptyStacks: Bool
    ) throws(NavigationError) {
        if isValid(changedFrom: base, screensMadeAfter: mark, allowingEmptyStacks: allowingEmptyStacks) { return }
        try validate(request: request(), allowingEmptyStacks: allowingEmptyStacks)
    }

    private func isValid(
        changedFrom base: NavigationState, screensMadeAfter mark: IdentifierSource.Mark, allowingEmptyStacks: Bool
    ) -> Bool {
        // The new screens: usually one.
        var newScreens = SmallArray<ScreenID>()
        // What changed in one stack: the screens above the bottom that `base` held at the same
        // place, which is free of clashes already. Only screens made after the mark pass.
        func changedTop(of stack: Stack, from counterpart: Stack?) -> Bool {
            let kept = counterpart.map { stack.commonPrefixCount(with: $0) } ?? 0
            for screen in stack.list[kept...] {
                guard mark.isNew(screen.id.rawValue), screen.animation.problem == nil else { return false }
                newScreens.append(screen.id)
            }
            return true
        }
        // Layers are read by index, field by field: a layer copied out whole retains all it holds.
        for index in layers.indices {
            let id = layers[index].id
            // The layer's own rules (`Layer.validate`), asked of its fields: asking the layer
            // would copy it.
            guard layers[index].presentation.isModal == (index > 0), !layers[..<index].contains(where: { $0.id == id }),
                layers[index].options.problem == nil, layers[index].animation.problem == nil
            else { return false }
            let baseIndex = base.index(ofLayer: id, expectedAt: index)
            switch layers[index].content {
            case .stack(let stack):
                guard (try? Layer.validate(stack, in: id, request: "", allowingEmptyStacks: allowingEmptyStacks)) != nil
                else { return false }
                let counterpart: Stack? =
                    if let baseIndex, case .stack(let counterpart) = base.layers[baseIndex].content { counterpart } else
                    { nil }
                guard changedTop(of: stack, from: counterpart) else { return false }
            case .tabs(let tabs):
                guard (try? Layer.validate(tabs, in: id, request: "", allowingEmptyStacks: allowingEmptyStacks)) != nil
                else { return false }
                let counterparts: Tabs? =
                    if let baseIndex, case .tabs(let counterparts) = base.layers[baseIndex].content {
                        counterparts
                    } else { nil }
                for tab in tabs.tabs where !changedTop(of: tab.stack, from: counterparts?[tab.id]?.stack) {
                    return false
                }
            case .split(let split):
                guard (try? Layer.validate(split, in: id, request: "", allowingEmptyStacks: allowingEmptyStacks)) != nil
                else { return false }
                let counterparts: Split? =
                    if let baseIndex, case .split(let counterparts) = base.layers[baseIndex].content {
                        counterparts
                    } else { nil }
                for column in split.columns where !changedTop(of: split[column]!, from: counterparts?[column]) {
                    return false
                }
            }
        }
        // A question asked in the change was checked when it was asked; one the change stranded
        // (its layer left) is no longer shown.
        return newScreens.count < 2 || Set(newScreens).count == newScreens.count
    }

    /// Checks that the screens of new content, and a new layer, are not in the state already, nor
    /// twice among themselves. The screens are looked at where they lie: no array of their
    /// identities is made unless a clash has to be searched for.
    /// - Parameter mark: when given, taken while this state existed, by a caller that made each
    ///   new screen (and the new layer's identity) once, after it: such identities cannot be in
    ///   the state nor clash among themselves, so only those made before the mark are checked.
    func checkNew(
        _ content: Container, layer newLayer: LayerID? = nil, request: @autoclosure () -> String,
        madeAfter mark: IdentifierSource.Mark? = nil
    ) throws(NavigationError) {
        func madeAfterMark<Subject>(_ id: Identifier<Subject>) -> Bool { mark?.isNew(id.rawValue) ?? false }
        let allNew =
            switch content {
            case .stack(let stack): stack.list.allSatisfy { madeAfterMark($0.id) }
            case .tabs(let tabs): tabs.tabs.allSatisfy { tab in tab.stack.list.allSatisfy { madeAfterMark($0.id) } }
            case .split(let split): split.columns.allSatisfy { split[$0]!.list.allSatisfy { madeAfterMark($0.id) } }
            }
        if !allNew {
            var seen = Set(screens.map(\.id))
            for (_, stack) in content.stacks {
                for screen in stack.list where !seen.insert(screen.id).inserted {
                    throw NavigationError(request(), .duplicateIdentity("screen \(screen.id)"))
                }
            }
        }
        if let newLayer, !madeAfterMark(newLayer), layers.contains(where: { $0.id == newLayer }) {
            throw NavigationError(request(), .duplicateIdentity("layer \(newLayer)"))
        }
    }

    /// The first stack without screens, if any: a stack may be empty while a transaction builds
    /// it, never when it is rendered.
    var firstEmptyStack: StackID? {
        // Checked on every commit: no array of a layer's stacks is made to look.
        for layer in layers {
            switch layer.content {
            case .stack(let stack):
                if stack.list.isEmpty { return StackID(layer: layer.id) }
            case .tabs(let tabs):
                for tab in tabs.tabs where tab.stack.list.isEmpty { return StackID(layer: layer.id, tab: tab.id) }
            case .split(let split):
                for column in split.columns where split[column]!.list.isEmpty {
                    return StackID(layer: layer.id, column: column)
                }
            }
        }
        return nil
    }
}

extension Layer {
    func validate(request: @autoclosure () -> String, allowingEmptyStacks: Bool = false) throws(NavigationError) {
        if let problem = options.problem { throw NavigationError(request(), .invalidOptions(problem)) }
        if let problem = animation.problem { throw NavigationError(request(), .invalidAnimation(problem)) }
        switch content {
        case .stack(let stack):
            try Self.validate(stack, in: id, request: request(), allowingEmptyStacks: allowingEmptyStacks)
        case .tabs(let tabs):
            try Self.validate(tabs, in: id, request: request(), allowingEmptyStacks: allowingEmptyStacks)
        case .split(let split):
            try Self.validate(split, in: id, request: request(), allowingEmptyStacks: allowingEmptyStacks)
        }
    }

    /// The rules of a layer's split: every column has screens, and the column on top of the
    /// collapsed stack is one the split has.
    static func validate(
        _ split: Split, in layer: LayerID, request: @autoclosure () -> String, allowingEmptyStacks: Bool
    ) throws(NavigationError) {
        guard split.content != nil || split.compactColumn != .content else {
            throw NavigationError(
                request(), .invalidSplit("the compact column is .content, but the split has no content column"))
        }
        for column in split.columns where !allowingEmptyStacks && split[column]!.list.isEmpty {
            throw NavigationError(request(), .emptyStack(StackID(layer: layer, column: column)))
        }
    }

    /// The rules of a layer's stack.
    static func validate(
        _ stack: Stack, in layer: LayerID, request: @autoclosure () -> String, allowingEmptyStacks: Bool
    ) throws(NavigationError) {
        guard allowingEmptyStacks || !stack.list.isEmpty else {
            throw NavigationError(request(), .emptyStack(StackID(layer: layer)))
        }
    }

    /// The rules of a layer's tabs.
    static func validate(_ tabs: Tabs, in layer: LayerID, request: @autoclosure () -> String, allowingEmptyStacks: Bool)
        throws(NavigationError)
    {
        try tabs.validate(request: request())
        for tab in tabs.tabs where !allowingEmptyStacks && tab.stack.list.isEmpty {
            throw NavigationError(request(), .emptyStack(StackID(layer: layer, tab: tab.id)))
        }
    }
}

extension Tabs {
    func validate(request: @autoclosure () -> String) throws(NavigationError) {
        guard !tabs.isEmpty else { throw NavigationError(request(), .invalidTabs("tabs need at least one tab")) }
        guard Set(tabs.map(\.id)).count == tabs.count else {
            throw NavigationError(request(), .invalidTabs("two tabs share one identity"))
        }
        guard index(of: selected) != nil else {
            throw NavigationError(request(), .invalidTabs("the selected tab \"\(selected)\" is not among the tabs"))
        }
    }
}
