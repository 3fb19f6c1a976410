#if os(Linux)
import SwiftUIDouble
import Testing

/// A path-driven stack shows one screen per element; pushes and pops run appearance in SwiftUI's order.
@MainActor
@Suite struct NavigationStackTests {
    @Test func thePathIsShownAsScreensOverTheRoot() {
        let model = AppModel()
        model.path = [1, 2]
        let runtime = SwiftUIDoubleRuntime(rootView: StackApp(model: model))
        #expect(runtime.shownLayers.map(\.stacks) == [[["Home", "Detail 1", "Detail 2"]]])
        #expect(model.events == ["Detail 2 appear"])
    }

    @Test func aPushShowsTheNewScreenAtOnceAndHidesTheOldOneWhenItFinishes() {
        let model = AppModel()
        let runtime = SwiftUIDoubleRuntime(rootView: StackApp(model: model))
        runtime.holdsTransitions = true
        model.path = [1]
        runtime.update()
        #expect(runtime.pendingTransitions.map(\.kind) == [.push])
        #expect(model.events == ["Home appear", "Detail 1 appear"])
        #expect(runtime.finishNextTransition())
        #expect(model.events == ["Home appear", "Detail 1 appear", "Home disappear"])
        #expect(runtime.pendingTransitions.isEmpty)
    }

    @Test func theBackButtonPopsThroughThePathBinding() {
        let model = AppModel()
        model.path = [1, 2]
        let runtime = SwiftUIDoubleRuntime(rootView: StackApp(model: model))
        runtime.holdsTransitions = true
        #expect(runtime.tapBack())
        #expect(model.path == [1])
        #expect(model.events == ["Detail 2 appear", "Detail 1 appear"])
        #expect(runtime.finishNextTransition())
        #expect(model.events.last == "Detail 2 disappear")
        #expect(runtime.shownLayers[0].stacks == [["Home", "Detail 1"]])
    }

    @Test func theBackButtonIsRefusedAtTheRootAndDuringATransition() {
        let model = AppModel()
        let runtime = SwiftUIDoubleRuntime(rootView: StackApp(model: model))
        #expect(!runtime.tapBack())
        runtime.holdsTransitions = true
        model.path = [1]
        runtime.update()
        #expect(!runtime.tapBack(), "the push is still animating")
        #expect(model.path == [1])
    }

    @Test func aCompletedEdgeSwipePopsAndACancelledOneOnlyUncoveredTheScreenBelowForAWhile() {
        let model = AppModel()
        model.path = [1, 2]
        let runtime = SwiftUIDoubleRuntime(rootView: StackApp(model: model))
        model.events = []

        #expect(runtime.beginSwipeBack())
        #expect(runtime.pendingTransitions.map(\.kind) == [.edgeSwipe])
        #expect(model.events == ["Detail 1 appear"], "the screen below appears as the swipe starts")
        #expect(!runtime.finishNextTransition(), "only the user ends a swipe")
        #expect(runtime.endSwipeBack(completing: false))
        #expect(model.path == [1, 2])
        #expect(model.events == ["Detail 1 appear", "Detail 1 disappear"])
        #expect(runtime.shownLayers[0].stacks == [["Home", "Detail 1", "Detail 2"]])

        model.events = []
        #expect(runtime.beginSwipeBack())
        #expect(runtime.endSwipeBack(completing: true))
        #expect(model.path == [1])
        #expect(model.events == ["Detail 1 appear", "Detail 2 disappear"])
    }

    @Test func theLongPressBackMenuPopsSeveralScreens() {
        let model = AppModel()
        model.path = [1, 2, 3]
        let runtime = SwiftUIDoubleRuntime(rootView: StackApp(model: model))
        #expect(!runtime.longPressBack(choosing: 3), "the top screen is not in the menu")
        #expect(runtime.longPressBack(choosing: 1))
        #expect(model.path == [1])
        #expect(runtime.shownLayers[0].stacks == [["Home", "Detail 1"]])
        #expect(runtime.longPressBack(choosing: 0))
        #expect(model.path == [])
    }

    @Test func anElementWithoutADestinationIsWarnedAbout() {
        struct Unregistered: View {
            @State private var path = ["missing"]
            var body: some View {
                NavigationStack(path: $path) { Text("Root") }
            }
        }
        let runtime = SwiftUIDoubleRuntime(rootView: Unregistered())
        #expect(runtime.warnings.count == 1)
        #expect(runtime.warnings.first?.contains("no matching navigationDestination") == true)
    }

    @Test func aSecondDestinationForTheSameTypeIsIgnoredWithAWarning() {
        struct Twice: View {
            @State private var path = [1]
            var body: some View {
                NavigationStack(path: $path) {
                    VStack {
                        Text("Root")
                            .navigationDestination(for: Int.self) { Text("First \($0)") }
                        Text("Other")
                            .navigationDestination(for: Int.self) { Text("Second \($0)") }
                    }
                }
            }
        }
        let runtime = SwiftUIDoubleRuntime(rootView: Twice())
        #expect(runtime.shownLayers[0].stacks == [["Root", "First 1"]])
        #expect(runtime.warnings == ["A navigationDestination for “Int” was declared earlier on the stack. Only the destination declared closest to the root view of the stack will be used."])
    }

    @Test func aTransactionWithoutAnimationsStillFinishesOnALaterTurn() {
        let model = AppModel()
        let runtime = SwiftUIDoubleRuntime(rootView: StackApp(model: model))
        runtime.holdsTransitions = true
        var transaction = Transaction()
        transaction.disablesAnimations = true
        withTransaction(transaction) {
            model.path = [1]
        }
        runtime.update()
        #expect(runtime.pendingTransitions == [SwiftUIDoubleTransition(kind: .push, isAnimated: false)])
    }

    @Test func anAnimationCompletionRunsWhenTheTransitionFinishes() {
        let model = AppModel()
        let runtime = SwiftUIDoubleRuntime(rootView: StackApp(model: model))
        runtime.holdsTransitions = true
        var completed = false
        withAnimation(.default, { model.path = [1] }, completion: { completed = true })
        runtime.update()
        #expect(!completed)
        runtime.finishAllTransitions()
        #expect(completed)
    }

    @Test func anAnimationCompletionRunsOnceForSeveralChanges() {
        let model = AppModel()
        let runtime = SwiftUIDoubleRuntime(rootView: StackApp(model: model))
        var completions = 0
        withAnimation(.default, {
            model.path = [1]
            model.title = "Changed"
        }, completion: { completions += 1 })
        #expect(completions == 0)
        runtime.update()
        #expect(completions == 1)
    }

    @Test func anAnimationCompletionForNoRenderedChangeRunsRightAfterTheBody() {
        let model = AppModel()
        let runtime = SwiftUIDoubleRuntime(rootView: StackApp(model: model))
        var completed = false
        withAnimation(.default, { model.log("unobserved") }, completion: { completed = true })
        #expect(completed)
        #expect(!runtime.needsUpdate)
    }
}
#endif
