#if os(Linux)
extension View {
    /// Double of `View.navigationDestination(for:destination:)`: how the enclosing ``NavigationStack`` draws
    /// the screen of a path element of type `D`.
    ///
    /// The destination declared closest to the root of the stack wins; a second one for the same type is
    /// ignored with SwiftUI's warning, as in SwiftUI.
    ///
    /// - Parameters:
    ///   - data: The type of the path elements this destination draws.
    ///   - destination: The screen of an element.
    /// - Returns: This view, registering the destination with its stack.
    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
    nonisolated public func navigationDestination<D, C>(for data: D.Type, @ViewBuilder destination: @escaping (D) -> C) -> some View where D: Hashable, C: View {
        modifier(DestinationModifier(type: ObjectIdentifier(D.self), typeName: String(describing: D.self)) { element in
            (element.base as? D).map { AnyView(destination($0)) }
        })
    }
}
#endif
