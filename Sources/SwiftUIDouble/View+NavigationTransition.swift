#if os(Linux)
extension View {
    /// Double of `View.navigationTransition(_:)` (iOS 18): how this view arrives when it is pushed
    /// or presented. The double draws no transition; the view is drawn as it is.
    ///
    /// - Parameter style: The transition.
    /// - Returns: This view.
    @available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
    nonisolated public func navigationTransition(_ style: some NavigationTransition) -> some View {
        modifier(TransitionMarkModifier())
    }

    /// Double of `View.matchedTransitionSource(id:in:)` (iOS 18): marks this view as the source of
    /// a zoom with the same identity. The double draws no transition; the view is drawn as it is.
    ///
    /// - Parameters:
    ///   - id: The identity a zoom names.
    ///   - namespace: The namespace of the identity.
    /// - Returns: This view.
    @available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
    nonisolated public func matchedTransitionSource(id: some Hashable, in namespace: Namespace.ID) -> some View {
        modifier(TransitionMarkModifier())
    }
}

/// `navigationTransition(_:)` and `matchedTransitionSource(id:in:)`: draw their content as it is.
@MainActor
struct TransitionMarkModifier: ViewModifier, DrawingModifier {
    typealias Body = Never

    nonisolated init() {}

    func draw(content: any View, in renderer: ViewRenderer, environment: EnvironmentValues) {
        renderer.render(content, in: environment)
    }
}
#endif
