import Foundation

/// Type names, made once per type: `String(describing:)` of a type goes through the runtime's
/// reflection each time, and a coordinator's default ``AnyCoordinator/description`` is read
/// for every change it makes (the change's cause, its flow's scope).
final class TypeNames: @unchecked Sendable {
    static let shared = TypeNames()

    private let lock = NSLock()
    private var names: [ObjectIdentifier: String] = [:]

    func name(of type: Any.Type) -> String {
        lock.lock()
        defer { lock.unlock() }
        if let name = names[ObjectIdentifier(type)] { return name }
        let name = String(describing: type)
        names[ObjectIdentifier(type)] = name
        return name
    }
}
