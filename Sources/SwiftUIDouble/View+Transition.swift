#if os(Linux)
extension View {
    /// Double of `View.transition(_:)` for an `AnyTransition`: how this view is inserted and
    /// removed. The double draws no transition: the runtime records it as played when the view
    /// is inserted or removed, or replaced by a new identity (`id(_:)`), in a change that
    /// animates, and holds it in flight like a presentation.
    ///
    /// - Parameter t: The transition.
    /// - Returns: This view.
    @_disfavoredOverload nonisolated public func transition(_ t: AnyTransition) -> some View {
        modifier(ViewTransitionModifier(transition: t))
    }

    /// Double of `View.id(_:)`: this view's identity; a new identity makes it a new view, which
    /// replaces the old one with the transition given around it (`transition(_:)`).
    ///
    /// - Parameter id: The identity.
    /// - Returns: This view.
    nonisolated public func id<ID>(_ id: ID) -> some View where ID: Hashable {
        modifier(IdentityModifier(id: AnyHashable(id)))
    }
}

/// `transition(_:)`: the transition the identified view inside plays.
@MainActor
struct ViewTransitionModifier: ViewModifier, DrawingModifier {
    typealias Body = Never
    nonisolated(unsafe) let transition: AnyTransition

    nonisolated init(transition: AnyTransition) {
        self.transition = transition
    }

    func draw(content: any View, in renderer: ViewRenderer, environment: EnvironmentValues) {
        let outer = renderer.viewTransition
        defer { renderer.viewTransition = outer }
        if let modified = content as? any ModifiedView, modified.anyModifier is IdentityModifier {
            // An identified view: its new identities play the transition.
            renderer.viewTransition = transition
            renderer.render(content, in: environment)
        } else {
            // The view itself plays it as it is inserted or removed.
            renderer.viewTransition = nil
            renderer.runtime?.transitionedViewDrawn(at: renderer.path, transition: transition, layer: renderer.layer.id)
            renderer.render(content, in: environment)
        }
    }
}

/// `id(_:)`: the view's identity at its place; a new one is a new view.
@MainActor
struct IdentityModifier: ViewModifier, DrawingModifier {
    typealias Body = Never
    nonisolated(unsafe) let id: AnyHashable

    nonisolated init(id: AnyHashable) {
        self.id = id
    }

    func draw(content: any View, in renderer: ViewRenderer, environment: EnvironmentValues) {
        let transition = renderer.viewTransition
        renderer.viewTransition = nil
        renderer.runtime?.identityDrawn(id, at: renderer.path, transition: transition)
        renderer.render(content, in: environment)
    }
}
#endif
