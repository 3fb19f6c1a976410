#if os(Linux)
/// A view the renderer does not evaluate the `body` of: it draws itself.
@MainActor
protocol PrimitiveView {
    func draw(in renderer: ViewRenderer, environment: EnvironmentValues)
}

extension Never: PrimitiveView {
    func draw(in renderer: ViewRenderer, environment: EnvironmentValues) {}
}

extension EmptyView: PrimitiveView {
    func draw(in renderer: ViewRenderer, environment: EnvironmentValues) {}
}

extension Text: PrimitiveView {
    func draw(in renderer: ViewRenderer, environment: EnvironmentValues) {
        renderer.drawText(content)
    }
}

extension Button: PrimitiveView {
    func draw(in renderer: ViewRenderer, environment: EnvironmentValues) {
        renderer.drawButton(label: label, action: action, in: environment)
    }
}

extension TupleView: PrimitiveView {
    /// Draws the tuple's views in order (a `TupleView` of a single view draws that view).
    func draw(in renderer: ViewRenderer, environment: EnvironmentValues) {
        let mirror = Mirror(reflecting: value)
        let elements: [Any] = mirror.displayStyle == .tuple ? mirror.children.map(\.value) : [value]
        for element in elements {
            guard let view = element as? any View else {
                preconditionFailure("TupleView element \(type(of: element)) is not a View")
            }
            renderer.render(view, in: environment)
        }
    }
}

extension _ConditionalContent: PrimitiveView where TrueContent: View, FalseContent: View {
    func draw(in renderer: ViewRenderer, environment: EnvironmentValues) {
        switch storage {
        case .trueContent(let view):
            renderer.render(view, in: environment)
        case .falseContent(let view):
            renderer.render(view, in: environment)
        }
    }
}

extension Optional: PrimitiveView where Wrapped: View {
    func draw(in renderer: ViewRenderer, environment: EnvironmentValues) {
        if let self {
            renderer.render(self, in: environment)
        }
    }
}

extension AnyView: PrimitiveView {
    func draw(in renderer: ViewRenderer, environment: EnvironmentValues) {
        renderer.render(storage, in: environment)
    }
}

extension VStack: PrimitiveView {
    func draw(in renderer: ViewRenderer, environment: EnvironmentValues) {
        renderer.render(content, in: environment)
    }
}

extension ModifiedContent: PrimitiveView where Content: View, Modifier: ViewModifier {
    /// An environment-writing modifier draws the content in the changed environment; any other modifier
    /// draws its `body(content:)`, in which ``_ViewModifier_Content`` stands for the content.
    func draw(in renderer: ViewRenderer, environment: EnvironmentValues) {
        if let writer = modifier as? any EnvironmentWriting {
            var changed = environment
            writer.write(into: &changed)
            renderer.render(content, in: changed)
        } else {
            ViewRenderer.install(environment, into: modifier)
            renderer.render(modifier.body(content: _ViewModifier_Content(content: content)), in: environment)
        }
    }
}

extension _ViewModifier_Content: PrimitiveView {
    func draw(in renderer: ViewRenderer, environment: EnvironmentValues) {
        renderer.render(content, in: environment)
    }
}
#endif
