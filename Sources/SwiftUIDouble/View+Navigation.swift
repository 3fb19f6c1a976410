#if os(Linux)
extension View {
    /// Double of `View.navigationDestination(for:destination:)`: how the enclosing ``NavigationStack`` draws
    /// the screen of a path element of type `D`.
    ///
    /// - Parameters:
    ///   - data: The type of the path elements this destination draws.
    ///   - destination: The screen of an element.
    /// - Returns: This view, registering the destination with its stack.
    nonisolated public func navigationDestination<D, C>(for data: D.Type, @ViewBuilder destination: @escaping (D) -> C) -> some View where D: Hashable, C: View {
        modifier(DestinationModifier(type: ObjectIdentifier(D.self)) { element in
            (element.base as? D).map { AnyView(destination($0)) }
        })
    }
}
#endif
