#if os(Linux)
/// Double of SwiftUI's `_ConditionalContent`: the branch an `if`/`else` or `switch` in a ``ViewBuilder`` took.
@frozen
public struct _ConditionalContent<TrueContent, FalseContent> {
    /// Double of `_ConditionalContent.Storage`: the view of the branch taken.
    @frozen
    public enum Storage {
        /// The `if` branch.
        case trueContent(TrueContent)
        /// The `else` branch.
        case falseContent(FalseContent)
    }

    /// Double of `_ConditionalContent.storage`.
    public let storage: _ConditionalContent<TrueContent, FalseContent>.Storage
}

extension _ConditionalContent: View where TrueContent: View, FalseContent: View {
    /// Double of `_ConditionalContent.Body`.
    public typealias Body = Never

    /// The builder's initializer (`@usableFromInline` in SwiftUI).
    init(storage: _ConditionalContent<TrueContent, FalseContent>.Storage) {
        self.storage = storage
    }
}
#endif
