#if os(Linux)
/// Double of SwiftUI's `TupleView`: the views of a ``ViewBuilder`` block, drawn in order.
@frozen @MainActor @preconcurrency
public struct TupleView<T>: View {
    /// Written once by the initializer, then read on the main actor (see SwiftUIDouble.swift on isolation).
    nonisolated(unsafe) var storage: T

    /// Double of `TupleView.value`: the tuple of views.
    @MainActor @preconcurrency public var value: T {
        get { storage }
        set { storage = newValue }
    }

    /// Double of `TupleView.init(_:)`.
    nonisolated public init(_ value: T) {
        storage = value
    }

    /// Double of `TupleView.Body`.
    public typealias Body = Never
}
#endif
