#if os(Linux)
/// Double of SwiftUI's `EmptyView`: a view that shows nothing.
@frozen @MainActor @preconcurrency
public struct EmptyView: View {
    /// Double of `EmptyView.init()`.
    nonisolated public init() {}

    /// Double of `EmptyView.Body`.
    public typealias Body = Never
}

extension EmptyView: Sendable {}
#endif
