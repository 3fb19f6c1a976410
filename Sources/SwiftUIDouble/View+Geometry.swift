#if os(Linux)
extension View {
    /// Double of `View.onGeometryChange(for:of:action:)` (iOS 16, back-deployed): runs `action`
    /// with what `transform` reads from the view's geometry, when the view is first laid out and
    /// whenever that value changes.
    ///
    /// The double lays out a hosting controller's content (`UIHostingController`) on UIKit's
    /// next layout pass after each render: the action never runs inside the render, as in
    /// SwiftUI, and not before the layout pass has run (`settle()` the window's runtime). Each
    /// drawn text or button is a row of 44 points, as wide as the hosting controller's view, one
    /// under the other; a view's frame holds the rows it drew. `NavigatorView`'s runtime lays
    /// nothing out.
    ///
    /// - Parameters:
    ///   - type: The type of the value read.
    ///   - transform: Reads the value from the view's geometry.
    ///   - action: Runs with the new value.
    /// - Returns: This view.
    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
    @_alwaysEmitIntoClient @preconcurrency nonisolated public func onGeometryChange<T>(
        for type: T.Type, of transform: @escaping @Sendable (GeometryProxy) -> T,
        action: @escaping (_ newValue: T) -> Void
    ) -> some View where T: Equatable, T: Sendable {
        modifier(GeometryActionModifier(transform: transform, action: action))
    }
}

/// `onGeometryChange(for:of:action:)`: records the rows its content draws, with how to report
/// their frame to the action.
@MainActor @usableFromInline
struct GeometryActionModifier<Value: Equatable & Sendable>: ViewModifier, DrawingModifier {
    @usableFromInline typealias Body = Never
    nonisolated let transform: @Sendable (GeometryProxy) -> Value
    nonisolated(unsafe) let action: (Value) -> Void

    @usableFromInline nonisolated init(transform: @escaping @Sendable (GeometryProxy) -> Value, action: @escaping (Value) -> Void) {
        self.transform = transform
        self.action = action
    }

    func draw(content: any View, in renderer: ViewRenderer, environment: EnvironmentValues) {
        let (transform, action) = (self.transform, self.action)
        renderer.drawMeasured(content, in: environment) { proxy, last in
            let value = transform(proxy)
            if let last = last as? Value, last == value { return last }
            action(value)
            return value
        }
    }
}
#endif
