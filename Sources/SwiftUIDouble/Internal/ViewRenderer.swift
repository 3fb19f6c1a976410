#if os(Linux)
/// Evaluates a view tree down to its primitive views and records what they draw.
///
/// Custom views get the environment installed into their ``Environment`` properties, then their `body`
/// is rendered; primitive views (``PrimitiveView``) draw themselves, which for containers means
/// rendering their children.
@MainActor
final class ViewRenderer {
    /// A button that was drawn: its title (the texts of its label) and its action.
    struct RenderedButton {
        let title: String
        let action: @MainActor () -> Void
    }

    /// What one render drew, in order.
    struct Output {
        var texts: [String] = []
        var buttons: [RenderedButton] = []
    }

    private(set) var output = Output()

    /// Renders `view` from the root, with a default environment.
    static func render<V: View>(_ view: V) -> Output {
        let renderer = ViewRenderer()
        renderer.render(view, in: EnvironmentValues())
        return renderer.output
    }

    func render<V: View>(_ view: V, in environment: EnvironmentValues) {
        if let primitive = view as? any PrimitiveView {
            primitive.draw(in: self, environment: environment)
        } else {
            Self.install(environment, into: view)
            render(view.body, in: environment)
        }
    }

    func drawText(_ text: String) {
        output.texts.append(text)
    }

    /// Renders `label`, then records a button titled with the texts the label drew.
    func drawButton<Label: View>(label: Label, action: @escaping @MainActor () -> Void, in environment: EnvironmentValues) {
        let firstText = output.texts.count
        render(label, in: environment)
        let title = output.texts[firstText...].joined(separator: " ")
        output.buttons.append(RenderedButton(title: title, action: action))
    }

    /// Fills the ``Environment`` properties of `value`, also those nested in other ``DynamicProperty`` values.
    static func install(_ environment: EnvironmentValues, into value: Any) {
        for child in Mirror(reflecting: value).children {
            if let property = child.value as? any EnvironmentReading {
                property.install(environment)
            } else if child.value is any DynamicProperty {
                install(environment, into: child.value)
            }
        }
    }
}
#endif
