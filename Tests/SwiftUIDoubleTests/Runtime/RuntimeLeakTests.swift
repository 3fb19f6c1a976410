#if os(Linux)
import SwiftUIDouble
import Testing

/// The runtime releases the state and view models of screens it no longer shows.
@MainActor
@Suite struct RuntimeLeakTests {
    @Test func aPoppedScreensStateAndViewModelAreReleased() {
        let model = AppModel()
        let tracker = Tracker()
        let runtime = SwiftUIDoubleRuntime(rootView: StackApp(model: model, tracker: tracker))
        model.path = [1]
        runtime.update()
        #expect(tracker.alive == 1)
        #expect(runtime.tapBack())
        #expect(tracker.tracked == 1)
        #expect(tracker.alive == 0)
    }

    @Test func aDismissedSheetsItemAndViewModelAreReleased() {
        let model = AppModel()
        let tracker = Tracker()
        let runtime = SwiftUIDoubleRuntime(rootView: StackApp(model: model, tracker: tracker))
        model.item = Item(id: 1)
        runtime.update()
        #expect(tracker.alive == 1)
        #expect(runtime.swipeDown())
        #expect(model.item == nil)
        #expect(tracker.alive == 0)
    }

    @Test func aDismissedSheetsStateIsReleased() {
        struct SheetWithState: View {
            let model: AppModel
            let tracker: Tracker
            var body: some View {
                Text("Root")
                    .sheet(isPresented: model.binding(\.sheet)) {
                        DetailScreen(number: 9, model: model, tracker: tracker)
                    }
            }
        }
        let model = AppModel()
        let tracker = Tracker()
        let runtime = SwiftUIDoubleRuntime(rootView: SheetWithState(model: model, tracker: tracker))
        model.sheet = true
        runtime.update()
        #expect(tracker.alive == 1)
        #expect(runtime.swipeDown())
        #expect(tracker.tracked == 1)
        #expect(tracker.alive == 0)
    }

    @Test func theRuntimeItselfIsReleasedWithItsViews() {
        weak var weakRuntime: SwiftUIDoubleRuntime?
        weak var weakModel: AppModel?
        do {
            let model = AppModel()
            model.path = [1]
            model.sheet = true
            let runtime = SwiftUIDoubleRuntime(rootView: StackApp(model: model))
            weakRuntime = runtime
            weakModel = model
        }
        #expect(weakRuntime == nil)
        #expect(weakModel == nil)
    }
}
#endif
