#if os(Linux)
import SwiftUIDouble
import Testing

/// A `NavigationPath` drives a stack as a typed collection does, with values of several types.
@MainActor
@Suite struct NavigationPathTests {
    private struct Mixed: View {
        @State var path = NavigationPath()

        var body: some View {
            NavigationStack(path: $path) {
                VStack {
                    Text("Root")
                    Button("Number") { path.append(7) }
                    Button("Word") { path.append("seven") }
                }
                .navigationDestination(for: Int.self) { Text("Number \($0)") }
                .navigationDestination(for: String.self) { Text("Word \($0)") }
            }
        }
    }

    @Test func valuesOfSeveralTypesArePushedAndPoppedThroughThePath() {
        let runtime = SwiftUIDoubleRuntime(rootView: Mixed())
        #expect(runtime.tapButton(titled: "Number"))
        #expect(runtime.shownLayers[0].stacks == [["Root", "Number 7"]])
        #expect(runtime.tapBack())
        #expect(runtime.shownLayers[0].stacks == [["Root"]])
    }

    @Test func aPathCountsAndRemovesItsValues() {
        var path = NavigationPath([1, 2])
        path.append("three")
        #expect(path.count == 3)
        path.removeLast(2)
        #expect(path == NavigationPath([1]))
        #expect(!path.isEmpty)
    }
}

/// State in a custom modifier is kept by its place, as a view's is.
@MainActor
@Suite struct ModifierStateTests {
    private struct Tapping: ViewModifier {
        @State private var taps = 0

        func body(content: Content) -> some View {
            VStack {
                content
                Button("Taps \(taps)") { taps += 1 }
            }
        }
    }

    @Test func aModifiersStateSurvivesUpdates() {
        let runtime = SwiftUIDoubleRuntime(rootView: Text("Content").modifier(Tapping()))
        #expect(runtime.tapButton(titled: "Taps 0"))
        #expect(runtime.tapButton(titled: "Taps 1"))
        #expect(runtime.shownLayers[0].texts == ["Content", "Taps 2"])
    }
}

/// Without Observation (iOS 16), a host re-renders from its own change callback by writing view state.
@MainActor
@Suite struct StateRevisionTests {
    @MainActor
    private final class Notifier {
        var value = "first"
        var onChange: (() -> Void)?

        func set(_ value: String) {
            self.value = value
            onChange?()
        }
    }

    private struct Host: View {
        let notifier: Notifier
        @State private var revision = 0

        var body: some View {
            Text("\(notifier.value) \(revision)")
                .onAppear { notifier.onChange = { revision += 1 } }
        }
    }

    @Test func aStateWriteFromACallbackSchedulesAnUpdate() {
        let notifier = Notifier()
        // The callback captures the view, which holds the notifier: a retain cycle of the fixture's
        // own, which SwiftUI would keep too. Break it so the test leaks nothing.
        defer { notifier.onChange = nil }
        let runtime = SwiftUIDoubleRuntime(rootView: Host(notifier: notifier))
        notifier.set("second")
        #expect(runtime.needsUpdate)
        runtime.update()
        #expect(runtime.shownLayers[0].texts == ["second 1"])
    }
}
#endif
