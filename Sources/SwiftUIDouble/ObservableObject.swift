#if os(Linux)
/// Double of Combine's `ObservableObject` (which SwiftUI re-exports): an object that publishes
/// before it changes.
///
/// As Combine's, the default `objectWillChange` sends before any `@Published` property of the
/// object is set, whether or not the value differs.
public protocol ObservableObject: AnyObject {
    /// The publisher of the object's changes.
    associatedtype ObjectWillChangePublisher: Publisher = ObservableObjectPublisher where ObjectWillChangePublisher.Failure == Never

    /// Sends before the object changes.
    var objectWillChange: ObjectWillChangePublisher { get }
}

extension ObservableObject where ObjectWillChangePublisher == ObservableObjectPublisher {
    /// Double of the default `objectWillChange`: one publisher per object, which each of its
    /// `@Published` properties sends to before it is set.
    public var objectWillChange: ObservableObjectPublisher {
        let fields = Mirror(reflecting: self).children.compactMap { ($0.value as? any PublishedFieldHolder)?.field }
        if let publisher = fields.lazy.compactMap(\.objectWillChange).first { return publisher }
        let publisher = ObservableObjectPublisher()
        for field in fields {
            field.objectWillChange = publisher
        }
        return publisher
    }
}
#endif
