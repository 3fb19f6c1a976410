#if os(Linux)
/// Double of SwiftUI's `Namespace`: a view property whose identity ties matched views together,
/// such as a zoom's source and its destination.
///
/// SwiftUI gives each view's namespace its identity when the view is installed; the double
/// draws no geometry, and every namespace has the identity a new one has.
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
@frozen @propertyWrapper
public struct Namespace: DynamicProperty, Sendable {
    @usableFromInline
    internal var id: Int

    /// Double of `Namespace.init()`.
    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
    @inlinable public init() { id = 0 }

    /// Double of `Namespace.wrappedValue`: the namespace's identity.
    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
    public var wrappedValue: Namespace.ID {
        ID(id: id)
    }

    /// Double of `Namespace.ID`: a namespace's identity.
    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
    @frozen public struct ID: Hashable {
        let id: Int
    }
}
#endif
