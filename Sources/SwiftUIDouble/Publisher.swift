#if os(Linux)
/// Double of Combine's `Publisher` (which SwiftUI re-exports): values delivered over time.
///
/// The double leaves out the requirement `receive(subscriber:)` (it needs `Subscriber`,
/// `Subscription` and `Subscribers.Demand`); the publishers it declares deliver to
/// `sink(receiveValue:)` directly.
public protocol Publisher<Output, Failure> {
    /// The values it delivers.
    associatedtype Output
    /// How it fails.
    associatedtype Failure: Error
}

/// A publisher of the double's that `sink(receiveValue:)` subscribes to.
protocol SubscribablePublisher<Output>: Publisher where Failure == Never {
    /// Delivers each value to `receive` until the result is cancelled.
    func subscribe(_ receive: @escaping (Output) -> Void) -> AnyCancellable
}

extension Publisher where Failure == Never {
    /// Double of `Publisher.sink(receiveValue:)`: calls `receiveValue` with each value until the
    /// result is cancelled or deinitialised.
    ///
    /// - Parameter receiveValue: What to call with each value.
    /// - Returns: The subscription.
    public func sink(receiveValue: @escaping (Output) -> Void) -> AnyCancellable {
        guard let publisher = self as? any SubscribablePublisher<Output> else {
            preconditionFailure("SwiftUIDouble cannot subscribe to \(type(of: self)): it subscribes only to its own publishers")
        }
        return publisher.subscribe(receiveValue)
    }
}

/// The subscribers of a publisher of the double's, in the order they subscribed.
final class SubscriberList<Value> {
    private var next = 0
    private var receivers: [(id: Int, receive: (Value) -> Void)] = []

    func add(_ receive: @escaping (Value) -> Void) -> AnyCancellable {
        let id = next
        next += 1
        receivers.append((id, receive))
        return AnyCancellable { [weak self] in self?.receivers.removeAll { $0.id == id } }
    }

    func send(_ value: Value) {
        for receiver in receivers {
            receiver.receive(value)
        }
    }
}
#endif
