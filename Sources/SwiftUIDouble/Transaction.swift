#if os(Linux)
/// Double of SwiftUI's `Transaction`: the context of a state change, such as its animation.
///
/// ```swift
/// var transaction = Transaction()
/// transaction.disablesAnimations = true
/// withTransaction(transaction) { path.removeAll() }
/// ```
///
/// The ``SwiftUIDoubleRuntime`` reads `disablesAnimations` (transitions it starts are then not
/// animated, though they still finish on a later turn, as UIKit's do) and runs the animation
/// completions when the transitions the change started have finished.
public struct Transaction {
    /// Double of `Transaction.animation`.
    public var animation: Animation?

    /// Double of `Transaction.disablesAnimations`: whether the change's transitions run without animation.
    public var disablesAnimations: Bool = false

    /// Completions added with `addAnimationCompletion(criteria:_:)`.
    var completions: [() -> Void] = []

    /// Double of `Transaction.init()`: a transaction without animation.
    public init() {}

    /// Double of `Transaction.init(animation:)`.
    ///
    /// - Parameter animation: The animation of the change.
    public init(animation: Animation?) {
        self.animation = animation
    }

    /// Double of `Transaction.addAnimationCompletion(criteria:_:)`: runs `completion` exactly once, when
    /// the change's transitions have finished: at the end of the update when it started none, right
    /// after the `withTransaction` body when it changed nothing a runtime renders.
    ///
    /// - Parameters:
    ///   - criteria: When the animation counts as finished; the double treats both alike.
    ///   - completion: What to run.
    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
    public mutating func addAnimationCompletion(criteria: AnimationCompletionCriteria = .logicallyComplete, _ completion: @escaping () -> Void) {
        completions.append(completion)
    }
}

/// Double of SwiftUI's `withTransaction(_:_:)`: runs `body` with `transaction` as the transaction of its changes.
///
/// - Parameters:
///   - transaction: The transaction.
///   - body: The changes.
/// - Returns: What `body` returns.
public func withTransaction<Result>(_ transaction: Transaction, _ body: () throws -> Result) rethrows -> Result {
    let (outer, outerClaimed) = (TransactionContext.current, TransactionContext.completionsClaimed)
    TransactionContext.current = transaction
    TransactionContext.completionsClaimed = false
    defer {
        // "If no animations are created by the changes in `body`, then the callback will be called
        // immediately after `body`" (Apple's documentation): no runtime took the completions.
        if !TransactionContext.completionsClaimed {
            for completion in transaction.completions {
                completion()
            }
        }
        (TransactionContext.current, TransactionContext.completionsClaimed) = (outer, outerClaimed)
    }
    return try body()
}

/// The transaction of the innermost `withTransaction` or `withAnimation` call running now.
enum TransactionContext {
    // Written and read on the main thread, where SwiftUI's state changes happen.
    nonisolated(unsafe) static var current: Transaction?
    /// Whether a runtime has taken the current transaction's completions, to run them when the
    /// transitions its changes start have finished.
    nonisolated(unsafe) static var completionsClaimed = false
}
#endif
