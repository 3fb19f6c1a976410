#if os(Linux)
extension View {
    /// Double of `View.navigationTitle(_:)` for a text. The double shows no navigation bar: the
    /// title is accepted and not drawn.
    ///
    /// - Parameter title: The title of the screen.
    /// - Returns: This view.
    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
    nonisolated public func navigationTitle(_ title: Text) -> some View {
        modifier(NavigationTitleModifier(title: title.content))
    }

    /// Double of `View.navigationTitle(_:)` for a string. The double shows no navigation bar: the
    /// title is accepted and not drawn.
    ///
    /// - Parameter title: The title of the screen, as is (the double does not localize).
    /// - Returns: This view.
    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
    @_disfavoredOverload nonisolated public func navigationTitle<S>(_ title: S) -> some View where S: StringProtocol {
        modifier(NavigationTitleModifier(title: String(title)))
    }
}

/// A screen's title; the double draws the content only.
struct NavigationTitleModifier: ViewModifier, DrawingModifier {
    typealias Body = Never
    nonisolated let title: String

    nonisolated init(title: String) {
        self.title = title
    }

    func draw(content: any View, in renderer: ViewRenderer, environment: EnvironmentValues) {
        renderer.render(content, in: environment)
    }
}
#endif
