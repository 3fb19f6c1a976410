// The validated changes. Each checks everything before it touches the value, so a thrown error
// always leaves the state as it was.
extension NavigationState {
    /// Pushes a new screen onto a stack.
    ///
    /// ```swift
    /// try state.push(MapRoute.city(named: "El Paso"))
    /// ```
    /// - Parameters:
    ///   - route: what the new screen shows.
    ///   - owner: the coordinator that owns the new screen.
    ///   - stack: the stack to push onto; the visible stack when `nil`.
    /// - Returns: the new screen's identity.
    @discardableResult
    public mutating func push(
        _ route: some Route, owner: CoordinatorID = .app, onto stack: StackID? = nil
    ) throws(NavigationError) -> ScreenID {
        try push(Screen(route, owner: owner), onto: stack)
    }

    /// Pushes a new screen onto a stack, arriving with the given animation instead of the
    /// route's own; a pop plays the inverse.
    ///
    /// ```swift
    /// try state.push(MapRoute.city(named: "El Paso"), animation: .crossDissolve)
    /// ```
    /// - Parameters:
    ///   - route: what the new screen shows.
    ///   - animation: how the screen arrives.
    ///   - owner: the coordinator that owns the new screen.
    ///   - stack: the stack to push onto; the visible stack when `nil`.
    /// - Returns: the new screen's identity.
    @discardableResult
    public mutating func push(
        _ route: some Route, animation: RouteAnimation, owner: CoordinatorID = .app, onto stack: StackID? = nil
    ) throws(NavigationError) -> ScreenID {
        try push(Screen(route, animation: animation, owner: owner), onto: stack)
    }

    private mutating func push(_ screen: Screen, onto stack: StackID?) throws(NavigationError) -> ScreenID {
        func request() -> String { "push(\(screen.route))" }
        let location = try locate(stack, request: request())
        if let problem = screen.animation.problem { throw NavigationError(request(), .invalidAnimation(problem)) }
        var isFirstScreen = false
        editStack(at: location) { (stack: inout Stack) in
            isFirstScreen = stack.list.isEmpty
            stack.list.append(screen)
        }
        // A column's first screen, as a split appears, leaves the split's compact column as it
        // was made; `SplitCoordinator.showDetail` shows its new detail itself.
        if !isFirstScreen { reveal(location) }
        return screen.id
    }

    /// Pops screens off the top of a stack; the root screen always stays.
    /// - Parameters:
    ///   - count: how many screens to pop, at least 1.
    ///   - stack: the stack to pop; the visible stack when `nil`.
    /// - Returns: the popped screens, bottom first.
    @discardableResult
    public mutating func pop(count: Int = 1, from stack: StackID? = nil) throws(NavigationError) -> [Screen] {
        func request() -> String { "pop(count: \(count))" }
        let location = try locate(stack, request: request())
        guard count >= 1 else { throw NavigationError(request(), .notPositive(count)) }
        let current = self[location]
        let available = current.list.count - 1
        guard count <= available else {
            throw NavigationError(
                request(),
                .wouldPopRoot(requested: count, available: max(available, 0), root: current.root?.description ?? "[]"))
        }
        return editStack(at: location) { (stack: inout Stack) in
            let popped = stack.screens(from: stack.list.count - count)
            stack.list.removeLast(count)
            return popped
        }
    }

    /// Pops a stack back to its root screen. At the root already, it changes nothing.
    /// - Parameter stack: the stack to pop; the visible stack when `nil`.
    /// - Returns: the popped screens, bottom first.
    @discardableResult
    public mutating func popToRoot(in stack: StackID? = nil) throws(NavigationError) -> [Screen] {
        let location = try locate(stack, request: "popToRoot()")
        guard !self[location].list.isEmpty else {
            throw NavigationError("popToRoot()", .emptyStack(stackID(at: location)))
        }
        return editStack(at: location) { (stack: inout Stack) in
            let popped = stack.screens(from: 1)
            stack.list.removeSuffix(from: 1)
            return popped
        }
    }

