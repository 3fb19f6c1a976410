#if os(Linux)
/// The modifier `View.environment(_:_:)` applies: its content is drawn with one environment value replaced.
///
/// SwiftUI's counterpart is the public `_EnvironmentKeyWritingModifier`; the double keeps it internal.
@MainActor
struct EnvironmentKeyWritingModifier<Value>: ViewModifier, EnvironmentWriting {
    // Written once by the nonisolated initializer, then read on the main actor.
    nonisolated(unsafe) let keyPath: WritableKeyPath<EnvironmentValues, Value>
    nonisolated(unsafe) let value: Value

    nonisolated init(keyPath: WritableKeyPath<EnvironmentValues, Value>, value: Value) {
        self.keyPath = keyPath
        self.value = value
    }

    typealias Body = Never

    func write(into environment: inout EnvironmentValues) {
        environment[keyPath: keyPath] = value
    }
}

/// A modifier that changes the environment of its content instead of drawing anything.
@MainActor
protocol EnvironmentWriting {
    func write(into environment: inout EnvironmentValues)
}
#endif
