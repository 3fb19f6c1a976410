#if os(Linux)
/// A modifier the renderer does not evaluate: it draws its content itself.
@MainActor
protocol DrawingModifier {
    func draw(content: any View, in renderer: ViewRenderer, environment: EnvironmentValues)
}

/// `navigationDestination(for:destination:)`: registers a destination with the enclosing stack.
@MainActor
struct DestinationModifier: ViewModifier, DrawingModifier {
    typealias Body = Never
    nonisolated let type: ObjectIdentifier
    nonisolated let typeName: String
    nonisolated(unsafe) let destination: (AnyHashable) -> AnyView?

    nonisolated init(type: ObjectIdentifier, typeName: String, destination: @escaping (AnyHashable) -> AnyView?) {
        self.type = type
        self.typeName = typeName
        self.destination = destination
    }

    func draw(content: any View, in renderer: ViewRenderer, environment: EnvironmentValues) {
        renderer.registerDestination(type: type, name: typeName, destination)
        renderer.render(content, in: environment)
    }
}

/// `tag(_:includeOptional:)`: read by the enclosing ``TabView``.
@MainActor
struct TagModifier: ViewModifier, DrawingModifier {
    typealias Body = Never
    nonisolated(unsafe) let tag: TabTag

    nonisolated init(tag: TabTag) {
        self.tag = tag
    }

    func draw(content: any View, in renderer: ViewRenderer, environment: EnvironmentValues) {
        renderer.render(content, in: environment)
    }
}

/// `tabItem(_:)`: read by the enclosing ``TabView``.
@MainActor
struct TabItemModifier: ViewModifier, DrawingModifier {
    typealias Body = Never
    nonisolated let label: AnyView

    nonisolated init(label: AnyView) {
        self.label = label
    }

    func draw(content: any View, in renderer: ViewRenderer, environment: EnvironmentValues) {
        renderer.render(content, in: environment)
    }
}

/// `interactiveDismissDisabled(_:)`: marks the enclosing presented layer.
@MainActor
struct DismissDisabledModifier: ViewModifier, DrawingModifier {
    typealias Body = Never
    nonisolated let isDisabled: Bool

    nonisolated init(isDisabled: Bool) {
        self.isDisabled = isDisabled
    }

    func draw(content: any View, in renderer: ViewRenderer, environment: EnvironmentValues) {
        renderer.markInteractiveDismissDisabled(isDisabled)
        renderer.render(content, in: environment)
    }
}

/// `onAppear(perform:)` and `onDisappear(perform:)`.
@MainActor
struct AppearanceModifier: ViewModifier, DrawingModifier {
    typealias Body = Never
    nonisolated(unsafe) let onAppear: (() -> Void)?
    nonisolated(unsafe) let onDisappear: (() -> Void)?

    nonisolated init(onAppear: (() -> Void)?, onDisappear: (() -> Void)?) {
        self.onAppear = onAppear
        self.onDisappear = onDisappear
    }

    func draw(content: any View, in renderer: ViewRenderer, environment: EnvironmentValues) {
        renderer.registerAppearance(onAppear: onAppear, onDisappear: onDisappear)
        renderer.render(content, in: environment, at: "c")
    }
}

/// `sheet`, `fullScreenCover` and `popover`, with a Boolean or an item.
@MainActor
struct PresentationModifier: ViewModifier, DrawingModifier {
    typealias Body = Never
    nonisolated let kind: SwiftUIDoublePresentationKind
    /// The identity the binding asks for: `true` for a Boolean, the item's `id`, or `nil` for none.
    nonisolated(unsafe) let requested: () -> AnyHashable?
    /// The content for the binding's current value, or `nil` when it asks for none.
    nonisolated(unsafe) let makeContent: () -> AnyView?
    /// Writes `false` or `nil` into the binding (the user's dismissal).
    nonisolated(unsafe) let writeDismissal: (Transaction) -> Void
    nonisolated(unsafe) let onDismiss: (() -> Void)?

    nonisolated init<Content: View>(kind: SwiftUIDoublePresentationKind, isPresented: Binding<Bool>, onDismiss: (() -> Void)?, content: @escaping () -> Content) {
        self.kind = kind
        requested = { isPresented.wrappedValue ? AnyHashable(true) : nil }
        makeContent = { isPresented.wrappedValue ? AnyView(content()) : nil }
        writeDismissal = { transaction in isPresented.transaction(transaction).wrappedValue = false }
        self.onDismiss = onDismiss
    }

    nonisolated init<Item: Identifiable, Content: View>(kind: SwiftUIDoublePresentationKind, item: Binding<Item?>, onDismiss: (() -> Void)?, content: @escaping (Item) -> Content) {
        self.kind = kind
        requested = { item.wrappedValue.map { AnyHashable($0.id) } }
        makeContent = { item.wrappedValue.map { AnyView(content($0)) } }
        writeDismissal = { transaction in item.transaction(transaction).wrappedValue = nil }
        self.onDismiss = onDismiss
    }

    func draw(content: any View, in renderer: ViewRenderer, environment: EnvironmentValues) {
        renderer.render(content, in: environment, at: "c")
        renderer.drawPresentation(self, environment: environment)
    }
}
#endif
