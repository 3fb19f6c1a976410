#if os(Linux)
/// Double of Combine's `Published` (which SwiftUI re-exports): a property of an
/// `ObservableObject` that publishes each value it is set to.
///
/// As Combine's: each set sends the object's `objectWillChange`, then the new value to the
/// property's publisher (`$property`), before the property holds it, whether or not it differs;
/// a subscriber of `$property` gets the current value at once.
@propertyWrapper public struct Published<Value> {
    /// The value and its subscribers, shared by the copies of the wrapper.
    final class Storage: PublishedField {
        var value: Value
        let subscribers = SubscriberList<Value>()
        var objectWillChange: ObservableObjectPublisher?

        init(_ value: Value) { self.value = value }
    }

    let storage: Storage

    /// Double of `Published.init(wrappedValue:)`.
    ///
    /// - Parameter wrappedValue: The first value.
    public init(wrappedValue: Value) {
        self.init(initialValue: wrappedValue)
    }

    /// Double of `Published.init(initialValue:)`.
    ///
    /// - Parameter initialValue: The first value.
    public init(initialValue: Value) {
        storage = Storage(initialValue)
    }

    /// Double of `Published.wrappedValue`: unavailable, as in Combine; a class's property goes
    /// through `subscript(_enclosingInstance:wrapped:storage:)`.
    @available(*, unavailable, message: "@Published is only available on properties of classes")
    public var wrappedValue: Value {
        get { fatalError("@Published is only available on properties of classes") }
        set { fatalError("@Published is only available on properties of classes") }
    }

    /// Double of `Published.subscript(_enclosingInstance:wrapped:storage:)`: the property of an
    /// object, which publishes before it is set.
    public static subscript<EnclosingSelf>(
        _enclosingInstance object: EnclosingSelf,
        wrapped wrappedKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Value>,
        storage storageKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Published<Value>>
    ) -> Value where EnclosingSelf: AnyObject {
        get { object[keyPath: storageKeyPath].storage.value }
        set {
            let storage = object[keyPath: storageKeyPath].storage
            if storage.objectWillChange == nil, let observable = object as? any ObservableObject {
                // The object's default publisher, made on first use and shared by its properties.
                _ = observable.objectWillChange
            }
            storage.objectWillChange?.send()
            storage.subscribers.send(newValue)
            storage.value = newValue
        }
    }

    /// Double of `Published.Publisher`: the values of one property, the current one first.
    public struct Publisher: SwiftUIDouble.Publisher {
        public typealias Output = Value
        public typealias Failure = Never

        let storage: Storage
    }

    /// Double of `Published.projectedValue`: the property's publisher (`$property`).
    public var projectedValue: Published<Value>.Publisher {
        mutating get { Publisher(storage: storage) }
    }
}

/// A `@Published` property's storage, which the object's default `objectWillChange` finds.
protocol PublishedField: AnyObject {
    var objectWillChange: ObservableObjectPublisher? { get set }
}

extension Published.Publisher: SubscribablePublisher {
    func subscribe(_ receive: @escaping (Value) -> Void) -> AnyCancellable {
        receive(storage.value)
        return storage.subscribers.add(receive)
    }
}

extension Published: PublishedFieldHolder {
    var field: any PublishedField { storage }
}

/// A `@Published` wrapper, seen through reflection.
protocol PublishedFieldHolder {
    var field: any PublishedField { get }
}
#endif
