#if os(Linux)
import Observation
import SwiftUIDouble
import Testing

/// A sheet's detents, drag indicator and sizing as the runtime reads them, and the user's drag between detents.
@MainActor
@Suite struct SheetDetentTests {
    @Test func aSheetWithoutDetentsOffersOnlyLargeAndOtherLayersNone() {
        let model = SheetOptionsModel()
        model.declaresDetents = false
        let runtime = SwiftUIDoubleRuntime(rootView: SheetOptionsApp(model: model))

        #expect(runtime.shownLayers[1].detents == [.large])
        #expect(runtime.shownLayers[1].selectedDetent == .large)
        #expect(runtime.shownLayers[1].dragIndicator == .automatic)
        #expect(runtime.shownLayers[1].sizing == nil)
        #expect(runtime.shownLayers[0].detents.isEmpty)
        #expect(runtime.shownLayers[0].selectedDetent == nil)
    }

    @Test func detentsAreListedSmallestFirstWithDragIndicatorAndSizing() {
        let model = SheetOptionsModel()
        model.detents = [.large, .height(120), .fraction(0.3), .medium]
        let runtime = SwiftUIDoubleRuntime(rootView: SheetOptionsApp(model: model))

        #expect(runtime.shownLayers[1].detents == [.height(120), .fraction(0.3), .medium, .large])
        #expect(runtime.shownLayers[1].dragIndicator == .visible)
        #expect(runtime.shownLayers[1].sizing == .form)
    }

    @Test func theSelectionBindingSaysWhereTheSheetRestsAndASelectionItLacksLeavesItAtTheSmallest() {
        let model = SheetOptionsModel()
        model.detent = .large
        let runtime = SwiftUIDoubleRuntime(rootView: SheetOptionsApp(model: model))
        #expect(runtime.shownLayers[1].selectedDetent == .large)

        model.detent = .fraction(0.9)
        runtime.update()

        #expect(runtime.shownLayers[1].selectedDetent == .medium)
        #expect(model.writes.isEmpty, "code moving the sheet writes nothing back")
    }

    @Test func aDragWritesTheSelectionBindingAndTheSheetFollowsThroughTheUpdate() {
        let model = SheetOptionsModel()
        let runtime = SwiftUIDoubleRuntime(rootView: SheetOptionsApp(model: model))
        #expect(runtime.shownLayers[1].selectedDetent == .medium)

        #expect(runtime.dragSheet(to: .large))

        #expect(model.writes == [.large])
        #expect(model.detent == .large)
        #expect(runtime.shownLayers[1].selectedDetent == .large)
        #expect(runtime.warnings.isEmpty)
    }

    @Test func withoutASelectionBindingTheDragStillMovesTheSheet() {
        let model = SheetOptionsModel()
        model.bindsSelection = false
        let runtime = SwiftUIDoubleRuntime(rootView: SheetOptionsApp(model: model))
        #expect(runtime.shownLayers[1].selectedDetent == .medium)

        #expect(runtime.dragSheet(to: .large))

        #expect(runtime.shownLayers[1].selectedDetent == .large)
        #expect(!runtime.dragSheet(to: .large), "it already rests there")
    }

    @Test func aDragToAnOfferedDetentOnlyAndNotToWhereItRests() {
        let model = SheetOptionsModel()
        let runtime = SwiftUIDoubleRuntime(rootView: SheetOptionsApp(model: model))

        #expect(!runtime.dragSheet(to: .medium))
        #expect(!runtime.dragSheet(to: .height(200)))
        #expect(!runtime.dragSheet(to: .fraction(0.5)), "the same height as .medium is not .medium")

        #expect(model.writes.isEmpty)
        #expect(runtime.shownLayers[1].selectedDetent == .medium)
    }

    @Test func aDragIsRefusedWhileATransitionRuns() {
        let model = SheetOptionsModel()
        model.sheet = false
        let runtime = SwiftUIDoubleRuntime(rootView: SheetOptionsApp(model: model))
        runtime.holdsTransitions = true
        model.sheet = true
        runtime.update()

        #expect(!runtime.dragSheet(to: .large))
        runtime.finishAllTransitions()
        #expect(runtime.dragSheet(to: .large))
        #expect(model.writes == [.large])
    }

    @Test func aDragIsRefusedWhenTheTopLayerIsNotASheet() {
        let model = SheetOptionsModel()
        model.sheet = false
        let runtime = SwiftUIDoubleRuntime(rootView: SheetOptionsApp(model: model))

        #expect(!runtime.dragSheet(to: .large))
        model.cover = true
        runtime.update()
        #expect(runtime.shownLayers.last?.kind == .fullScreenCover)
        #expect(!runtime.dragSheet(to: .large))
        #expect(model.writes.isEmpty)
    }

