#if os(Linux)
/// Double of SwiftUI's `Animation`: how a change animates; the double only tells animated from not.
public struct Animation: Equatable, Sendable {
    let name: String

    /// Double of `Animation.default`.
    public static let `default`: Animation = Animation(name: "default")
}

/// Double of SwiftUI's `withAnimation(_:_:)`: runs `body` in a transaction with `animation`.
///
/// - Parameters:
///   - animation: The animation, or `nil` for none.
///   - body: The changes.
/// - Returns: What `body` returns.
public func withAnimation<Result>(_ animation: Animation? = .default, _ body: () throws -> Result) rethrows -> Result {
    try withTransaction(Transaction(animation: animation), body)
}

/// Double of SwiftUI's `withAnimation(_:completionCriteria:_:completion:)`: also runs `completion` when
/// the transitions the changes started have finished.
///
/// - Parameters:
///   - animation: The animation, or `nil` for none.
///   - completionCriteria: When the animation counts as finished; the double treats both alike.
///   - body: The changes.
///   - completion: What to run when they are finished.
/// - Returns: What `body` returns.
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
public func withAnimation<Result>(_ animation: Animation? = .default, completionCriteria: AnimationCompletionCriteria = .logicallyComplete, _ body: () throws -> Result, completion: @escaping () -> Void) rethrows -> Result {
    var transaction = Transaction(animation: animation)
    transaction.addAnimationCompletion(criteria: completionCriteria, completion)
    return try withTransaction(transaction, body)
}
#endif
