#if canImport(SwiftUI)
public import SwiftUI
#elseif os(Linux)
public import SwiftUIDouble
#endif
#if canImport(SwiftUI) || os(Linux)
public import CoordinatorKit

extension View {
    /// Marks this view as the control a zoom from `route` starts from, in `NavigatorView`.
    ///
    /// A screen or layer that arrives with `RouteAnimation.zoom(from: route)` zooms out of the
    /// marked view and back into it when it leaves (iOS 18: `matchedTransitionSource(id:in:)`
    /// here, `navigationTransition(.zoom(sourceID:in:))` on what arrives). Before iOS 18, on
    /// macOS, and outside `NavigatorView` the mark does nothing, and the screen arrives with the
    /// system's animation; a screen shown by `UIKitHost` can carry it unguarded (UIKit asks its
    /// view controller instead, through `ZoomSourceProviding`).
    ///
    /// ```swift
    /// ProductRow(product)
    ///     .onTapGesture { coordinator?.show(.product(product.id)) }
    ///     .zoomSource(for: CatalogRoute.product(product.id))
    /// ```
    /// - Parameter route: the source route a zoom names.
    /// - Returns: this view, marked.
    public func zoomSource(for route: some Route) -> some View {
        if #available(iOS 16, macOS 13, tvOS 16, watchOS 9, *) {
            return AnyView(modifier(ZoomSourceModifier(route: AnyRoute(route))))
        }
        return AnyView(self)
    }
}

@available(iOS 16, macOS 13, tvOS 16, watchOS 9, *)
private struct ZoomNamespaceKey: EnvironmentKey {
    static let defaultValue: Namespace.ID? = nil
}

@available(iOS 16, macOS 13, tvOS 16, watchOS 9, *)
extension EnvironmentValues {
    /// The namespace `NavigatorView` matches zoom sources and destinations in; `nil` outside it.
    var zoomNamespace: Namespace.ID? {
        get { self[ZoomNamespaceKey.self] }
        set { self[ZoomNamespaceKey.self] = newValue }
    }
}

/// Marks the view as a zoom source, where the system can zoom.
@available(iOS 16, macOS 13, tvOS 16, watchOS 9, *)
struct ZoomSourceModifier: ViewModifier {
    let route: AnyRoute
    @Environment(\.zoomNamespace) private var namespace

    func body(content: Content) -> some View {
        #if os(macOS)
        content
        #else
        if #available(iOS 18, tvOS 18, watchOS 11, *), let namespace {
            content.matchedTransitionSource(id: route, in: namespace)
        } else {
            content
        }
        #endif
    }
}

/// Zooms the view in from its source, when it arrives with a zoom and the system can zoom.
@available(iOS 16, macOS 13, tvOS 16, watchOS 9, *)
struct ZoomDestinationModifier: ViewModifier {
    let animation: RouteAnimation
    @Environment(\.zoomNamespace) private var namespace

    func body(content: Content) -> some View {
        #if os(macOS)
        content
        #else
        if #available(iOS 18, tvOS 18, watchOS 11, *), let namespace, let source = animation.zoomSource {
            content.navigationTransition(.zoom(sourceID: source, in: namespace))
        } else {
            content
        }
        #endif
    }
}
#endif
