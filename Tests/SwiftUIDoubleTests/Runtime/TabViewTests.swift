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

    /// As in SwiftUI, a tag applies to a selection of its own type, and to its optional unless
    /// `includeOptional` is `false`; values that are merely equal as `AnyHashable` do not match.
    @Test func aTagSelectsOnlyASelectionOfItsTypeOrItsOptional() {
        let optional = Selection<String?>("home")
        let optionalRuntime = SwiftUIDoubleRuntime(rootView: TaggedTabs(selection: optional.binding))
        #expect(optionalRuntime.shownLayers[0].selectedTab == "Home")
        #expect(optionalRuntime.tapTab(titled: "Settings"))
        #expect(optional.value == "home", "a tag without includeOptional never writes an optional selection")
        #expect(optionalRuntime.tapTab(titled: "Orders"))
        #expect(optional.value == "orders")

        let plain = Selection("settings")
        let plainRuntime = SwiftUIDoubleRuntime(rootView: TaggedTabs(selection: plain.binding))
        #expect(plainRuntime.shownLayers[0].selectedTab == "Settings")

        let number = Selection(1)
        let numberRuntime = SwiftUIDoubleRuntime(rootView: NumberTabs(selection: number.binding))
        #expect(numberRuntime.shownLayers[0].selectedTab == nil, "an Int8 tag does not select an Int selection")
        #expect(numberRuntime.tapTab(titled: "Eight-bit one"))
        #expect(number.value == 1)
        #expect(numberRuntime.tapTab(titled: "Two"))
        #expect(number.value == 2)
    }
}

/// A tab selection held outside the views, read and written through a binding.
@MainActor
private final class Selection<Value> {
    var value: Value

    init(_ value: Value) {
        self.value = value
    }

    var binding: Binding<Value> {
        Binding(get: { self.value }, set: { self.value = $0 })
    }
}

/// Three tabs tagged with strings; the second does not apply to an optional selection.
private struct TaggedTabs<Selection: Hashable>: View {
    let selection: Binding<Selection>

    var body: some View {
        TabView(selection: selection) {
            Text("Home screen").tabItem { Text("Home") }.tag("home")
            Text("Settings screen").tabItem { Text("Settings") }.tag("settings", includeOptional: false)
            Text("Orders screen").tabItem { Text("Orders") }.tag("orders")
        }
    }
}

/// Two tabs whose tags are equal to an `Int` as `AnyHashable` values, only one of type `Int`.
private struct NumberTabs: View {
    let selection: Binding<Int>

    var body: some View {
        TabView(selection: selection) {
            Text("One screen").tabItem { Text("Eight-bit one") }.tag(Int8(1))
            Text("Two screen").tabItem { Text("Two") }.tag(2)
        }
    }
}
#endif
