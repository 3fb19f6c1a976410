#if os(Linux)
/// Double of SwiftUI's `_ViewModifier_Content`: the `content` a ``ViewModifier`` receives, standing for the modified view.
@MainActor @preconcurrency
public struct _ViewModifier_Content<Modifier>: View where Modifier: ViewModifier {
    /// The modified view; drawn where the modifier's body places this value.
    nonisolated(unsafe) let content: any View

    nonisolated init(content: any View) {
        self.content = content
    }

    /// Double of `_ViewModifier_Content.Body`.
    public typealias Body = Never
}
#endif
