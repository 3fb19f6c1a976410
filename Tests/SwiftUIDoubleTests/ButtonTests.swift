#if os(Linux)
import SwiftUIDouble
import Testing

/// `doubleTapButton(titled:)` runs the action of a rendered button.
@MainActor
@Suite struct ButtonTests {
    @Test func tappingARenderedButtonRunsItsAction() {
        let counter = Counter()
        let controller = rendered(Button("Add") { counter.count += 1 })

        #expect(controller.doubleTapButton(titled: "Add"))
        #expect(controller.doubleTapButton(titled: "Add"))

        #expect(counter.count == 2)
    }

    @Test func tappingATitleNoButtonHasReturnsFalse() {
        let counter = Counter()
        let controller = rendered(VStack {
            Text("Remove")
            Button("Add") { counter.count += 1 }
        })

        #expect(!controller.doubleTapButton(titled: "Remove"), "a text is not a button")
        #expect(!controller.doubleTapButton(titled: "add"))
        #expect(counter.count == 0)
    }

    @Test func buttonLabelsAreShownTextsAndTheirTitle() {
        let counter = Counter()
        let controller = rendered(VStack {
            Text("Cart")
            Button(action: { counter.count += 10 }) {
                Text("Buy")
                Text("now")
            }
        })

        #expect(controller.doubleTexts == ["Cart", "Buy", "now"])
        #expect(controller.doubleTapButton(titled: "Buy now"))
        #expect(counter.count == 10)
    }

    @Test func theFirstButtonWithTheTitleIsTapped() {
        let first = Counter()
        let second = Counter()
        let controller = rendered(VStack {
            Button("OK") { first.count += 1 }
            Button("OK") { second.count += 1 }
        })

        controller.doubleTapButton(titled: "OK")

        #expect(first.count == 1)
        #expect(second.count == 0)
    }

    @Test func nothingCanBeTappedBeforeTheViewLoads() {
        let counter = Counter()
        let controller = UIHostingController(rootView: Button("Add") { counter.count += 1 })

        #expect(!controller.doubleTapButton(titled: "Add"))
        #expect(counter.count == 0)
    }
}
#endif
