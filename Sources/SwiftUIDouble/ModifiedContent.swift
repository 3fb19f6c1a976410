#if os(Linux)
/// Double of SwiftUI's `ModifiedContent`: a view (or modifier) with a modifier applied.
@frozen
public struct ModifiedContent<Content, Modifier> {
    /// Double of `ModifiedContent.Body`.
    public typealias Body = Never

    /// Double of `ModifiedContent.content`: the view the modifier applies to.
    public var content: Content

    /// Double of `ModifiedContent.modifier`.
    public var modifier: Modifier

    /// Double of `ModifiedContent.init(content:modifier:)`.
    nonisolated public init(content: Content, modifier: Modifier) {
        self.content = content
        self.modifier = modifier
    }
}

extension ModifiedContent: View where Content: View, Modifier: ViewModifier {
    /// Double of `ModifiedContent.body`: never evaluated, the renderer applies the modifier itself.
    @MainActor @preconcurrency public var body: ModifiedContent<Content, Modifier>.Body {
        preconditionFailure("ModifiedContent is a primitive view: its body is never evaluated")
    }
}
#endif
