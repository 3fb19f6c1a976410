#if os(Linux)
extension View {
    /// Double of `View.environment(_:_:)`: this view with one environment value set for it and its descendants.
    ///
    /// ```swift
    /// ProfileScreen().environment(\.coordinator, coordinator)
    /// ```
    ///
    /// - Parameters:
    ///   - keyPath: The environment value to set.
    ///   - value: Its new value.
    /// - Returns: A view that renders this one with the modified environment; siblings are not affected.
    nonisolated public func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V) -> some View {
        modifier(EnvironmentKeyWritingModifier(keyPath: keyPath, value: value))
    }
}
#endif
