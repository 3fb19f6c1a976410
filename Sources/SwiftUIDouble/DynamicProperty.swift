#if os(Linux)
/// Double of SwiftUI's `DynamicProperty`: a stored property of a view that rendering updates before `body`.
///
/// The double's renderer installs the environment into ``Environment`` properties, also when they sit
/// inside another `DynamicProperty`; it does not call `update()`.
public protocol DynamicProperty {
    /// Double of `DynamicProperty.update()`: called by SwiftUI before `body`; the double never calls it.
    mutating func update()
}

extension DynamicProperty {
    /// Double of the default `DynamicProperty.update()`: does nothing.
    public mutating func update() {}
}
#endif
