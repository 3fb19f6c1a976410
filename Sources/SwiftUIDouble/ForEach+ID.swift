#if os(Linux)
extension ForEach where Content: View {
    /// Double of `ForEach.init(_:id:content:)`: views for data identified by a key path, as in
    /// `ForEach(model.items, id: \.id) { item in Text(item.title) }`.
    ///
    /// The double draws each element's view in order; it keeps no identity across updates.
    /// - Parameters:
    ///   - data: The data the views are made from.
    ///   - id: The key path to each element's identity.
    ///   - content: The view of one element.
    public init(_ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.data = data
        self.content = content
    }
}
#endif
