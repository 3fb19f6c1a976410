#if os(Linux)
import SwiftUIDouble
import Testing

/// The declarations ordinary screens use most compile as they do against SwiftUI, and draw their
/// rows: `List` of views or of identified data, `ForEach(_:id:content:)`, `navigationTitle(_:)`.
@MainActor
@Suite struct ScreenDeclarationsTests {
    private struct Item: Identifiable {
        let id: Int
        let title: String
    }

    private struct Row {
        let number: Int
        let title: String
    }

    @Test func aListOfIdentifiedDataDrawsARowPerElement() {
        struct Screen: View {
            let items: [Item]
            var body: some View {
                List(items) { item in Text(item.title) }
                    .navigationTitle("Groceries")
            }
        }
        let controller = UIHostingController(rootView: Screen(items: [Item(id: 1, title: "Milk"), Item(id: 2, title: "Eggs")]))
        _ = controller.view
        #expect(controller.doubleTexts == ["Milk", "Eggs"])
    }

    @Test func forEachByAKeyPathDrawsARowPerElementInAList() {
        struct Screen: View {
            let rows: [Row]
            var body: some View {
                List {
                    Text("Header")
                    ForEach(rows, id: \.number) { row in Text(row.title) }
                }
                .navigationTitle(Text("Rows"))
            }
        }
        let controller = UIHostingController(rootView: Screen(rows: [Row(number: 7, title: "Seven"), Row(number: 8, title: "Eight")]))
        _ = controller.view
        #expect(controller.doubleTexts == ["Header", "Seven", "Eight"])
    }
}
#endif
