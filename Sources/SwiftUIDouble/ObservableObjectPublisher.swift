#if os(Linux)
/// Double of Combine's `ObservableObjectPublisher`: what an `ObservableObject` sends before it
/// changes.
public final class ObservableObjectPublisher: Publisher {
    public typealias Output = Void
    public typealias Failure = Never

    fileprivate let subscribers = SubscriberList<Void>()

    /// Double of `ObservableObjectPublisher.init()`.
    public init() {}

    /// Double of `ObservableObjectPublisher.send()`: tells every subscriber the object will change.
    public final func send() {
        subscribers.send(())
    }

}

extension ObservableObjectPublisher: SubscribablePublisher {
    func subscribe(_ receive: @escaping (()) -> Void) -> AnyCancellable {
        subscribers.add(receive)
    }
}
#endif
