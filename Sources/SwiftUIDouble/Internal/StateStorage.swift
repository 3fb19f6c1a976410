#if os(Linux)
/// Where a ``State`` property finds its storage once a runtime has installed it; shared by copies of the view.
@usableFromInline
final class StateLink<Value>: @unchecked Sendable {
    // `@unchecked`: installed and read on the main actor only.
    var storage: StateStorage<Value>?

    init() {}
}

/// The value of one ``State`` property at one place of the view tree, owned by the runtime.
@usableFromInline
final class StateStorage<Value> {
    var value: Value
    weak var runtime: SwiftUIDoubleRuntime?
    /// The storage's place: its view's place and the property's name.
    let key: String

    init(value: Value, runtime: SwiftUIDoubleRuntime, key: String) {
        self.value = value
        self.runtime = runtime
        self.key = key
    }

    /// Stores `newValue` and schedules an update in `transaction`.
    func write(_ newValue: Value, in transaction: Transaction) {
        value = newValue
        let runtime = runtime
        nonisolated(unsafe) let transaction = transaction
        let key = key
        onMainActor {
            runtime?.changedStates.insert(key)
            runtime?.invalidate(in: transaction)
        }
    }
}

/// A view property the runtime installs storage into: ``State``.
protocol StateInstalling {
    @MainActor func install(in runtime: SwiftUIDoubleRuntime, key: String)
}

extension State: StateInstalling {
    @MainActor func install(in runtime: SwiftUIDoubleRuntime, key: String) {
        link.storage = runtime.stateStorage(for: key, initialValue: initialValue)
    }
}
#endif
