#if os(Linux)
/// Double of SwiftUI's `EnvironmentKey`: the key of a custom environment value and its default.
///
/// ```swift
/// private struct ThemeKey: EnvironmentKey {
///     static let defaultValue = "light"
/// }
///
/// extension EnvironmentValues {
///     var theme: String {
///         get { self[ThemeKey.self] }
///         set { self[ThemeKey.self] = newValue }
///     }
/// }
/// ```
public protocol EnvironmentKey {
    /// Double of `EnvironmentKey.Value`: the type of the value.
    associatedtype Value

    /// Double of `EnvironmentKey.defaultValue`: the value a view reads when no ancestor sets one.
    static var defaultValue: Self.Value { get }
}
#endif
