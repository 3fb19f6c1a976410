#if os(Linux)
/// Double of Combine's `AnyCancellable`: a subscription that is cancelled when it is cancelled or
/// deinitialised.
public final class AnyCancellable: Cancellable, Hashable {
    private var onCancel: (() -> Void)?

    /// Double of `AnyCancellable.init(_:)`.
    ///
    /// - Parameter cancel: What cancelling runs, once.
    public init(_ cancel: @escaping () -> Void) {
        onCancel = cancel
    }

    deinit {
        onCancel?()
    }

    /// Double of `AnyCancellable.cancel()`: runs the cancel action, once.
    public final func cancel() {
        let cancel = onCancel
        onCancel = nil
        cancel?()
    }

    /// Double of `AnyCancellable.hash(into:)`: by identity.
    ///
    /// - Parameter hasher: The hasher.
    public final func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(self))
    }

    /// Double of `AnyCancellable.==`: the same instance.
    public static func == (lhs: AnyCancellable, rhs: AnyCancellable) -> Bool {
        lhs === rhs
    }
}

extension AnyCancellable {
    /// Double of `AnyCancellable.store(in:)` for a set: keeps the subscription in `set`.
    ///
    /// - Parameter set: Where to keep it.
    public final func store(in set: inout Set<AnyCancellable>) {
        set.insert(self)
    }
}
#endif
