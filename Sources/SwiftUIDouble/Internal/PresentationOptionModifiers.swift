#if os(Linux)
/// `presentationDetents`, `presentationDragIndicator` and `presentationSizing`: mark the enclosing presented layer.
@MainActor
struct PresentationOptionModifier: ViewModifier, DrawingModifier {
    enum Option {
        case detents(Set<PresentationDetent>, selection: Binding<PresentationDetent>?)
        case dragIndicator(Visibility)
        case sizing(SwiftUIDoubleLayer.Sizing)
        case background(String)
    }

    typealias Body = Never
    nonisolated let option: Option

    nonisolated init(option: Option) {
        self.option = option
    }

    func draw(content: any View, in renderer: ViewRenderer, environment: EnvironmentValues) {
        renderer.markPresentationOption(option)
        renderer.render(content, in: environment)
    }
}

/// `background(ignoresSafeAreaEdges:)`: the double draws no background, only the content.
@MainActor
struct BackgroundStyleModifier: ViewModifier, DrawingModifier {
    typealias Body = Never

    nonisolated init() {}

    func draw(content: any View, in renderer: ViewRenderer, environment: EnvironmentValues) {
        renderer.render(content, in: environment)
    }
}

/// `badge(_:)`: read by the enclosing ``TabView``.
@MainActor
struct BadgeModifier: ViewModifier, DrawingModifier {
    typealias Body = Never
    nonisolated let badge: String?

    nonisolated init(badge: String?) {
        self.badge = badge
    }

    func draw(content: any View, in renderer: ViewRenderer, environment: EnvironmentValues) {
        renderer.render(content, in: environment)
    }
}

extension Image: PrimitiveView {
    func draw(in renderer: ViewRenderer, environment: EnvironmentValues) {
        renderer.drawImage(systemName: systemName, name: name)
    }
}

extension Label: PrimitiveView {
    func draw(in renderer: ViewRenderer, environment: EnvironmentValues) {
        renderer.render(title, in: environment, at: "title")
        renderer.render(icon, in: environment, at: "icon")
    }
}
#endif
