#if os(Linux)
/// Double of SwiftUI's `AnimationCompletionCriteria`: when an animation counts as finished.
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
public struct AnimationCompletionCriteria: Hashable, Sendable {
    let name: String

    /// Double of `AnimationCompletionCriteria.logicallyComplete`.
    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
    public static let logicallyComplete: AnimationCompletionCriteria = AnimationCompletionCriteria(name: "logicallyComplete")

    /// Double of `AnimationCompletionCriteria.removed`.
    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
    public static let removed: AnimationCompletionCriteria = AnimationCompletionCriteria(name: "removed")
}
#endif
