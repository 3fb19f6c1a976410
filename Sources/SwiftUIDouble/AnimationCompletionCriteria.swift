#if os(Linux)
/// Double of SwiftUI's `AnimationCompletionCriteria`: when an animation counts as finished.
public struct AnimationCompletionCriteria: Hashable, Sendable {
    let name: String

    /// Double of `AnimationCompletionCriteria.logicallyComplete`.
    public static let logicallyComplete: AnimationCompletionCriteria = AnimationCompletionCriteria(name: "logicallyComplete")

    /// Double of `AnimationCompletionCriteria.removed`.
    public static let removed: AnimationCompletionCriteria = AnimationCompletionCriteria(name: "removed")
}
#endif
