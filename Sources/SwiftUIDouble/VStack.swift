#if os(Linux)
/// Double of SwiftUI's `VStack`: views arranged vertically; the double draws them in order.
///
/// ```swift
/// VStack(alignment: .leading) {
///     Text("Total")
///     Button("Pay") { coordinator.pay() }
/// }
/// ```
@frozen @MainActor @preconcurrency
public struct VStack<Content>: View where Content: View {
    /// Written once by the initializer, then read on the main actor (see SwiftUIDouble.swift on isolation).
    nonisolated(unsafe) let content: Content
    nonisolated let alignment: HorizontalAlignment
    nonisolated let spacing: CGFloat?

    /// Double of `VStack.init(alignment:spacing:content:)`; alignment and spacing are kept but not laid out.
    ///
    /// - Parameters:
    ///   - alignment: How the views line up horizontally.
    ///   - spacing: The distance between adjacent views, or `nil` for the default.
    ///   - content: The views, top to bottom.
    nonisolated public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }

    /// Double of `VStack.Body`.
    public typealias Body = Never
}
#endif
