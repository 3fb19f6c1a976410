#if os(Linux)
extension View {
    /// Double of `View.onAppear(perform:)`: runs `action` when the view comes on screen.
    ///
    /// The ``SwiftUIDoubleRuntime`` runs it when the transition that shows the view starts (a push, a
    /// pop revealing it, a presentation, a tab selection), in the order the views are drawn.
    ///
    /// - Parameter action: What to run.
    /// - Returns: This view.
    nonisolated public func onAppear(perform action: (() -> Void)? = nil) -> some View {
        modifier(AppearanceModifier(onAppear: action, onDisappear: nil))
    }

    /// Double of `View.onDisappear(perform:)`: runs `action` when the view has left the screen.
    ///
    /// The runtime runs it when the transition that hides the view has finished (after a pop, a
    /// dismissal, a push over it, a full-screen cover over it), or in the same update for a tab switch.
    ///
    /// - Parameter action: What to run.
    /// - Returns: This view.
    nonisolated public func onDisappear(perform action: (() -> Void)? = nil) -> some View {
        modifier(AppearanceModifier(onAppear: nil, onDisappear: action))
    }
}
#endif
