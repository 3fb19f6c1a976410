#if canImport(SwiftUI)
import SwiftUI
#elseif os(Linux)
import SwiftUIDouble
#endif
#if canImport(SwiftUI) || os(Linux)
import CoordinatorKit

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
