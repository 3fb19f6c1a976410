#if os(Linux)
/// Double of SwiftUI's `State`: a value a view owns, kept by the renderer for as long as the view is in the tree.
///
/// ```swift
/// struct Counter: View {
///     @State private var count = 0
///     var body: some View {
///         Button("Count \(count)") { count += 1 }
///     }
/// }
/// ```
///
/// As in SwiftUI, the storage belongs to the view's identity (its place in the tree), not to the
/// struct: a ``SwiftUIDoubleRuntime`` installs it before it evaluates `body`, keeps it while that place
/// is rendered, and releases it (and what it holds) in the first update that no longer renders it.
/// Before installation, reads return the initial value and writes are lost, as in SwiftUI.
@frozen @propertyWrapper
public struct State<Value>: DynamicProperty {
    nonisolated(unsafe) let initialValue: Value
    let link: StateLink<Value>

    /// Double of `State.init(wrappedValue:)`: state starting at `value`.
    ///
    /// - Parameter value: The initial value.
    public init(wrappedValue value: Value) {
        initialValue = value
        link = StateLink()
    }

    /// Double of `State.init(initialValue:)`: the same as `init(wrappedValue:)`.
    ///
    /// - Parameter value: The initial value.
    public init(initialValue value: Value) {
        self.init(wrappedValue: value)
    }

    /// Double of `State.wrappedValue`: the stored value; writing it schedules an update.
    public var wrappedValue: Value {
        get { link.storage?.value ?? initialValue }
        nonmutating set { link.storage?.write(newValue, in: TransactionContext.current ?? Transaction()) }
    }

    /// Double of `State.projectedValue`: a binding to the stored value.
    public var projectedValue: Binding<Value> {
        let link = link
        let initialValue = initialValue
        return Binding(
            getValue: { link.storage?.value ?? initialValue },
            setValue: { value, transaction in link.storage?.write(value, in: transaction) }
        )
    }
}

extension State where Value: ExpressibleByNilLiteral {
    /// Double of `State.init()`: state starting at `nil`.
    public init() {
        self.init(wrappedValue: nil)
    }
}

// `@unchecked`: the link is written by the renderer and read by the view, both on the main actor.
extension State: @unchecked Sendable where Value: Sendable {}
#endif
