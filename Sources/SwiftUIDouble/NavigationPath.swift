#if os(Linux)
/// Double of SwiftUI's `NavigationPath`: a type-erased list of hashable values, the path of a ``NavigationStack``.
///
/// ```swift
/// @State private var path = NavigationPath()
/// NavigationStack(path: $path) { … }
/// path.append(Route.detail(42))
/// ```
///
/// The double keeps the values in order; `codable` and the `Codable` overloads are not doubled.
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
public struct NavigationPath {
    var elements: [AnyHashable]

    /// Double of `NavigationPath.count`: the number of values.
    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
    public var count: Int {
        elements.count
    }

    /// Double of `NavigationPath.isEmpty`.
    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
    public var isEmpty: Bool {
        elements.isEmpty
    }

    /// Double of `NavigationPath.init()`: an empty path.
    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
    public init() {
        elements = []
    }

    /// Double of `NavigationPath.init(_:)`: a path of `elements`, bottom first.
    ///
    /// - Parameter elements: The values.
    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
    public init<S>(_ elements: S) where S: Sequence, S.Element: Hashable {
        self.elements = elements.map { AnyHashable($0) }
    }

    /// Double of `NavigationPath.append(_:)`: pushes `value`.
    ///
    /// - Parameter value: The value of the new top screen.
    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
    public mutating func append<V>(_ value: V) where V: Hashable {
        elements.append(AnyHashable(value))
    }

    /// Double of `NavigationPath.removeLast(_:)`: removes the last `k` values; `k` must not exceed `count`.
    ///
    /// - Parameter k: How many values to remove.
    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
    public mutating func removeLast(_ k: Int = 1) {
        guard k <= elements.count else {
            preconditionFailure("NavigationPath.removeLast(\(k)) with only \(elements.count) values: can't remove more items from a collection than it contains")
        }
        elements.removeLast(k)
    }
}

@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
extension NavigationPath: Equatable {}
#endif
