#if os(Linux)
/// Double of SwiftUI's `Binding`: read and write access to a value owned by a source of truth.
///
/// ```swift
/// NavigationStack(path: $model.path) { HomeScreen() }
/// Binding(get: { navigator.isShowingSheet }, set: { navigator.setSheet($0) })
/// ```
///
/// A write goes through the setter with the binding's transaction, or the one of the enclosing
/// ``withTransaction(_:_:)`` / ``withAnimation(_:_:)`` call; a ``State`` setter then schedules an update
/// of the ``SwiftUIDoubleRuntime`` that renders it.
@frozen @propertyWrapper @dynamicMemberLookup
public struct Binding<Value> {
    /// Double of `Binding.transaction`: the transaction writes through this binding use.
    public var transaction: Transaction {
        get { storedTransaction ?? Transaction() }
        set { storedTransaction = newValue }
    }

    /// Set by `transaction(_:)`, `animation(_:)` or the `transaction` setter; else writes use the current one.
    var storedTransaction: Transaction?
    let getValue: () -> Value
    let setValue: (Value, Transaction) -> Void

    init(getValue: @escaping () -> Value, setValue: @escaping (Value, Transaction) -> Void, transaction: Transaction? = nil) {
        self.getValue = getValue
        self.setValue = setValue
        storedTransaction = transaction
    }

    /// Double of `Binding.init(get:set:)`: a binding that reads with `get` and writes with `set`.
    ///
    /// Apple's closures are `@isolated(any) @Sendable` and inherit the isolation of where they are
    /// formed; the double cannot call an `@isolated(any)` closure synchronously, so it takes
    /// `@MainActor @Sendable` ones (what a closure formed in a view becomes). Like SwiftUI, it reads and
    /// writes on the main actor only.
    ///
    /// - Parameters:
    ///   - get: Reads the value.
    ///   - set: Writes a new value.
    @preconcurrency public init(get: @escaping @MainActor @Sendable () -> Value, set: @escaping @MainActor @Sendable (Value) -> Void) {
        self.init(getValue: { onMainActor(get) }, setValue: { value, transaction in
            nonisolated(unsafe) let value = value
            withTransaction(transaction) {
                onMainActor { set(value) }
            }
        })
    }

    /// Double of `Binding.init(get:set:)` with a transaction: `set` also receives the write's transaction.
    ///
    /// - Parameters:
    ///   - get: Reads the value.
    ///   - set: Writes a new value in a transaction.
    @preconcurrency public init(get: @escaping @MainActor @Sendable () -> Value, set: @escaping @MainActor @Sendable (Value, Transaction) -> Void) {
        self.init(getValue: { onMainActor(get) }, setValue: { value, transaction in
            nonisolated(unsafe) let (value, transaction) = (value, transaction)
            onMainActor { set(value, transaction) }
        })
    }

    /// Double of `Binding.constant(_:)`: a binding that always reads `value` and ignores writes.
    ///
    /// - Parameter value: The value.
    /// - Returns: The binding.
    public static func constant(_ value: Value) -> Binding<Value> {
        Binding(getValue: { value }, setValue: { _, _ in })
    }

    /// Double of `Binding.wrappedValue`: the value, read and written through the binding.
    public var wrappedValue: Value {
        get { getValue() }
        nonmutating set { setValue(newValue, storedTransaction ?? TransactionContext.current ?? Transaction()) }
    }

    /// Double of `Binding.projectedValue`: the binding itself.
    public var projectedValue: Binding<Value> {
        self
    }

    /// Double of `Binding.init(projectedValue:)`: a copy of `projectedValue`.
    ///
    /// - Parameter projectedValue: The binding to copy.
    public init(projectedValue: Binding<Value>) {
        self = projectedValue
    }

    /// Double of `Binding.subscript(dynamicMember:)`: a binding to a property of the value.
    ///
    /// - Parameter keyPath: The property.
    public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>) -> Binding<Subject> {
        let getValue = getValue
        let setValue = setValue
        return Binding<Subject>(
            getValue: { getValue()[keyPath: keyPath] },
            setValue: { subject, transaction in
                var whole = getValue()
                whole[keyPath: keyPath] = subject
                setValue(whole, transaction)
            },
            transaction: storedTransaction
        )
    }
}

extension Binding {
    /// Double of `Binding.transaction(_:)`: this binding, writing in `transaction`.
    ///
    /// - Parameter transaction: The transaction of writes.
    /// - Returns: The binding.
    public func transaction(_ transaction: Transaction) -> Binding<Value> {
        Binding(getValue: getValue, setValue: setValue, transaction: transaction)
    }

    /// Double of `Binding.animation(_:)`: this binding, writing in a transaction with `animation`.
    ///
    /// - Parameter animation: The animation of writes.
    /// - Returns: The binding.
    public func animation(_ animation: Animation? = .default) -> Binding<Value> {
        Binding(getValue: getValue, setValue: setValue, transaction: Transaction(animation: animation))
    }
}

extension Binding: DynamicProperty {}

// `@unchecked`: the closures are called on the main actor only (the public initializers' closures are
// `@MainActor`), which is what Apple documents for a binding whose closures are main-actor isolated.
extension Binding: @unchecked Sendable where Value: Sendable {}

/// Runs `body` on the main actor, which the caller is on (SwiftUI reads and writes bindings there).
func onMainActor<T>(_ body: @MainActor () -> T) -> T {
    nonisolated(unsafe) var result: T?
    MainActor.assumeIsolated {
        result = body()
    }
    guard let result else { preconditionFailure("onMainActor: body returned no value") }
    return result
}
#endif
