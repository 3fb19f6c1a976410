#if os(Linux)
// What the runtime reports as shown after each update.

extension SwiftUIDoubleRuntime {
    func snapshot(of layer: LayerRecord) -> SwiftUIDoubleLayer {
        let phase: SwiftUIDoubleLayer.Phase = switch slots[layer.id]?.phase {
        case .presenting: .presenting
        case .dismissing: .dismissing
        case .presented, nil: .presented
        }
        let tabs = layer.tabs.first(where: \.isVisible)
        var shown = SwiftUIDoubleLayer(
            kind: layer.kind,
            phase: phase,
            stacks: layer.stacks.filter(\.isVisible).map { ($0.stackedBelow + $0.screens).map { $0.texts.first ?? "" } },
            tabs: tabs?.tabs.map(\.title) ?? [],
            selectedTab: tabs?.selectedIndex.map { tabs?.tabs[$0].title ?? "" },
            texts: layer.screens.filter(\.isVisible).flatMap(\.texts),
            isInteractiveDismissDisabled: layer.interactiveDismissDisabled,
            tabItems: tabs?.tabs.map { SwiftUIDoubleTab(title: $0.title, systemImage: $0.systemImage, imageName: $0.imageName, badge: $0.badge) } ?? [],
            detents: layer.offeredDetents,
            selectedDetent: selectedDetent(of: layer),
            dragIndicator: layer.dragIndicator,
            sizing: layer.sizing
        )
        shown.background = layer.background
        shown.sidebarTabs = tabs.flatMap { $0.showsSidebar ? $0.tabs.map(\.title) : nil }
        shown.buttons = layer.screens.filter(\.isVisible).flatMap(\.buttons).map { button in
            switch button.role {
            case .cancel?: "\(button.title) (cancel)"
            case .destructive?: "\(button.title) (destructive)"
            default: button.title
            }
        }
        return shown
    }
}
#endif