    @Test func aLockedSheetStillChangesDetentsButIgnoresTheSwipeDownAndTellsNobody() {
        let model = SheetOptionsModel()
        model.locked = true
        let runtime = SwiftUIDoubleRuntime(rootView: SheetOptionsApp(model: model))

        #expect(!runtime.swipeDown())
        #expect(runtime.dragSheet(to: .large))

        #expect(model.sheet, "nothing is written to the presentation binding")
        #expect(model.dismissals == 0, "onDismiss does not run")
        #expect(runtime.shownLayers.map(\.kind) == [nil, .sheet])
        #expect(runtime.shownLayers[1].isInteractiveDismissDisabled)
        #expect(runtime.warnings.isEmpty)
    }

    @Test func aDismissedSheetReleasesWhatItsSelectionBindingCaptured() {
        weak var released: SheetOptionsModel?
        var runtime: SwiftUIDoubleRuntime?
        do {
            let model = SheetOptionsModel()
            released = model
            runtime = SwiftUIDoubleRuntime(rootView: SheetOptionsApp(model: model))
            runtime?.dragSheet(to: .large)
            runtime?.swipeDown()
        }
        #expect(released != nil, "the runtime's root view still holds it")
        runtime = nil

        #expect(released == nil)
    }
}

/// Tab items with labels, icons and badges, as the tab bar shows them.
@MainActor
@Suite struct TabItemTests {
    @Test func labelsGiveTitlesAndIconsAndBadgesAreReadFromTheTabsContent() {
        let model = AppModel()
        let runtime = SwiftUIDoubleRuntime(rootView: LabelledTabs(model: model))

        #expect(runtime.shownLayers[0].tabs == ["Home", "Orders", "Chat", "Starred"])
        #expect(runtime.shownLayers[0].tabItems == [
            SwiftUIDoubleTab(title: "Home", systemImage: "house"),
            SwiftUIDoubleTab(title: "Orders", imageName: "bag-asset", badge: "3"),
            SwiftUIDoubleTab(title: "Chat", badge: "new"),
            SwiftUIDoubleTab(title: "Starred", systemImage: "star"),
        ])
    }

    @Test func aZeroCountOrANilTextShowsNoBadge() {
        let model = AppModel()
        let runtime = SwiftUIDoubleRuntime(rootView: LabelledTabs(model: model))

        #expect(runtime.shownLayers[0].tabItems[3].badge == nil, "badge(0)")
        model.title = "hide"
        runtime.update()
        #expect(runtime.shownLayers[0].tabItems[2].badge == nil, "badge(nil as Text?)")
    }

    @Test func tappingATabFindsItByItsLabelsTitle() {
        let model = AppModel()
        let runtime = SwiftUIDoubleRuntime(rootView: LabelledTabs(model: model))

        #expect(runtime.tapTab(titled: "Orders"))

        #expect(model.tab == "orders")
        #expect(runtime.shownLayers[0].selectedTab == "Orders")
        #expect(runtime.shownLayers[0].texts == ["Orders screen"])
    }
}

// MARK: Fixtures

@MainActor @Observable
private final class SheetOptionsModel {
    var sheet = true
    var cover = false
    var detent: PresentationDetent = .medium
    var detents: Set<PresentationDetent> = [.medium, .large]
    var declaresDetents = true
    var bindsSelection = true
    var locked = false
    @ObservationIgnored var writes: [PresentationDetent] = []
    @ObservationIgnored var dismissals = 0
}

private struct SheetOptionsApp: View {
    let model: SheetOptionsModel

    var body: some View {
        Text("Root")
            .sheet(isPresented: Binding(get: { model.sheet }, set: { model.sheet = $0 }), onDismiss: { model.dismissals += 1 }) {
                SheetContent(model: model)
            }
            .fullScreenCover(isPresented: Binding(get: { model.cover }, set: { model.cover = $0 })) {
                Text("Cover")
            }
    }
}

private struct SheetContent: View {
    let model: SheetOptionsModel

    var body: some View {
        if !model.declaresDetents {
            Text("Sheet")
        } else if model.bindsSelection {
            Text("Sheet")
                .presentationDetents(model.detents, selection: Binding(get: { model.detent }, set: { model.writes.append($0); model.detent = $0 }))
                .presentationDragIndicator(.visible)
                .presentationSizing(.form)
                .interactiveDismissDisabled(model.locked)
        } else {
            Text("Sheet").presentationDetents(model.detents)
        }
    }
}

private struct LabelledTabs: View {
    let model: AppModel

    var body: some View {
        TabView(selection: model.binding(\.tab)) {
            Text("Home screen").tabItem { Label("Home", systemImage: "house") }.tag("home")
            Text("Orders screen").tabItem { Label("Orders", image: "bag-asset") }.badge(3).tag("orders")
            Text("Chat screen").tabItem { Text("Chat") }.badge(model.title == "hide" ? nil : Text("new")).tag("chat")
            Text("Starred screen").tabItem { Label { Text("Starred") } icon: { Image(systemName: "star") } }.badge(0).tag("starred")
        }
    }
}
#endif
