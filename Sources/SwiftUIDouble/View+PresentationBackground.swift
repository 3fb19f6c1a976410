#if os(Linux)
extension View {
    /// Double of `View.presentationBackground(_:)` (iOS 16.4): the background of the enclosing
    /// presentation, in place of the system's. The double draws none: the layer records the
    /// style's name (`SwiftUIDoubleLayer.background`).
    ///
    /// - Parameter style: The style to fill the presentation's background with.
    /// - Returns: This view.
    @available(iOS 16.4, macOS 13.3, tvOS 16.4, watchOS 9.4, *)
    nonisolated public func presentationBackground<S>(_ style: S) -> some View where S: ShapeStyle {
        modifier(PresentationOptionModifier(option: .background(String(describing: style))))
    }

    /// Double of `View.background(ignoresSafeAreaEdges:)` (iOS 15): the default background style
    /// behind this view, into the safe area at `edges`. The double draws no background.
    ///
    /// - Parameter edges: The edges whose safe area the background fills.
    /// - Returns: This view.
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
    nonisolated public func background(ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View {
        modifier(BackgroundStyleModifier())
    }
}
#endif
