#if os(Linux)
internal import Foundation

/// The environment installed into an ``Environment`` property; a class so the copies of a view share it.
///
/// `@usableFromInline` only because `Environment` is `@frozen`, as in SwiftUI.
@usableFromInline
final class EnvironmentBox: @unchecked Sendable {
    // `@unchecked`: every access goes through `lock`.
    private let lock = NSLock()
    private var storedValues: EnvironmentValues?

    /// The environment the property's view was last rendered in, or `nil` before the first render.
    var values: EnvironmentValues? {
        get { lock.withLock { storedValues } }
        set { lock.withLock { storedValues = newValue } }
    }
}

/// A property that rendering fills with the environment: ``Environment``.
protocol EnvironmentReading {
    func install(_ values: EnvironmentValues)
}

extension Environment: EnvironmentReading {
    func install(_ values: EnvironmentValues) {
        installed.values = values
    }
}
#endif
