#if os(Linux)
// Which view transitions (`transition(_:)`) SwiftUI plays: a view's, when it is inserted, or
// replaced by a view of a new identity (`id(_:)`), in a change whose transaction has an animation
// and does not disable animations; never on the first render. Sources: Apple's documentation of
// `transition(_:)` ("the transition only takes effect within the context of an animation") and of
// `id(_:)` (a new identity is a new view); `disablesAnimations` turns them off; a view without a
// transition fades (`.opacity`), `.identity` shows nothing. Assumption, the stricter choice: the
// view's removal plays the same transition in the same change, and is not recorded apart.
// A view with a transition of its own (no `id(_:)` inside) plays it when it is inserted into, or
// removed from, a layer that stays on screen: not with the layer's own first render (a presented
// layer's content is there as the presentation starts) nor with its dismissal. Each transition
// played runs until it is finished, as a presentation does: the transaction's completions wait
// for it (`addAnimationCompletion`: "when the animation completes", Apple's documentation).

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
        play(name)
    }

    /// Notes a view drawn at `path` with a transition of its own in `layer`, and plays the
    /// transition when the view is inserted in an animated change into a layer drawn before.
    func transitionedViewDrawn(at path: String, transition: AnyTransition, layer: String) {
        let name = transition.name
        visitedTransitionedViews[path] = (name, layer)
        guard shownTransitionedViews[path] == nil, hasDrawn, lastLayers.contains(where: { $0.id == layer }) else {
            return
        }
        guard passTransaction.animation != nil, !passTransaction.disablesAnimations else { return }
        guard name != AnyTransition.identity.name else { return }
        play(name)
    }

    /// Plays the transitions of the views with one of their own that this pass removed from a
    /// layer still drawn, in an animated change; then remembers what it drew.
    func transitionedViewsRemoved(drawnLayers: Set<String>) {
        defer { shownTransitionedViews = visitedTransitionedViews }
        guard passTransaction.animation != nil, !passTransaction.disablesAnimations else { return }
        for (path, shown) in shownTransitionedViews.sorted(by: { $0.key < $1.key })
        where visitedTransitionedViews[path] == nil && drawnLayers.contains(shown.layer)
            && shown.transition != AnyTransition.identity.name
        {
            play(shown.transition)
        }
    }

    private func play(_ name: String) {
        viewTransitionsPlayed.append(name)
        start(.view(name))
        didPlayViewTransition?(name)
    }
}
#endif
