#if os(Linux)
import Observation
import SwiftUIDouble
import Testing

/// A tab view of `Tab`s in the `.sidebarAdaptable` style: a sidebar at a regular width, the tab
/// bar alone at a compact one; a pick in the sidebar is written through the selection.
@MainActor
@Suite struct SidebarAdaptableTabViewTests {
    @Test func tabsAreDrawnWithTheirLabelsBadgesAndSelection() {
        let model = SidebarModel()
        let runtime = SwiftUIDoubleRuntime(rootView: SidebarApp(model: model))

        #expect(runtime.shownLayers[0].tabs == ["Inbox", "Sent", "Drafts"])
        #expect(runtime.shownLayers[0].selectedTab == "Inbox")
        #expect(runtime.shownLayers[0].texts == ["Inbox screen"])
        #expect(runtime.shownLayers[0].tabItems[1] == SwiftUIDoubleTab(title: "Sent", systemImage: "paperplane", badge: "2"))
    }

    @Test func theSidebarListsTheTabsAtARegularWidthOnly() {
        let model = SidebarModel()
        let runtime = SwiftUIDoubleRuntime(rootView: SidebarApp(model: model))
        #expect(runtime.shownLayers[0].sidebarTabs == ["Inbox", "Sent", "Drafts"])

        runtime.setHorizontalSizeClass(.compact)
        #expect(runtime.shownLayers[0].sidebarTabs == nil)
        #expect(!runtime.tapSidebarTab(titled: "Sent"))
        #expect(model.selection == "inbox")
    }

    @Test func withoutTheStyleThereIsNoSidebar() {
        let model = SidebarModel()
        model.adaptsToSidebar = false
        let runtime = SwiftUIDoubleRuntime(rootView: SidebarApp(model: model))

        #expect(runtime.shownLayers[0].tabs == ["Inbox", "Sent", "Drafts"])
        #expect(runtime.shownLayers[0].sidebarTabs == nil)
    }

    @Test func aTabViewOfTabItemsShowsNoSidebarInTheStyle() {
        let runtime = SwiftUIDoubleRuntime(rootView: LegacySidebarApp())

        #expect(runtime.shownLayers[0].tabs == ["Home"])
        #expect(runtime.shownLayers[0].sidebarTabs == nil)
    }

    @Test func aPickInTheSidebarWritesTheSelection() {
        let model = SidebarModel()
        let runtime = SwiftUIDoubleRuntime(rootView: SidebarApp(model: model))

        #expect(runtime.tapSidebarTab(titled: "Drafts"))

        #expect(model.selection == "drafts")
        #expect(runtime.shownLayers[0].selectedTab == "Drafts")
        #expect(runtime.shownLayers[0].texts == ["Drafts screen"])
        #expect(!runtime.tapSidebarTab(titled: "Spam"))
    }

    @Test func aTabAddedWhileShownAppearsInTheSidebar() {
        let model = SidebarModel()
        let runtime = SwiftUIDoubleRuntime(rootView: SidebarApp(model: model))

        model.mailboxes.append(Mailbox(id: "spam", title: "Spam", symbol: "xmark.bin"))
        runtime.update()

        #expect(runtime.shownLayers[0].sidebarTabs == ["Inbox", "Sent", "Drafts", "Spam"])
    }
}

private struct Mailbox: Identifiable {
    let id: String
    let title: String
    let symbol: String
    var badge: String?
}

@Observable
private final class SidebarModel {
    var selection = "inbox"
    var adaptsToSidebar = true
    var mailboxes = [
        Mailbox(id: "inbox", title: "Inbox", symbol: "tray"),
        Mailbox(id: "sent", title: "Sent", symbol: "paperplane", badge: "2"),
        Mailbox(id: "drafts", title: "Drafts", symbol: "doc"),
    ]
}

private struct SidebarApp: View {
    let model: SidebarModel

    var body: some View {
        let tabs = TabView(selection: Binding(get: { model.selection }, set: { model.selection = $0 })) {
            ForEach(model.mailboxes) { mailbox in
                Tab(value: mailbox.id) {
                    Text("\(mailbox.title) screen")
                } label: {
                    Label(mailbox.title, systemImage: mailbox.symbol)
                }
                .badge(mailbox.badge.map { Text($0) })
            }
        }
        if model.adaptsToSidebar {
            tabs.tabViewStyle(.sidebarAdaptable)
        } else {
            tabs
        }
    }
}

private struct LegacySidebarApp: View {
    var body: some View {
        TabView(selection: .constant("home")) {
            Text("Home screen").tabItem { Text("Home") }.tag("home")
        }
        .tabViewStyle(.sidebarAdaptable)
    }
}
#endif
