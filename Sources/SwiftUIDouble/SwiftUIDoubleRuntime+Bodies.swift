#if os(Linux)
// When SwiftUI evaluates a view's body again. It keeps a view's last body when the view's new
// value equals its old one and nothing the view depends on changed (Apple's documentation of
// `Equatable` views and `EquatableView`: "prevents the content from updating when its new value
// is equal to the old value"); the views inside a kept body are the same values as before, so
// SwiftUI keeps theirs too, unless what they depend on changed.
//
// The double's rules, each the stricter choice where SwiftUI's own is undocumented (it also
// compares plain values field by field): a view that conforms to `Equatable`, equals its last
// value and depends on nothing that changed keeps its body; inside a kept body, a view that
// depends on nothing that changed keeps its body too. A view depends on its `State`s (changed when
// written since the last update) and on any other dynamic property (`Environment`, `Binding`,
// `Namespace`: always counted as changed); after a change of an `@Observable` property, every body
// is evaluated. Views a closure makes during the update (a destination, a presentation's content)
// are new values even inside a kept body.

extension SwiftUIDoubleRuntime {
    /// How many times SwiftUI has evaluated the body of each view type so far, by the type's name
    /// (`String(describing:)`). Not SwiftUI API.
    public var bodyEvaluations: [String: Int] { bodyEvaluationCounts }

    /// The body `view` kept from the last pass at `path`, or `nil` when SwiftUI evaluates it again.
    func keptBody<V: View>(of view: V, at path: String, insideKeptBody: Bool) -> (any View)? {
        visitedBodies.insert(path)
        guard keepsBodies, let last = bodies[path], dependsOnNothingChanged(view, at: path) else { return nil }
        if insideKeptBody { return last.body }
        guard let equatable = view as? any Equatable, Self.equals(equatable, last.view) else { return nil }
        return last.body
    }

    /// Notes that SwiftUI evaluated the body of `view` at `path`.
    func evaluatedBody<V: View>(_ body: V.Body, of view: V, at path: String) {
        visitedBodies.insert(path)
        bodies[path] = (view, body)
        bodyEvaluationCounts[String(describing: V.self), default: 0] += 1
    }

    /// Whether the view's dynamic properties are all `State`s none of which was written since the
    /// last pass; any other (`Environment`, `Binding`, `Namespace`) counts as changed.
    private func dependsOnNothingChanged(_ view: Any, at path: String) -> Bool {
        for child in Mirror(reflecting: view).children where child.value is any DynamicProperty {
            guard child.value is any StateInstalling else { return false }
            if changedStates.contains(path + "." + (child.label ?? "")) { return false }
        }
        return true
    }

    private static func equals<E: Equatable>(_ value: E, _ other: Any) -> Bool {
        guard let other = other as? E else { return false }
        return value == other
    }
}
#endif
