public import CoordinatorKit

extension HeadlessHost {
    /// What the host shows, as a navigation state.
    public var shownState: NavigationState {
        let layers = layers.map { layer in
            var content = layer.content.container
            if case .tabs(let tabs) = content {
                content = .tabs(Tabs(tabs.tabs.map { NavigationTab(id: $0.id, stack: $0.stack, item: layer.tabItems[$0.id]) }, selected: tabs.selected))
            }
            return Layer(layer.presentation, content: content, options: layer.options, id: layer.id)
        }
        return (try? NavigationState(layers: layers)) ?? NavigationState()
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
                HostedLayer(id: layer.id, presentation: layer.presentation, content: .stack(instances(stack)), options: layer.options)
            case .tabs(let tabs):
                HostedLayer(
                    id: layer.id, presentation: layer.presentation,
                    content: .tabs(tabs.tabs.map { ($0.id, instances($0.stack)) }, selected: tabs.selected),
                    options: layer.options, tabItems: Self.items(of: tabs)
                )
            }
        }
        switch action {
        case .setRoot(let layer):
            layers = layer.map { [hosted($0)] } ?? []
        case .dismiss(let id):
            if let index = layers.firstIndex(where: { $0.id == id }), index > 0 { layers.removeSubrange(index...) }
        case .setStack(let id, let stack):
            guard let index = layers.firstIndex(where: { $0.id == id.layer }) else { return }
            layers[index].content.setStack(instances(stack), tab: id.tab)
        case .setTabs(let id, let tabs):
            guard let index = layers.firstIndex(where: { $0.id == id }) else { return }
            layers[index].content = .tabs(tabs.tabs.map { ($0.id, instances($0.stack)) }, selected: tabs.selected)
            layers[index].tabItems = Self.items(of: tabs)
        case .selectTab(let tab, let id):
            guard let index = layers.firstIndex(where: { $0.id == id }),
                  case .tabs(let tabs, _) = layers[index].content else { return }
            layers[index].content = .tabs(tabs, selected: tab)
        case .present(let layer):
            layers.append(hosted(layer))
        case .setOptions(let id, let options):
            guard let index = layers.firstIndex(where: { $0.id == id }), index > 0 else { return }
            layers[index].options = options
        case .setTabItem(let tab, let item, let id):
            guard let index = layers.firstIndex(where: { $0.id == id }) else { return }
            layers[index].tabItems[tab] = item
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
        }
    }

    var container: Container {
        switch self {
        case .stack(let screens):
            .stack(Stack(screens.map(\.screen)))
        case .tabs(let tabs, let selected):
            .tabs(Tabs(tabs.map { NavigationTab(id: $0.id, stack: Stack($0.screens.map(\.screen))) }, selected: selected))
        }
    }

    /// The screens of one stack: the stack itself, or a tab's.
    func screens(tab: TabID?) -> [ScreenInstance]? {
        switch (self, tab) {
        case (.stack(let screens), nil): screens
        case (.tabs(let tabs, let selected), let tab): tabs.first { $0.id == (tab ?? selected) }?.screens
        default: nil
        }
    }

    mutating func setStack(_ screens: [ScreenInstance], tab: TabID?) {
        switch (self, tab) {
        case (.stack, nil):
            self = .stack(screens)
        case (.tabs(var tabs, let selected), let tab?):
            guard let index = tabs.firstIndex(where: { $0.id == tab }) else { return }
            tabs[index].screens = screens
            self = .tabs(tabs, selected: selected)
        default:
            return
        }
    }
}
