#if os(Linux)
/// Double of SwiftUI's `EnvironmentValues`: the values a view inherits from its ancestors, by key.
///
/// Extend it with a property per ``EnvironmentKey``; views read it with ``Environment`` and set it for
/// their descendants with `View.environment(_:_:)`.
public struct EnvironmentValues: CustomStringConvertible {
    /// A value set for a key, with the key's name for `description`.
    private struct Entry {
        let key: String
        let value: Any
    }

    private var entries: [ObjectIdentifier: Entry] = [:]

    /// Double of `EnvironmentValues.init()`: an environment in which every key has its default value.
    public init() {}

    /// Double of `EnvironmentValues.subscript(_:)`: the value set for `key`, or its `defaultValue`.
    ///
    /// - Parameter key: The key's type.
    public subscript<K>(key: K.Type) -> K.Value where K: EnvironmentKey {
        get {
            guard let entry = entries[ObjectIdentifier(key)] else { return K.defaultValue }
            guard let value = entry.value as? K.Value else {
                preconditionFailure("EnvironmentValues holds a \(type(of: entry.value)) for \(K.self), not a \(K.Value.self)")
            }
            return value
        }
        set {
            entries[ObjectIdentifier(key)] = Entry(key: String(describing: K.self), value: newValue)
        }
    }

    /// Double of `EnvironmentValues.description`: the values set, as `[Key = value, …]` sorted by key.
    public var description: String {
        let pairs = entries.values.map { "\($0.key) = \($0.value)" }.sorted()
        return "[" + pairs.joined(separator: ", ") + "]"
    }
}
#endif
