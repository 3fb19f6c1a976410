#if os(Linux)
extension View {
    /// Double of `View.transition(_:)` for an `AnyTransition`: how this view is inserted and
    /// removed. The double draws no transition; the view is drawn as it is.
    ///
    /// - Parameter t: The transition.
    /// - Returns: This view.
    @_disfavoredOverload nonisolated public func transition(_ t: AnyTransition) -> some View {
        modifier(TransitionMarkModifier())
    }

    /// Double of `View.id(_:)`: this view's identity; a new identity makes it a new view. The
    /// double draws the view as it is.
    ///
    /// - Parameter id: The identity.
    /// - Returns: This view.
    nonisolated public func id<ID>(_ id: ID) -> some View where ID: Hashable {
        modifier(TransitionMarkModifier())
    }
}
#endif
