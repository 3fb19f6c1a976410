#if os(Linux)
/// Double of SwiftUI's `View`: a piece of user interface whose `body` describes its content.
///
/// ```swift
/// struct Greeting: View {
///     @Environment(\.userName) private var name
///
///     var body: some View {
///         Text("Hello, \(name)")
///     }
/// }
/// ```
///
/// The double evaluates `body` when a ``UIHostingController`` renders; primitive views (``Text``,
/// ``Button``, ``VStack`` …) are drawn by the double itself and their `body` is never evaluated.
@_typeEraser(AnyView) @MainActor @preconcurrency
public protocol View {
    /// Double of `View.Body`: the type of view this view's `body` returns.
    associatedtype Body: View

    /// Double of `View.body`: the view's content, evaluated each time the hosting controller renders.
    @ViewBuilder @MainActor @preconcurrency var body: Self.Body { get }
}
#endif
