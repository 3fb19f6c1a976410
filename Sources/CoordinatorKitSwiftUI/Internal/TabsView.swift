#if canImport(SwiftUI)
import SwiftUI
#elseif os(Linux)
import SwiftUIDouble
#endif
#if canImport(SwiftUI) || os(Linux)
import CoordinatorKit

/// A tabs layer: a `TabView` with a `NavigationStack` per tab. A sidebar-adaptable tab bar is
/// built with `Tab`s in the `.sidebarAdaptable` style where the OS has it (iOS 18, macOS 15,
/// tvOS 18, visionOS 2), which becomes a sidebar at a regular width; elsewhere, and for the plain
/// style, with `tabItem` and `tag`. Either way the user's pick, in the tab bar or the sidebar,
/// reaches the host through the selection binding.
@available(iOS 16, macOS 13, tvOS 16, watchOS 9, *)
struct TabsView: View {
    let host: SwiftUIHost
    let layer: LayerID
    let tabs: Tabs

    var body: some View {
        #if os(watchOS)
        PlainTabsView(host: host, layer: layer, tabs: tabs)
        #else
        if tabs.style.adaptsToSidebar {
            if #available(iOS 18.0, macOS 15.0, tvOS 18.0, visionOS 2.0, *) {
                SidebarAdaptableTabsView(host: host, layer: layer, tabs: tabs)
            } else {
                PlainTabsView(host: host, layer: layer, tabs: tabs)
            }
        } else {
            PlainTabsView(host: host, layer: layer, tabs: tabs)
        }
        #endif
    }
}

/// Tabs labelled with `tabItem` and selected by `tag`: a tab bar at every width.
@available(iOS 16, macOS 13, tvOS 16, watchOS 9, *)
struct PlainTabsView: View {
    let host: SwiftUIHost
    let layer: LayerID
    let tabs: Tabs

    var body: some View {
        TabView(selection: host.selectionBinding(for: layer, selected: tabs.selected)) {
            ForEach(tabs.tabs) { tab in
                StackView(host: host, id: StackID(layer: layer, tab: tab.id), stack: tab.stack)
                    .tabItem { TabLabel(tab: tab) }
                    #if !os(tvOS) && !os(watchOS)
                .badge(tab.item?.badge.map { Text($0) })
                    #endif
                    .tag(tab.id)
            }
        }
    }
}

#if !os(watchOS)
/// Tabs made with `Tab` in the `.sidebarAdaptable` style: a tab bar that becomes a sidebar.
@available(iOS 18.0, macOS 15.0, tvOS 18.0, visionOS 2.0, *)
struct SidebarAdaptableTabsView: View {
    let host: SwiftUIHost
    let layer: LayerID
    let tabs: Tabs

    var body: some View {
        TabView(selection: host.selectionBinding(for: layer, selected: tabs.selected)) {
            ForEach(tabs.tabs) { tab in
                Tab(value: tab.id) {
                    StackView(host: host, id: StackID(layer: layer, tab: tab.id), stack: tab.stack)
                } label: {
                    TabLabel(tab: tab)
                }
                #if !os(tvOS)
                .badge(tab.item?.badge.map { Text($0) })
                #endif
            }
        }
        .tabViewStyle(.sidebarAdaptable)
    }
}
#endif
#endif
