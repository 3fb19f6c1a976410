public import CoordinatorKit

extension HeadlessHost {
    /// What the host shows, as a navigation state.
    public var shownState: NavigationState {
        let layers = layers.map { layer in
            var content = layer.content.container
            if case .tabs(let tabs) = content {
                content = .tabs(
                    Tabs(
                        tabs.tabs.map { NavigationTab(id: $0.id, stack: $0.stack, item: layer.tabItems[$0.id]) },
                        selected: tabs.selected))
            }
            return Layer(
                layer.presentation, content: content, options: layer.options, animation: layer.animation, id: layer.id)
        }
        return (try? NavigationState(layers: layers, question: question)) ?? NavigationState()
    }

    /// What the host shows, as `NavigationState.treeDescription` prints it.
    public var treeDescription: String { shownState.treeDescription }

    /// Every screen instance the host shows.
    public var shownInstances: [ScreenInstance] {
        layers.flatMap { $0.content.instances }
    }

    func show(_ action: HostCommand.Action) {
        var reusable: [ScreenID: ScreenInstance] = [:]
        for instance in shownInstances { reusable[instance.screen.id] = instance }
        func instances(_ stack: Stack) -> [ScreenInstance] {
            stack.screens.map { screen in
                if let instance = reusable[screen.id] { return instance }
                instancesCreated += 1
                return ScreenInstance(screen)
            }
        }
        func hosted(_ layer: Layer) -> HostedLayer {
            switch layer.content {
            case .stack(let stack):
                HostedLayer(
                    id: layer.id, presentation: layer.presentation, content: .stack(instances(stack)),
                    options: layer.options, animation: layer.animation)
            case .tabs(let tabs):
                HostedLayer(
                    id: layer.id, presentation: layer.presentation,
                    content: .tabs(tabs.tabs.map { ($0.id, instances($0.stack)) }, selected: tabs.selected),
                    options: layer.options, animation: layer.animation, tabItems: Self.items(of: tabs)
                )
            case .split(let split):
                HostedLayer(
                    id: layer.id, presentation: layer.presentation,
                    content: .split(self.hostedSplit(split, in: layer.id) { instances(Stack($0)) }),
                    options: layer.options,
                    animation: layer.animation
                )
            }
        }
        switch action {
        case .setRoot(let layer):
            layers = layer.map { [hosted($0)] } ?? []
            question = nil
        case .dismiss(let id):
            if let index = layers.firstIndex(where: { $0.id == id }), index > 0 {
                layers.removeSubrange(index...)
                // The question shown over the layers that left goes with them.
                question = nil
            }
        case .setStack(let id, let stack):
            guard let index = layers.firstIndex(where: { $0.id == id.layer }) else { return }
            layers[index].content.setStack(instances(stack), in: id)
        case .setTabs(let id, let tabs):
            guard let index = layers.firstIndex(where: { $0.id == id }) else { return }
            layers[index].content = .tabs(tabs.tabs.map { ($0.id, instances($0.stack)) }, selected: tabs.selected)
            layers[index].tabItems = Self.items(of: tabs)
        case .selectTab(let tab, let id):
            guard let index = layers.firstIndex(where: { $0.id == id }),
                case .tabs(let tabs, _) = layers[index].content
            else { return }
            layers[index].content = .tabs(tabs, selected: tab)
        case .present(let layer):
            layers.append(hosted(layer))
        case .setOptions(let id, let options):
            guard let index = layers.firstIndex(where: { $0.id == id }), index > 0 else { return }
            layers[index].options = options
        case .setTabItem(let tab, let item, let id):
            guard let index = layers.firstIndex(where: { $0.id == id }) else { return }
            layers[index].tabItems[tab] = item
        case .setSplit(let id, let split):
            guard let index = layers.firstIndex(where: { $0.id == id }), case .split = layers[index].content else {
                return
            }
            layers[index].content = .split(hostedSplit(split, in: id) { instances(Stack($0)) })
        case .presentQuestion(let asked):
            // One presentation per presenter, as UIKit: a question over a question is refused.
            guard question == nil, asked.layer == layers.last?.id else { return }
            question = asked
        case .dismissQuestion(let id):
            if question?.id == id { question = nil }
        }
    }

    private static func items(of tabs: Tabs) -> [TabID: TabItem] {
        var items: [TabID: TabItem] = [:]
        for tab in tabs.tabs { items[tab.id] = tab.item }
        return items
    }
}

extension HostedContainer {
    var instances: [ScreenInstance] {
        switch self {
        case .stack(let screens): screens
        case .tabs(let tabs, _): tabs.flatMap(\.screens)
        case .split(let split): split.columns.flatMap(\.screens)
        }
    }

    var container: Container {
        switch self {
        case .stack(let screens):
            .stack(Stack(screens.map(\.screen)))
        case .tabs(let tabs, let selected):
            .tabs(
                Tabs(tabs.map { NavigationTab(id: $0.id, stack: Stack($0.screens.map(\.screen))) }, selected: selected))
        case .split(let split):
            .split(
                Split(
                    sidebar: Stack(split.screens(of: .sidebar)?.map(\.screen) ?? []),
                    content: split.screens(of: .content).map { Stack($0.map(\.screen)) },
                    detail: Stack(split.screens(of: .detail)?.map(\.screen) ?? []),
                    visibility: split.visibility, compactColumn: split.compactColumn, isCollapsed: split.isCollapsed
                ))
        }
    }

    /// The screens of one stack: the stack itself, a tab's, or a column's.
    func screens(of id: StackID) -> [ScreenInstance]? {
        switch (self, id.tab) {
        case (.stack(let screens), nil): id.column == nil ? screens : nil
        case (.tabs(let tabs, let selected), let tab): tabs.first { $0.id == (tab ?? selected) }?.screens
        case (.split(let split), nil): split.screens(of: id.column ?? .detail)
        default: nil
        }
    }

    mutating func setStack(_ screens: [ScreenInstance], in id: StackID) {
        switch (self, id.tab) {
        case (.stack, nil):
            self = .stack(screens)
        case (.tabs(var tabs, let selected), let tab?):
            guard let index = tabs.firstIndex(where: { $0.id == tab }) else { return }
            tabs[index].screens = screens
            self = .tabs(tabs, selected: selected)
        case (.split(var split), nil):
            guard let index = split.columns.firstIndex(where: { $0.column == (id.column ?? .detail) }) else { return }
            // The column on top changes with `setSplit` alone: the plan sends it after the
            // columns' stacks whenever the navigator shows another column on top.
            split.columns[index].screens = screens
            self = .split(split)
        default:
            return
        }
    }
}
