#if os(Linux)
/// A structure that computes views on demand from an underlying collection of identified data.
///
/// The double draws each element's view in order, as the children of the enclosing container: a
/// `TabView { ForEach(…) }` has one tab per element.
public struct ForEach<Data, ID, Content> where Data: RandomAccessCollection, ID: Hashable {
    /// The collection of underlying identified data that SwiftUI uses to create views dynamically.
    public var data: Data
    /// A function you can use to create content on demand using the underlying data.
    public var content: (Data.Element) -> Content
}

extension ForEach: View where Content: View {
    public typealias Body = Never
}

extension ForEach where ID == Data.Element.ID, Content: View, Data.Element: Identifiable {
    /// Creates an instance that uniquely identifies and creates views across updates based on the
    /// identity of the underlying data.
    public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.data = data
        self.content = content
    }
}

extension ForEach: PrimitiveView, TupleViewContent where Content: View {
    func draw(in renderer: ViewRenderer, environment: EnvironmentValues) {
        for (index, view) in elements.enumerated() {
            renderer.render(view, in: environment, at: "\(index)")
        }
    }

    var elements: [any View] {
        data.map { content($0) }
    }
}
#endif
