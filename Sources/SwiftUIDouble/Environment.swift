#if os(Linux)
/// Double of SwiftUI's `Environment`: a view property that reads a value of the environment it is drawn in.
///
/// ```swift
/// struct Receipt: View {
///     @Environment(\.theme) private var theme
///
///     var body: some View {
///         Text("Theme: \(theme)")
///     }
/// }
/// ```
///
/// Rendering installs the environment before it evaluates the view's `body`; copies of the view share
/// what was installed last. Before that, as in SwiftUI, the property reads the key's default value.
@frozen @propertyWrapper
public struct Environment<Value>: DynamicProperty {
    let keyPath: KeyPath<EnvironmentValues, Value>
    /// Filled by the renderer; shared by copies of the view.
    let installed: EnvironmentBox

    /// Double of `Environment.init(_:)`: reads the environment value at `keyPath`.
    ///
    /// - Parameter keyPath: The property of ``EnvironmentValues`` to read.
    public init(_ keyPath: KeyPath<EnvironmentValues, Value>) {
        self.keyPath = keyPath
        installed = EnvironmentBox()
    }

    /// Double of `Environment.wrappedValue`: the value where the view was last rendered, else the default.
    public var wrappedValue: Value {
        (installed.values ?? EnvironmentValues())[keyPath: keyPath]
    }
}

// Sendable as Apple declares it: the key path is immutable and the box is locked.
extension Environment: @unchecked Sendable where Value: Sendable {}
#endif
