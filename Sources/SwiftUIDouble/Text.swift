#if os(Linux)
/// Double of SwiftUI's `Text`: a string shown as is (the double does not localize).
///
/// ```swift
/// Text("Order #\(order.number)")
/// ```
@frozen
public struct Text: Equatable, Sendable {
    /// The string shown.
    let content: String

    /// Double of `Text.init(verbatim:)`: shows `content` without localizing it.
    public init(verbatim content: String) {
        self.content = content
    }

    /// Double of `Text.init(_:)` for a string value: shows `content` without localizing it.
    @_disfavoredOverload
    public init<S>(_ content: S) where S: StringProtocol {
        self.content = String(content)
    }
}

extension Text: View {
    /// Double of `Text.Body`.
    public typealias Body = Never
}
#endif