    /// Pops a stack until the given screen is on top. On top already, it changes nothing.
    /// - Parameters:
    ///   - screen: the screen to show.
    ///   - stack: the stack that holds it; the visible stack when `nil`.
    /// - Returns: the popped screens, bottom first.
    @discardableResult
    public mutating func pop(to screen: ScreenID, in stack: StackID? = nil) throws(NavigationError) -> [Screen] {
        func request() -> String { "pop(to: \(screen))" }
        let location = try locate(stack, request: request())
        guard let index = self[location].list.lastIndex(where: { $0.id == screen }) else {
            throw NavigationError(request(), .notInStack("screen \(screen)", stackID(at: location)))
        }
        return editStack(at: location) { (stack: inout Stack) in stack.removeScreens(after: index) }
    }

    /// Pops a stack until the topmost screen showing the route is on top.
    /// - Parameters:
    ///   - route: the route to show again.
    ///   - stack: the stack that holds it; the visible stack when `nil`.
    /// - Returns: the popped screens, bottom first.
    @discardableResult
    public mutating func pop(to route: some Route, in stack: StackID? = nil) throws(NavigationError) -> [Screen] {
        func request() -> String { "pop(to: \(AnyRoute(route)))" }
        let location = try locate(stack, request: request())
        let wanted = AnyRoute(route)
        guard let index = self[location].list.lastIndex(where: { $0.route == wanted }) else {
            throw NavigationError(request(), .notInStack("a screen showing \(AnyRoute(route))", stackID(at: location)))
        }
        return editStack(at: location) { (stack: inout Stack) in stack.removeScreens(after: index) }
    }

    /// Replaces a stack's screens with screens for the given routes.
    ///
    /// Screens at the bottom that already show the same routes keep their identity (and so their
    /// view controllers); the rest are new.
    /// - Parameters:
    ///   - routes: the routes, root first; at least one.
    ///   - owner: the coordinator that owns the new screens.
    ///   - stack: the stack to set; the visible stack when `nil`.
    public mutating func setStack(
        _ routes: [some Route], owner: CoordinatorID = .app, in stack: StackID? = nil
    ) throws(NavigationError) {
        func request() -> String { "setStack(\(routes.map { "\($0)" }))" }
        let location = try locate(stack, request: request())
        guard !routes.isEmpty else { throw NavigationError(request(), .emptyStack(stackID(at: location))) }
        editStack(at: location) { (stack: inout Stack) in
            let wanted = routes.map(AnyRoute.init)
            let kept = zip(stack.list, wanted).prefix { $0.route == $1 }.count
            stack.list.removeSuffix(from: kept)
            stack.list.append(contentsOf: wanted[kept...].map { Screen($0, owner: owner) })
        }
        reveal(location)
    }

    /// Replaces a stack with the given screens, identities and owners included.
    /// - Parameters:
    ///   - newStack: the new stack; not empty, and with no screen that is elsewhere in the state.
    ///   - stack: the stack to set; the visible stack when `nil`.
    public mutating func setStack(_ newStack: Stack, in stack: StackID? = nil) throws(NavigationError) {
        func request() -> String { "setStack(\(newStack))" }
        let location = try locate(stack, request: request())
        guard !newStack.list.isEmpty else { throw NavigationError(request(), .emptyStack(stackID(at: location))) }
        var others = self
        others[location] = Stack([])
        try others.checkNew(.stack(newStack), request: request())
        self[location] = newStack
        reveal(location)
    }

