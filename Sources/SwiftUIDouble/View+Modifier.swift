#if os(Linux)
extension View {
    /// Double of `View.modifier(_:)`: this view with `modifier` applied.
    ///
    /// - Parameter modifier: The modifier to apply.
    /// - Returns: The view and the modifier, rendered as the modifier's `body(content:)`.
    nonisolated public func modifier<T>(_ modifier: T) -> ModifiedContent<Self, T> {
        .init(content: self, modifier: modifier)
    }
}
#endif
