#if os(Linux)
import Observation
import SwiftUIDouble
import Testing

/// Split views: columns side by side in a regular width, one stack in a compact one; the user's
/// back past a column's first screen and the columns they show are written through the bindings.
@MainActor
@Suite struct NavigationSplitViewTests {
    @Test func aRegularWidthShowsTheColumnsTheVisibilityNames() {
        let model = SplitModel()
        let runtime = SwiftUIDoubleRuntime(rootView: SplitApp(model: model))
        #expect(runtime.horizontalSizeClass == .regular)
        #expect(runtime.shownLayers[0].stacks == [["Mailboxes"], ["Message", "Reply 1"]])
        model.visibility = .detailOnly
        runtime.update()
        #expect(runtime.shownLayers[0].stacks == [["Message", "Reply 1"]])
    }

    @Test func aCompactWidthStacksTheColumnsUpToThePreferredOne() {
        let model = SplitModel()
        let runtime = SwiftUIDoubleRuntime(rootView: SplitApp(model: model))
        runtime.setHorizontalSizeClass(.compact)
        #expect(runtime.shownLayers[0].stacks == [["Mailboxes", "Message", "Reply 1"]])
        #expect(model.events.last == "Reply 1 appear")
        model.column = .sidebar
        runtime.update()
        #expect(runtime.shownLayers[0].stacks == [["Mailboxes"]])
        runtime.setHorizontalSizeClass(.regular)
        #expect(runtime.shownLayers[0].stacks == [["Mailboxes"], ["Message", "Reply 1"]], "expanding shows each column as it was")
    }

    @Test func backAtTheTopColumnsFirstScreenShowsTheColumnBelow() {
        let model = SplitModel()
        let runtime = SwiftUIDoubleRuntime(rootView: SplitApp(model: model))
        runtime.setHorizontalSizeClass(.compact)
        #expect(runtime.tapBack())
        #expect(model.detailPath == [], "the first back pops the detail's own stack")
        #expect(model.column == .detail)
        #expect(runtime.tapBack())
        #expect(model.column == .sidebar, "back at the detail's first screen shows the sidebar")
        #expect(model.detailPath == [])
        #expect(runtime.shownLayers[0].stacks == [["Mailboxes"]])
        #expect(!runtime.tapBack(), "the sidebar's first screen has no back button")
    }

    @Test func anEdgeSwipeAtTheTopColumnsFirstScreenShowsTheColumnBelowOnlyWhenCompleted() {
        let model = SplitModel()
        model.detailPath = []
        let runtime = SwiftUIDoubleRuntime(rootView: SplitApp(model: model))
        runtime.setHorizontalSizeClass(.compact)
        #expect(runtime.beginSwipeBack())
        #expect(runtime.endSwipeBack(completing: false))
        #expect(model.column == .detail)
        #expect(runtime.beginSwipeBack())
        #expect(runtime.endSwipeBack(completing: true))
        #expect(model.column == .sidebar)
    }

    @Test func aCollapsedSplitPushesAndPopsAColumnAsOneTransition() {
        let model = SplitModel()
        model.column = .sidebar
        let runtime = SwiftUIDoubleRuntime(rootView: SplitApp(model: model))
        runtime.setHorizontalSizeClass(.compact)
        runtime.holdsTransitions = true
        model.column = .detail
        runtime.update()
        #expect(runtime.pendingTransitions.map(\.kind) == [.push])
        #expect(!runtime.tapBack(), "no touch while the column slides in")
        runtime.finishAllTransitions()
        #expect(runtime.shownLayers[0].stacks == [["Mailboxes", "Message", "Reply 1"]])
    }

    @Test func theUsersChangeOfTheColumnsShownIsWrittenToTheVisibility() {
        let model = SplitModel()
        let runtime = SwiftUIDoubleRuntime(rootView: SplitApp(model: model))
        #expect(runtime.changeColumnVisibility(to: .detailOnly))
        #expect(model.visibility == .detailOnly)
        #expect(!runtime.changeColumnVisibility(to: .detailOnly), "it shows those columns already")
        runtime.setHorizontalSizeClass(.compact)
        #expect(!runtime.changeColumnVisibility(to: .all), "a collapsed split has no columns to show")
    }

    @Test func aThreeColumnSplitCollapsesTheContentBetween() {
        let model = SplitModel()
        let runtime = SwiftUIDoubleRuntime(rootView: ThreeColumnSplitApp(model: model))
        #expect(runtime.shownLayers[0].stacks == [["Folders"], ["Message", "Reply 1"]], "automatic shows the content and the detail")
        runtime.setHorizontalSizeClass(.compact)
        #expect(runtime.shownLayers[0].stacks == [["Mailboxes", "Folders", "Message", "Reply 1"]])
        model.detailPath = []
        runtime.update()
        #expect(runtime.tapBack())
        #expect(model.column == .content)
    }
}

@MainActor @Observable
private final class SplitModel {
    var visibility = NavigationSplitViewVisibility.automatic
    var column = NavigationSplitViewColumn.detail
    var detailPath = [1]
    @ObservationIgnored var events: [String] = []

    func binding<T>(_ keyPath: ReferenceWritableKeyPath<SplitModel, T>) -> Binding<T> {
        nonisolated(unsafe) let keyPath = keyPath
        return Binding(get: { self[keyPath: keyPath] }, set: { self[keyPath: keyPath] = $0 })
    }
}

private struct Named: View {
    let name: String
    let model: SplitModel

    var body: some View {
        Text(name).onAppear { model.events.append("\(name) appear") }
    }
}

private struct SplitApp: View {
    let model: SplitModel

    var body: some View {
        NavigationSplitView(columnVisibility: model.binding(\.visibility), preferredCompactColumn: model.binding(\.column)) {
            NavigationStack(path: .constant([Int]())) { Named(name: "Mailboxes", model: model) }
        } detail: {
            NavigationStack(path: model.binding(\.detailPath)) {
                Named(name: "Message", model: model)
                    .navigationDestination(for: Int.self) { Named(name: "Reply \($0)", model: model) }
            }
        }
    }
}

private struct ThreeColumnSplitApp: View {
    let model: SplitModel

    var body: some View {
        NavigationSplitView(columnVisibility: model.binding(\.visibility), preferredCompactColumn: model.binding(\.column)) {
            NavigationStack(path: .constant([Int]())) { Named(name: "Mailboxes", model: model) }
        } content: {
            NavigationStack(path: .constant([Int]())) { Named(name: "Folders", model: model) }
        } detail: {
            NavigationStack(path: model.binding(\.detailPath)) {
                Named(name: "Message", model: model)
                    .navigationDestination(for: Int.self) { Named(name: "Reply \($0)", model: model) }
            }
        }
    }
}
#endif
