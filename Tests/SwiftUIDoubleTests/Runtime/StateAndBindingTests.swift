#if os(Linux)
import SwiftUIDouble
import Testing

/// Bindings read and write through their closures, and project to properties.
@MainActor
@Suite struct BindingTests {
    @Test func aBindingReadsAndWritesThroughItsClosures() {
        let model = AppModel()
        let binding = model.binding(\.title)
        binding.wrappedValue = "Changed"
        #expect(model.title == "Changed")
        #expect(binding.projectedValue.wrappedValue == "Changed")
        #expect(Binding(projectedValue: binding).wrappedValue == "Changed")
    }

    @Test func dynamicMemberLookupProjectsAProperty() {
        let box = PairBox()
        let binding = Binding<Pair>(get: { box.pair }, set: { box.pair = $0 })
        binding.right.wrappedValue = 5
        #expect(box.pair == Pair(left: 1, right: 5))
        #expect(binding.left.wrappedValue == 1)
    }

    @Test func aBindingsClosuresMayCaptureMainActorStateThatIsNotSendable() {
        // Apple's closures are `@isolated(any)`: a closure formed on the main actor may capture
        // non-Sendable values. The double's `@MainActor` closures accept the same code.
        final class Counter {
            var value = 0
        }
        let counter = Counter()
        let binding = Binding(get: { counter.value }, set: { counter.value = $0 })
        binding.wrappedValue = 3
        #expect(counter.value == 3)
    }

    @Test func aConstantBindingIgnoresWrites() {
        let binding = Binding.constant(3)
        binding.wrappedValue = 4
        #expect(binding.wrappedValue == 3)
    }
}

private struct Pair: Equatable {
    var left = 1
    var right = 2
}

@MainActor
private final class PairBox {
    var pair = Pair()
}

/// State is kept per place in the tree across updates, and written state schedules an update.
@MainActor
@Suite struct StateTests {
    @Test func stateSurvivesRendersAndAWriteSchedulesAnUpdate() {
        let runtime = SwiftUIDoubleRuntime(rootView: CounterScreen())
        #expect(runtime.shownLayers[0].texts.first == "Count 0")
        #expect(runtime.tapButton(titled: "Add"))
        #expect(runtime.tapButton(titled: "Add"))
        #expect(runtime.shownLayers[0].texts.first == "Count 2")
    }

    @Test func stateBelongsToThePlaceAndIsResetWhenThePlaceLeaves() {
        let runtime = SwiftUIDoubleRuntime(rootView: CounterSwitch())
        runtime.tapButton(titled: "Add")
        #expect(runtime.shownLayers[0].texts.first == "Count 1")
        runtime.tapButton(titled: "Toggle")
        #expect(runtime.shownLayers[0].texts.first == "No counter")
        runtime.tapButton(titled: "Toggle")
        #expect(runtime.shownLayers[0].texts.first == "Count 0")
    }

    @Test func stateOutsideARuntimeReadsItsInitialValue() {
        @State var count = 7
        count = 8
        #expect(count == 7)
    }
}

/// Views reading an `@Observable` model are rendered again after it changes, on the next update.
@MainActor
@Suite struct ObservationTests {
    @Test func aChangeToAReadPropertyNeedsAnUpdate() {
        let model = AppModel()
        let runtime = SwiftUIDoubleRuntime(rootView: StackApp(model: model))
        #expect(!runtime.needsUpdate)
        model.title = "Welcome"
        #expect(runtime.needsUpdate)
        #expect(runtime.shownLayers[0].stacks == [["Home"]], "nothing is rendered before the update")
        runtime.update()
        #expect(runtime.shownLayers[0].stacks == [["Welcome"]])
        #expect(!runtime.needsUpdate)
    }

    @Test func aChangeToAnUnreadPropertyNeedsNoUpdate() {
        let model = AppModel()
        let runtime = SwiftUIDoubleRuntime(rootView: TabApp(model: model))
        model.title = "Unread"
        #expect(!runtime.needsUpdate)
    }
}
#endif