    /// Presents a new layer holding one stack with one screen, over the topmost layer.
    ///
    /// ```swift
    /// try state.present(MapRoute.settings, as: .sheet)
    /// ```
    /// - Parameters:
    ///   - route: the new stack's root screen.
    ///   - presentation: a modal style.
    ///   - options: detents, sizing and the like; the route's own ``Route/presentationOptions``
    ///     when `nil`.
    ///   - owner: the coordinator that owns the new screen.
    /// - Returns: the new layer's identity.
    @discardableResult
    public mutating func present(
        _ route: some Route, as presentation: Presentation, options: PresentationOptions? = nil,
        owner: CoordinatorID = .app
    ) throws(NavigationError) -> LayerID {
        // Every screen in the state was made before this mark; the new one after it, so it
        // cannot clash with them.
        let mark = IdentifierSource.shared.mark()
        return try present(
            .stack(Stack([Screen(route, owner: owner)])), as: presentation,
            options: options ?? route.presentationOptions,
            animation: route.animation, request: "present(\(AnyRoute(route)), as: .\(presentation))",
            screensMadeAfter: mark
        )
    }

    /// Presents a route in a new layer over the topmost one, arriving with the given animation
    /// instead of the route's own; its dismissal plays the inverse.
    ///
    /// ```swift
    /// try state.present(ShopRoute.card, as: .fullScreenCover, animation: .custom("card"))
    /// ```
    /// - Parameters:
    ///   - route: the new layer's first screen.
    ///   - presentation: a modal style.
    ///   - options: detents, sizing and the like; the route's own ``Route/presentationOptions``
    ///     when `nil`.
    ///   - animation: how the layer arrives.
    ///   - owner: the coordinator that owns the new screen.
    /// - Returns: the new layer's identity.
    @discardableResult
    public mutating func present(
        _ route: some Route, as presentation: Presentation, options: PresentationOptions? = nil,
        animation: RouteAnimation,
        owner: CoordinatorID = .app
    ) throws(NavigationError) -> LayerID {
        let mark = IdentifierSource.shared.mark()
        return try present(
            .stack(Stack([Screen(route, animation: animation, owner: owner)])), as: presentation,
            options: options ?? route.presentationOptions, animation: animation,
            request: "present(\(AnyRoute(route)), as: .\(presentation), animation: \(animation))",
            screensMadeAfter: mark
        )
    }

    /// Presents a new layer with the given content over the topmost layer.
    /// - Parameters:
    ///   - content: a stack or tabs, with new screens.
    ///   - presentation: a modal style.
    ///   - options: detents, sizing and the like.
    ///   - animation: how the layer arrives; its dismissal plays the inverse.
    /// - Returns: the new layer's identity.
    @discardableResult
    public mutating func present(
        _ content: Container, as presentation: Presentation, options: PresentationOptions = .init(),
        animation: RouteAnimation = .system
    ) throws(NavigationError) -> LayerID {
        try present(
            content, as: presentation, options: options, animation: animation,
            request: "present(\(content.summary), as: .\(presentation))", screensMadeAfter: nil
        )
    }

    /// Presents a layer; inside a transaction a tab bar's stacks may be empty until its tabs'
    /// flows fill them.
    /// - Parameter mark: when the library made the content's screens after this mark, taken
    ///   while this state already existed, they need no look for clashes with the state's.
    mutating func present(
        _ content: Container, as presentation: Presentation, options: PresentationOptions, animation: RouteAnimation,
        request: @autoclosure () -> String, allowingEmptyStacks: Bool = false,
        screensMadeAfter mark: IdentifierSource.Mark?
    ) throws(NavigationError) -> LayerID {
        guard !layers.isEmpty else { throw NavigationError(request(), .nothingShown) }
        guard presentation.isModal else { throw NavigationError(request(), .rootIsNotModal) }
        if let shown = question { throw NavigationError(request(), .questionShown(shown.description)) }
        let layer = Layer(presentation, content: content, options: options, animation: animation)
        try layer.validate(request: request(), allowingEmptyStacks: allowingEmptyStacks)
        try checkNew(content, layer: layer.id, request: request(), madeAfter: mark)
        layers.append(layer)
        return layer.id
    }

