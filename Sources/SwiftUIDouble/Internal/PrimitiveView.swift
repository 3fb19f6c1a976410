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
        renderer.drawButton(label: label, action: action, role: doubleRole, in: environment)
    }
}

extension TupleView: PrimitiveView, TupleViewContent {
    /// Draws the tuple's views in order, each at its position (a `TupleView` of a single view draws that view).
    func draw(in renderer: ViewRenderer, environment: EnvironmentValues) {
        for (index, view) in elements.enumerated() {
            renderer.render(view, in: environment, at: "\(index)")
        }
    }

    var elements: [any View] {
        let mirror = Mirror(reflecting: value)
        let elements: [Any] = mirror.displayStyle == .tuple ? mirror.children.map(\.value) : [value]
        return elements.map { element in
            guard let view = element as? any View else {
                preconditionFailure("TupleView element \(type(of: element)) is not a View")
            }
            return view
        }
    }
}

extension _ConditionalContent: PrimitiveView where TrueContent: View, FalseContent: View {
    func draw(in renderer: ViewRenderer, environment: EnvironmentValues) {
        switch storage {
        case .trueContent(let view):
            renderer.render(view, in: environment, at: "true")
        case .falseContent(let view):
            renderer.render(view, in: environment, at: "false")
        }
    }
}

extension Optional: PrimitiveView where Wrapped: View {
    func draw(in renderer: ViewRenderer, environment: EnvironmentValues) {
        if let self {
            renderer.render(self, in: environment, at: "some")
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

extension ModifiedContent: PrimitiveView, ModifiedView where Content: View, Modifier: ViewModifier {
    /// An environment-writing modifier draws the content in the changed environment; the double's own
    /// modifiers (navigation, presentation, appearance, tabs) draw it themselves; any other modifier
    /// draws its `body(content:)`, in which ``_ViewModifier_Content`` stands for the content.
    func draw(in renderer: ViewRenderer, environment: EnvironmentValues) {
        if let drawing = modifier as? any DrawingModifier {
            drawing.draw(content: content, in: renderer, environment: environment)
        } else if let writer = modifier as? any EnvironmentWriting {
            var changed = environment
            writer.write(into: &changed)
            renderer.render(content, in: changed)
        } else {
            ViewRenderer.install(environment, into: modifier)
            renderer.installState(into: modifier, named: String(describing: Modifier.self))
            renderer.render(modifier.body(content: _ViewModifier_Content(content: content)), in: environment, at: String(describing: Modifier.self))
        }
    }

    var anyContent: any View { content }
    var anyModifier: Any { modifier }
}

extension NavigationStack: PrimitiveView {
    func draw(in renderer: ViewRenderer, environment: EnvironmentValues) {
        renderer.drawStack(root: root, path: path, environment: environment)
    }
}

extension NavigationSplitView: PrimitiveView {
    func draw(in renderer: ViewRenderer, environment: EnvironmentValues) {
        let columns: [any View] = Content.self == EmptyView.self ? [sidebar, detail] : [sidebar, content, detail]
        renderer.drawSplit(columns: columns, columnVisibility: columnVisibility, compactColumn: compactColumn, environment: environment)
    }
}

extension TabView: PrimitiveView {
    func draw(in renderer: ViewRenderer, environment: EnvironmentValues) {
        renderer.drawTabs(content: content, selection: selection, environment: environment)
    }
}

extension _ViewModifier_Content: PrimitiveView {
    func draw(in renderer: ViewRenderer, environment: EnvironmentValues) {
        renderer.render(content, in: environment)
    }
}
#endif
