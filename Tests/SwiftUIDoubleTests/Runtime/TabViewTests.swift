#if os(Linux)
import SwiftUIDouble
import Testing

/// Tabs: the selected one is on screen; taps are written through the selection, re-taps pop to the root.
@MainActor
@Suite struct TabViewTests {
    @Test func theSelectedTabIsOnScreen() {
        let model = AppModel()
        let runtime = SwiftUIDoubleRuntime(rootView: TabApp(model: model))
        #expect(runtime.shownLayers[0].tabs == ["Home", "Settings"])
        #expect(runtime.shownLayers[0].selectedTab == "Home")
        #expect(runtime.shownLayers[0].stacks == [["Home"]])
        #expect(model.events == ["Home appear"])
    }

    @Test func aSelectionMatchingNoTagShowsNoTab() {
        let model = AppModel()
        model.tab = "profile"
        let runtime = SwiftUIDoubleRuntime(rootView: TabApp(model: model))
        #expect(runtime.shownLayers[0].selectedTab == nil)
        #expect(model.events.isEmpty)
        #expect(runtime.tapTab(titled: "Home"))
        #expect(model.tab == "home")
    }

    @Test func tappingATabWritesItsTagAndSwapsAppearance() {
        let model = AppModel()
        let runtime = SwiftUIDoubleRuntime(rootView: TabApp(model: model))
        #expect(runtime.tapTab(titled: "Settings"))
        #expect(model.tab == "settings")
        #expect(runtime.shownLayers[0].selectedTab == "Settings")
        #expect(model.events == ["Home appear", "Settings appear", "Home disappear"])
        #expect(!runtime.tapTab(titled: "Profile"))
    }

    @Test func reTappingTheSelectedTabPopsItsStackToTheRoot() {
        let model = AppModel()
        model.path = [1, 2]
        let runtime = SwiftUIDoubleRuntime(rootView: TabApp(model: model))
        #expect(runtime.shownLayers[0].stacks == [["Home", "Detail 1", "Detail 2"]])
        #expect(runtime.tapTab(titled: "Home"))
        #expect(model.path == [])
        #expect(model.tab == "home")
        #expect(runtime.shownLayers[0].stacks == [["Home"]])
    }

    @Test func aTabKeepsItsStackWhileAnotherIsSelected() {
        let model = AppModel()
        model.path = [1]
        let runtime = SwiftUIDoubleRuntime(rootView: TabApp(model: model))
        runtime.tapTab(titled: "Settings")
        #expect(runtime.shownLayers[0].stacks == [])
        runtime.tapTab(titled: "Home")
        #expect(runtime.shownLayers[0].stacks == [["Home", "Detail 1"]])
        #expect(model.events == ["Detail 1 appear", "Settings appear", "Detail 1 disappear", "Detail 1 appear", "Settings disappear"])
    }
}
#endif
