#if os(Linux)
/// Double of SwiftUI's `NavigationTransition` (iOS 18): how a pushed or presented view arrives.
/// Apple's underscored requirement is left out; the double draws no transition.
@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
public protocol NavigationTransition {}

/// Double of SwiftUI's `ZoomNavigationTransition`: a zoom from the view marked with
/// `matchedTransitionSource(id:in:)`.
@available(iOS 18.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
@available(macOS, unavailable)
public struct ZoomNavigationTransition: NavigationTransition {
    /// The identity of the source view.
    let sourceID: AnyHashable
    /// The namespace the identity is in.
    let namespace: Namespace.ID
}

@available(iOS 18.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
@available(macOS, unavailable)
extension NavigationTransition where Self == ZoomNavigationTransition {
    /// Double of `NavigationTransition.zoom(sourceID:in:)`: a zoom from the view marked with the
    /// same identity in the same namespace.
    @available(iOS 18.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
    @available(macOS, unavailable)
    public static func zoom(sourceID: some Hashable, in namespace: Namespace.ID) -> ZoomNavigationTransition {
        ZoomNavigationTransition(sourceID: AnyHashable(sourceID), namespace: namespace)
    }
}
#endif
