#if os(Linux)
/// Double of SwiftUI's `ViewModifier`: a reusable change to a view, applied with `View.modifier(_:)`.
///
/// ```swift
/// struct Titled: ViewModifier {
///     let title: String
///     func body(content: Content) -> some View {
///         VStack { Text(title); content }
///     }
/// }
/// ```
@preconcurrency @MainActor
public protocol ViewModifier {
    /// Double of `ViewModifier.Body`: the type of view `body(content:)` returns.
    associatedtype Body: View

    /// Double of `ViewModifier.body(content:)`: the modified view, built around `content`.
    @ViewBuilder @MainActor @preconcurrency func body(content: Self.Content) -> Self.Body

    /// Double of `ViewModifier.Content`: the view the modifier is applied to.
    typealias Content = _ViewModifier_Content<Self>
}

extension ViewModifier where Self.Body == Never {
    /// Double of the `body(content:)` of SwiftUI's primitive modifiers: never evaluated, it traps.
    @MainActor @preconcurrency public func body(content: Self.Content) -> Self.Body {
        preconditionFailure("\(Self.self) is a primitive modifier: its body is never evaluated")
    }
}
#endif
