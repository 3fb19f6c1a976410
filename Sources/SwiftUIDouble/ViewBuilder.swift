#if os(Linux)
/// Double of SwiftUI's `ViewBuilder`: the result builder that turns a block of views into one view.
///
/// ```swift
/// @ViewBuilder var content: some View {
///     Text("Title")
///     if showsDetail { Text("Detail") } else { EmptyView() }
/// }
/// ```
///
/// SwiftUI spells the attribute with its old name, `@_functionBuilder`; the double uses `@resultBuilder`,
/// the same attribute, because the old name now warns.
@resultBuilder
public struct ViewBuilder {
    /// Double of `ViewBuilder.buildExpression(_:)`: each statement of the block as is.
    public static func buildExpression<Content>(_ content: Content) -> Content where Content: View {
        content
    }

    /// Double of `ViewBuilder.buildBlock()`: an empty block is an ``EmptyView``.
    public static func buildBlock() -> EmptyView {
        EmptyView()
    }

    /// Double of `ViewBuilder.buildBlock(_:)` for one view: that view.
    public static func buildBlock<Content>(_ content: Content) -> Content where Content: View {
        content
    }

    /// Double of `ViewBuilder.buildBlock(_:)` for several views: a ``TupleView`` of them, in order.
    @_disfavoredOverload
    public static func buildBlock<each Content>(_ content: repeat each Content) -> TupleView<(repeat each Content)> where repeat each Content: View {
        TupleView((repeat each content))
    }
}

extension ViewBuilder {
    /// Double of `ViewBuilder.buildIf(_:)`: an `if` without `else` (or `if let`) is an optional view.
    public static func buildIf<Content>(_ content: Content?) -> Content? where Content: View {
        content
    }

    /// Double of `ViewBuilder.buildEither(first:)`: the `if` branch of an `if`/`else` or the first cases of a `switch`.
    public static func buildEither<TrueContent, FalseContent>(first: TrueContent) -> _ConditionalContent<TrueContent, FalseContent> where TrueContent: View, FalseContent: View {
        .init(storage: .trueContent(first))
    }

    /// Double of `ViewBuilder.buildEither(second:)`: the `else` branch of an `if`/`else` or the later cases of a `switch`.
    public static func buildEither<TrueContent, FalseContent>(second: FalseContent) -> _ConditionalContent<TrueContent, FalseContent> where TrueContent: View, FalseContent: View {
        .init(storage: .falseContent(second))
    }
}

extension ViewBuilder {
    /// Double of `ViewBuilder.buildLimitedAvailability(_:)`: the content of an `if #available` branch, type-erased.
    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
    public static func buildLimitedAvailability<Content>(_ content: Content) -> AnyView where Content: View {
        .init(content)
    }
}
#endif