    /// Dismisses a presented layer and every layer above it.
    /// - Parameter layer: the layer to dismiss; the topmost when `nil`.
    /// - Returns: the dismissed layers, bottom first.
    @discardableResult
    public mutating func dismiss(_ layer: LayerID? = nil) throws(NavigationError) -> [Layer] {
        func request() -> String { layer.map { "dismiss(\($0))" } ?? "dismiss()" }
        guard !layers.isEmpty else { throw NavigationError(request(), .nothingShown) }
        if let layer, layer == question?.id {
            // A question is a layer too: dismissing it takes it away unanswered.
            askedQuestion = nil
            return []
        }
        let index: Int
        if let layer {
            guard let found = layers.firstIndex(where: { $0.id == layer }) else {
                throw NavigationError(request(), .noSuchLayer(layer))
            }
            guard found > 0 else { throw NavigationError(request(), .cannotDismissRoot) }
            index = found
        } else {
            guard layers.count > 1 else { throw NavigationError(request(), .nothingPresented) }
            index = layers.count - 1
        }
        let dismissed = Array(layers[index...])
        layers.removeSubrange(index...)
        return dismissed
    }

    /// Dismisses every presented layer. With nothing presented, it changes nothing.
    /// - Returns: the dismissed layers, bottom first.
    @discardableResult
    public mutating func dismissAll() throws(NavigationError) -> [Layer] {
        guard !layers.isEmpty else { throw NavigationError("dismissAll()", .nothingShown) }
        let dismissed = Array(layers.dropFirst())
        layers.removeSubrange(1...)
        return dismissed
    }

    /// Selects a tab.
    /// - Parameters:
    ///   - tab: the tab to select.
    ///   - layer: the layer that holds the tabs; the topmost layer when `nil`.
    public mutating func selectTab(_ tab: TabID, in layer: LayerID? = nil) throws(NavigationError) {
        func request() -> String { "selectTab(\"\(tab)\")" }
        try editTabs(in: layer, request: request()) { tabs, layer throws(NavigationError) in
            guard tabs.index(of: tab) != nil else { throw NavigationError(request(), .noSuchTab(tab, in: layer)) }
            tabs.selected = tab
        }
    }

    /// Replaces a layer's tabs.
    /// - Parameters:
    ///   - tabs: the new tabs; screens that stay keep their identities.
    ///   - layer: the layer that holds tabs; the topmost layer when `nil`.
    public mutating func setTabs(_ tabs: Tabs, in layer: LayerID? = nil) throws(NavigationError) {
        func request() -> String { "setTabs(\(tabs.tabs.map(\.id.rawValue)))" }
        let index = try tabsLayerIndex(layer, request: request())
        try Layer(
            layers[index].presentation, content: .tabs(tabs), options: layers[index].options,
            animation: layers[index].animation, id: layers[index].id
        ).validate(request: request())
        var others = self
        others.layers[index].content = .stack(Stack([]))
        try others.checkNew(.tabs(tabs), request: request())
        layers[index].content = .tabs(tabs)
    }

    /// Replaces the window's root, dismissing everything presented: login becomes home.
    ///
    /// ```swift
    /// try state.replaceRoot(with: .stack(Stack(routes: [HomeRoute.catalog])), animation: .crossDissolve)
    /// ```
    /// - Parameters:
    ///   - content: the new root's stack or tabs.
    ///   - animation: how the new root replaces the old one: ``RouteAnimation/crossDissolve``
    ///     cross-fades the window.
    /// - Returns: the new root layer's identity.
    @discardableResult
    public mutating func replaceRoot(with content: Container, animation: RouteAnimation = .system)
        throws(NavigationError) -> LayerID
    {
        try replaceRoot(with: content, animation: animation, allowingEmptyStacks: false)
    }

    mutating func replaceRoot(
        with content: Container, animation: RouteAnimation = .system, allowingEmptyStacks: Bool,
        screensMadeAfter mark: IdentifierSource.Mark? = nil
    ) throws(NavigationError) -> LayerID {
        func request() -> String { "replaceRoot(with: \(content.summary))" }
        let layer = Layer(.root, content: content, animation: animation)
        try layer.validate(request: request(), allowingEmptyStacks: allowingEmptyStacks)
        try NavigationState().checkNew(content, request: request(), madeAfter: mark)
        layers = [layer]
        return layer.id
    }

