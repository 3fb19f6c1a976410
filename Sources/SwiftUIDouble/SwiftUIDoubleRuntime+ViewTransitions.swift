#if os(Linux)
// Which view transitions (`transition(_:)`) SwiftUI plays: a view's, when it is inserted, or
// replaced by a view of a new identity (`id(_:)`), in a change whose transaction has an animation
// and does not disable animations; never on the first render. Sources: Apple's documentation of
// `transition(_:)` ("the transition only takes effect within the context of an animation") and of
// `id(_:)` (a new identity is a new view); `disablesAnimations` turns them off; a view without a
// transition fades (`.opacity`), `.identity` shows nothing. Assumption, the stricter choice: the
// view's removal plays the same transition in the same change, and is not recorded apart.

extension SwiftUIDoubleRuntime {
    /// The view transitions SwiftUI has played, by name ("opacity", "slide",
    /// "move(edge: bottom)"), oldest first. Not SwiftUI API.
    public var playedViewTransitions: [String] { viewTransitionsPlayed }

    /// Notes the identity of an identified view drawn at `path`, and plays its transition when it
    /// is a new view in an animated change.
    func identityDrawn(_ id: AnyHashable, at path: String, transition: AnyTransition?) {
        visitedIdentities.insert(path)
        let previous = shownIdentities[path]
        shownIdentities[path] = id
        guard hasDrawn, previous != id else { return }
        guard passTransaction.animation != nil, !passTransaction.disablesAnimations else { return }
        let name = (transition ?? .opacity).name
        guard name != AnyTransition.identity.name else { return }
        viewTransitionsPlayed.append(name)
        didPlayViewTransition?(name)
    }
}
#endif
