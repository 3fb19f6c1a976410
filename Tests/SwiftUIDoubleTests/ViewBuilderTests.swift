#if os(Linux)
import SwiftUIDouble
import Testing

/// `@ViewBuilder` blocks render the views of the branches taken, in order.
@MainActor
@Suite struct ViewBuilderTests {
    @Test func ifElseRendersTheBranchTaken() {
        #expect(rendered(Choice(flag: true)).doubleTexts == ["yes"])
        #expect(rendered(Choice(flag: false)).doubleTexts == ["no"])
    }

    @Test func ifWithoutElseRendersNothingWhenFalse() {
        #expect(rendered(Optionals(showsExtra: true, name: nil)).doubleTexts == ["start", "extra", "end"])
        #expect(rendered(Optionals(showsExtra: false, name: nil)).doubleTexts == ["start", "end"])
    }

    @Test func ifLetRendersTheUnwrappedValue() {
        #expect(rendered(Optionals(showsExtra: false, name: "Ada")).doubleTexts == ["start", "Ada", "end"])
    }

    @Test func switchRendersTheCaseTaken() {
        #expect(rendered(Step(number: 1)).doubleTexts == ["one"])
        #expect(rendered(Step(number: 2)).doubleTexts == ["two"])
        #expect(rendered(Step(number: 3)).doubleTexts == ["many"])
    }

    @Test func blocksOfAnyLengthRenderInOrder() {
        let controller = rendered(VStack {
            Text("1"); Text("2"); Text("3"); Text("4"); Text("5"); Text("6")
            Text("7"); Text("8"); Text("9"); Text("10"); Text("11"); Text("12")
        })

        #expect(controller.doubleTexts == (1...12).map(String.init))
    }

    @Test func emptyBlocksAndEmptyViewsRenderNothing() {
        #expect(rendered(VStack {}).doubleTexts == [])
        #expect(rendered(VStack { EmptyView(); Text("only") }).doubleTexts == ["only"])
    }

    @Test func optionalViewsRenderWhenPresent() {
        let absent: Text? = nil
        #expect(rendered(VStack { absent; Text("after") }).doubleTexts == ["after"])
        #expect(rendered(VStack { Text("present") as Text? }).doubleTexts == ["present"])
    }

    @Test func typeErasedViewsRenderTheirContent() {
        let views = [AnyView(Text("a")), AnyView(erasing: Greeting()), AnyView(VStack { Text("b"); Text("c") })]

        #expect(rendered(VStack { views[0]; views[1]; views[2] }).doubleTexts == ["a", "Hello, Guest", "b", "c"])
    }

    @Test func limitedAvailabilityBranchesAreTypeErased() {
        let view = ViewBuilder.buildLimitedAvailability(Text("new"))

        #expect(rendered(view).doubleTexts == ["new"])
    }

    @Test func nestedCustomViewsRenderTheirBodies() {
        #expect(rendered(VStack(alignment: .leading, spacing: 8) { Choice(flag: true); Step(number: 2) }).doubleTexts == ["yes", "two"])
    }
}

private struct Choice: View {
    let flag: Bool

    var body: some View {
        if flag {
            Text("yes")
        } else {
            Text("no")
        }
    }
}

private struct Optionals: View {
    let showsExtra: Bool
    let name: String?

    var body: some View {
        Text("start")
        if showsExtra {
            Text("extra")
        }
        if let name {
            Text(name)
        }
        Text("end")
    }
}

private struct Step: View {
    let number: Int

    var body: some View {
        switch number {
        case 1: Text("one")
        case 2: Text("two")
        default: Text("many")
        }
    }
}
#endif
