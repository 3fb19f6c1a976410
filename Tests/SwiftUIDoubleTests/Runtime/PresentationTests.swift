#if os(Linux)
import SwiftUIDouble
import Testing

/// Sheets, covers and popovers: presented and dismissed by their bindings, one modal change at a time.
@MainActor
@Suite struct PresentationTests {
    private func started(_ model: AppModel) -> SwiftUIDoubleRuntime {
        let runtime = SwiftUIDoubleRuntime(rootView: StackApp(model: model))
        model.events = []
        return runtime
    }

    @Test func aSheetAppearsWhenItsPresentationStartsAndIsShownAboveItsPresenter() {
        let model = AppModel()
        let runtime = started(model)
        runtime.holdsTransitions = true
        model.sheet = true
        runtime.update()
        #expect(runtime.pendingTransitions.map(\.kind) == [.present(.sheet)])
        #expect(runtime.shownLayers.map(\.phase) == [.presented, .presenting])
        #expect(model.events == ["Sheet appear"])
        runtime.finishAllTransitions()
        #expect(runtime.shownLayers.map(\.kind) == [nil, .sheet])
        #expect(runtime.shownLayers[1].texts == ["Sheet"])
        #expect(model.events == ["Sheet appear"], "a sheet leaves its presenter on screen")
    }

    @Test func aDismissalRunsOnDisappearThenOnDismissWhenItFinishes() {
        let model = AppModel()
        model.sheet = true
        let runtime = started(model)
        runtime.holdsTransitions = true
        model.sheet = false
        runtime.update()
        #expect(runtime.shownLayers.map(\.phase) == [.presented, .dismissing])
        #expect(model.events.isEmpty)
        runtime.finishAllTransitions()
        #expect(model.events == ["Sheet disappear", "sheet dismissed"])
        #expect(runtime.shownLayers.count == 1)
    }

    @Test func swipingASheetDownWritesFalseThroughItsBinding() {
        let model = AppModel()
        model.sheet = true
        let runtime = started(model)
        #expect(runtime.swipeDown())
        #expect(model.sheet == false)
        #expect(runtime.shownLayers.count == 1)
        #expect(model.events == ["Sheet disappear", "sheet dismissed"])
        #expect(runtime.warnings.isEmpty)
    }

    @Test func swipingDownIsRefusedWhenInteractiveDismissIsDisabled() {
        let model = AppModel()
        model.sheet = true
        model.sheetDismissDisabled = true
        let runtime = started(model)
        #expect(runtime.shownLayers[1].isInteractiveDismissDisabled)
        #expect(!runtime.swipeDown())
        #expect(model.sheet == true)
        #expect(runtime.shownLayers.count == 2)
    }

    @Test func tappingOutsideAPopoverWritesFalseThroughItsBinding() {
        let model = AppModel()
        model.popover = true
        let runtime = started(model)
        #expect(runtime.shownLayers.map(\.kind) == [nil, .popover])
        #expect(!runtime.swipeDown(), "a popover is not swiped down")
        #expect(runtime.tapOutsidePopover())
        #expect(model.popover == false)
        #expect(runtime.shownLayers.count == 1)
    }

    @Test func aPopoverRefusesATapOutsideWhenInteractiveDismissIsDisabled() {
        struct Locked: View {
            let model: AppModel
            var body: some View {
                Text("Root")
                    .popover(isPresented: model.binding(\.popover)) {
                        Text("Locked").interactiveDismissDisabled()
                    }
            }
        }
        let model = AppModel()
        model.popover = true
        let runtime = SwiftUIDoubleRuntime(rootView: Locked(model: model))
        #expect(!runtime.tapOutsidePopover())
        #expect(model.popover)
        #expect(runtime.shownLayers.map(\.kind) == [nil, .popover])
    }

    @Test func aFullScreenCoverHidesItsPresenterOnceItIsPresented() {
        let model = AppModel()
        let runtime = started(model)
        runtime.holdsTransitions = true
        model.cover = true
        runtime.update()
        #expect(model.events == ["Cover appear"])
        runtime.finishNextTransition()
        #expect(model.events == ["Cover appear", "Home disappear"])
        #expect(!runtime.swipeDown(), "a cover offers no gesture")
        model.cover = false
        runtime.update()
        #expect(model.events == ["Cover appear", "Home disappear", "Home appear"])
        runtime.finishNextTransition()
        #expect(model.events.last == "Cover disappear")
    }

    @Test func aPresentationWhileAnotherIsInFlightIsDroppedWithUIKitsWarning() {
        let model = AppModel()
        let runtime = started(model)
        model.sheet = true
        model.innerSheet = true
        runtime.update()
        #expect(runtime.shownLayers.map(\.kind) == [nil, .sheet], "one modal change per update")
        #expect(runtime.warnings == ["Attempt to present sheet while a presentation is in progress."])
        runtime.update()
        #expect(runtime.shownLayers.count == 2, "SwiftUI does not ask again while the binding stays true")

        model.innerSheet = false
        runtime.update()
        model.innerSheet = true
        runtime.update()
        #expect(runtime.shownLayers.map(\.kind) == [nil, .sheet, .sheet])
        #expect(model.events == ["Sheet appear", "Inner appear"])
    }

    @Test func aSecondSheetOnTheSamePresenterWaitsForTheFirstToBeDismissed() {
        let model = AppModel()
        model.sheet = true
        let runtime = started(model)
        model.secondSheet = true
        runtime.update()
        #expect(runtime.warnings == ["Currently, only presenting a single sheet is supported.\nThe next sheet will be presented when the currently presented sheet gets dismissed."])
        #expect(runtime.shownLayers[1].texts == ["Sheet"])

        model.sheet = false
        runtime.update()
        #expect(runtime.shownLayers.map(\.texts) == [["Home"], ["Second"]])
        #expect(model.events == ["Sheet disappear", "sheet dismissed", "Second appear"])
        #expect(runtime.warnings.count == 1)
    }

    @Test func changingTheItemDismissesTheSheetThenPresentsTheNewOne() {
        let model = AppModel()
        model.item = Item(id: 1)
        let runtime = started(model)
        runtime.holdsTransitions = true
        model.item = Item(id: 2)
        runtime.update()
        #expect(runtime.pendingTransitions.map(\.kind) == [.dismiss(.sheet)])
        #expect(runtime.shownLayers[1].texts == ["Item 1"], "the old item stays on screen while it is dismissed")
        runtime.finishNextTransition()
        #expect(runtime.pendingTransitions.map(\.kind) == [.present(.sheet)], "the new item is presented after the dismissal")
        runtime.finishNextTransition()
        #expect(runtime.shownLayers[1].texts == ["Item 2"])
        #expect(model.events == ["Item 1 disappear", "item dismissed", "Item 2 appear"])
        #expect(runtime.warnings.isEmpty)
    }

    @Test func aDismissalWhileAPresentationIsInFlightIsDroppedWithUIKitsWarning() {
        let model = AppModel()
        let runtime = started(model)
        runtime.holdsTransitions = true
        model.sheet = true
        runtime.update()
        model.sheet = false
        runtime.update()
        #expect(runtime.warnings == ["Attempt to dismiss from view controller sheet while a presentation or dismiss is in progress!"])
        runtime.finishAllTransitions()
        #expect(runtime.shownLayers.count == 2, "the sheet stays although its binding is false")
    }
}
#endif
