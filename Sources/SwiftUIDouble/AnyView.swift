#if os(Linux)
/// Double of SwiftUI's `AnyView`: a type-erased view.
@frozen @MainActor @preconcurrency
public struct AnyView: View {
    /// The erased view, written once by the initializer (see SwiftUIDouble.swift on isolation).
    nonisolated(unsafe) let storage: any View

    /// Double of `AnyView.init(_:)`.
    nonisolated public init<V>(_ view: V) where V: View {
        storage = view
    }

    /// Double of `AnyView.init(erasing:)`.
    nonisolated public init<V>(erasing view: V) where V: View {
        self.init(view)
    }

    /// Double of `AnyView.Body`.
    public typealias Body = Never
}
#endif