    /// Adds a tab with an empty stack, for the flow a transaction starts on it next.
    mutating func insertTab(
        _ tab: NavigationTab, at position: Int, selecting: Bool, in layer: LayerID, request: @autoclosure () -> String
    ) throws(NavigationError) {
        try editTabs(in: layer, request: request()) { tabs, _ throws(NavigationError) in
            guard tabs.index(of: tab.id) == nil else {
                throw NavigationError(request(), .duplicateIdentity("tab \(tab.id)"))
            }
            tabs.tabs.insert(tab, at: min(position, tabs.tabs.count))
            if selecting { tabs.selected = tab.id }
        }
    }

    /// Takes a tab away with its stack; the selection moves to the next tab, or the one before
    /// for the last.
    mutating func removeTab(_ id: TabID, in layer: LayerID, request: @autoclosure () -> String) throws(NavigationError)
    {
        try editTabs(in: layer, request: request()) { tabs, layer throws(NavigationError) in
            guard let position = tabs.index(of: id) else { throw NavigationError(request(), .noSuchTab(id, in: layer)) }
            tabs.tabs.remove(at: position)
            if tabs.selected == id, !tabs.tabs.isEmpty {
                tabs.selected = tabs.tabs[min(position, tabs.tabs.count - 1)].id
            }
        }
    }

    /// Moves a tab to `position` in the tab bar.
    mutating func moveTab(_ id: TabID, to position: Int, in layer: LayerID, request: @autoclosure () -> String)
        throws(NavigationError)
    {
        try editTabs(in: layer, request: request()) { tabs, layer throws(NavigationError) in
            guard let from = tabs.index(of: id) else { throw NavigationError(request(), .noSuchTab(id, in: layer)) }
            tabs.tabs.insert(tabs.tabs.remove(at: from), at: min(position, tabs.tabs.count))
        }
    }

    /// Changes the tabs of a tabs layer (the topmost layer when `nil`) in place. `edit` is given
    /// them with the layer's identity, and throws, before it changes anything, to change nothing.
    mutating func editTabs(
        in layer: LayerID?, request: @autoclosure () -> String,
        _ edit: (inout Tabs, LayerID) throws(NavigationError) -> Void
    ) throws(NavigationError) {
        let index = try tabsLayerIndex(layer, request: request())
        guard case .tabs(var tabs) = layers[index].content else { return }
        // The layer holds nothing while its tabs change, so that their storage is not shared.
        layers[index].content = .stack(Stack([]))
        defer { layers[index].content = .tabs(tabs) }
        try edit(&tabs, layers[index].id)
    }

    func tabsLayerIndex(_ layer: LayerID?, request: @autoclosure () -> String) throws(NavigationError) -> Int {
        let index = try layerIndex(layer, request: request())
        guard case .tabs = layers[index].content else { throw NavigationError(request(), .notTabs(layers[index].id)) }
        return index
    }

    /// The position of `layer`, or of the topmost layer when `nil`.
    func layerIndex(_ layer: LayerID?, request: @autoclosure () -> String) throws(NavigationError) -> Int {
        guard !layers.isEmpty else { throw NavigationError(request(), .nothingShown) }
        guard let layer else { return layers.count - 1 }
        guard let found = layers.firstIndex(where: { $0.id == layer }) else {
            throw NavigationError(request(), .noSuchLayer(layer))
        }
        return found
    }
}

extension Stack {
    mutating func removeScreens(after index: Int) -> [Screen] {
        let popped = Array(list[(index + 1)...])
        list.removeSuffix(from: index + 1)
        return popped
    }
}

extension Container {
    var summary: String {
        switch self {
        case .stack(let stack): ".stack(\(stack))"
        case .tabs(let tabs): ".tabs(\(tabs.tabs.map(\.id.rawValue)))"
        case .split(let split): ".split(\(split.columns.map(\.rawValue)))"
        }
    }
}
