/// How a child flow ended: finished with its output, or cancelled.
///
/// A parent gets exactly one outcome per child, ever. `.cancelled` covers every way a flow can
/// end without finishing: the user swiped back past its first screen or swiped its sheet down,
/// its parent popped or dismissed past it, or its parent ended.
public enum Outcome<Output> {
    /// The child called `finish(with:)`.
    case finished(Output)
    /// The child's screens left the state for any other reason.
    case cancelled

    /// The output, if the child finished.
    public var output: Output? {
        if case .finished(let output) = self { return output }
        return nil
    }

    /// Whether the child was cancelled.
    public var isCancelled: Bool {
        if case .cancelled = self { return true }
        return false
    }
}

extension Outcome: Sendable where Output: Sendable {}
extension Outcome: Equatable where Output: Equatable {}

extension Outcome: CustomStringConvertible {
    public var description: String {
        switch self {
        case .finished(let output): "finished(\(output))"
        case .cancelled: "cancelled"
        }
    }
}

/// A coordinator whose flow ends with a typed result: a login that yields a user, a buy flow
/// that yields an order.
///
/// ```swift
/// final class LoginCoordinator: Coordinator<LoginRoute>, ProducesOutput {
///     typealias Output = User
///     func didLogIn(_ user: User) { finish(with: user) }
/// }
/// ```
@MainActor
public protocol ProducesOutput: AnyCoordinator {
    /// What the flow yields when it finishes.
    associatedtype Output: Sendable
}

extension ProducesOutput {
    /// Ends this flow with its output: its screens leave the state, and once that change is
    /// committed its parent gets `.finished(output)`. Whatever the parent shows next in its
    /// handler renders together with the removal.
    /// - Parameters:
    ///   - output: the flow's result.
    ///   - animated: whether the host animates the last visible transition.
    ///   - fileID: the file of the call, where an issue is reported; leave the default.
    ///   - filePath: the path of that file; leave the default.
    ///   - line: the line of the call; leave the default.
    ///   - column: the column of the call; leave the default.
    public func finish(
        with output: Output, animated: Bool = true,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) {
        end(
            with: .finished(output), animated: animated, request: "finish(with: \(output))",
            site: CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
    }
}

/// An outcome whose output type is erased, as a child stores it for its parent.
enum ErasedOutcome {
    case finished(any Sendable)
    case cancelled
}
