#if os(Linux)
import SwiftUIDouble
import Testing

/// A list with a selection: a tap writes the row's tag into the binding and shows the row
/// selected at once; the list shows the binding's value again only when SwiftUI updates it.
@MainActor
@Suite struct ListSelectionTests {
    @Test func aTapWritesTheRowsTagIntoTheBindingAndTheListShowsIt() {
        let runtime = SwiftUIDoubleRuntime(rootView: StoredSelection())
        #expect(runtime.selectedListRows == [nil])
        #expect(runtime.tapListRow(titled: "Pears"))
        #expect(runtime.selectedListRows == ["Pears"])
        #expect(runtime.shownLayers[0].texts.last == "picked 2", "the write updated the view")
        #expect(!runtime.tapListRow(titled: "Plums"), "no such row")
    }

    @Test func aRowWhoseTagHasAnotherTypeIsNotSelectable() {
        let runtime = SwiftUIDoubleRuntime(rootView: StoredSelection())
        #expect(!runtime.tapListRow(titled: "Tagged by name"))
        #expect(runtime.selectedListRows == [nil])
    }

    @Test func aBindingThatStoresNothingLeavesTheTappedRowSelectedUntilTheListIsUpdated() {
        let runtime = SwiftUIDoubleRuntime(rootView: FixedSelection())
        #expect(runtime.selectedListRows == ["Apples"])
        #expect(runtime.tapListRow(titled: "Pears"))
        #expect(!runtime.needsUpdate, "the write changed nothing a view depends on")
        #expect(runtime.selectedListRows == ["Pears"], "SwiftUI shows the tapped row until it updates the list")
        #expect(runtime.tapButton(titled: "Redraw"))
        #expect(runtime.selectedListRows == ["Apples"], "updated, the list reads its binding again")
    }
}

private struct StoredSelection: View {
    @State private var picked: Int?

    var body: some View {
        VStack {
            List(selection: $picked) {
                Text("Apples").tag(1)
                ForEach([Fruit(id: 2, name: "Pears")]) { fruit in
                    Text(fruit.name).tag(fruit.id)
                }
                Text("Tagged by name").tag("name")
            }
            Text("picked \(picked.map(String.init) ?? "none")")
        }
    }
}

/// A selection whose setter stores nothing: the list's binding always reads the first row.
private struct FixedSelection: View {
    @State private var redraws = 0

    var body: some View {
        VStack {
            List(selection: Binding<Int?>(get: { 1 }, set: { _ in })) {
                Text("Apples").tag(1)
                Text("Pears").tag(2)
            }
            Button("Redraw") { redraws += 1 }
            Text("\(redraws)")
        }
    }
}

private struct Fruit: Identifiable {
    let id: Int
    let name: String
}
#endif
