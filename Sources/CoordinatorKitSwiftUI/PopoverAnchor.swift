#if canImport(SwiftUI)
import SwiftUI
#elseif os(Linux)
import SwiftUIDouble
#endif
#if canImport(SwiftUI) || os(Linux)
import CoordinatorKit

/// The host and layer a screen's view is drawn in, for the popovers it anchors. The host is
/// held weakly: the environment lives in the view graph, which the host must not be kept by.
@available(iOS 16, macOS 13, tvOS 16, watchOS 9, *)
struct PopoverAnchorContext {
    weak var host: SwiftUIHost?
    let layer: LayerID
}

@available(iOS 16, macOS 13, tvOS 16, watchOS 9, *)
private struct PopoverAnchorContextKey: EnvironmentKey {
    static let defaultValue: PopoverAnchorContext? = nil
}

@available(iOS 16, macOS 13, tvOS 16, watchOS 9, *)
extension EnvironmentValues {
    var popoverAnchorContext: PopoverAnchorContext? {
        get { self[PopoverAnchorContextKey.self] }
        set { self[PopoverAnchorContextKey.self] = newValue }
    }
}

/// Presents, from the marked view, the popover layer above this screen's layer that shows the
/// route, while the view is on screen.
@available(iOS 16, macOS 13, tvOS 16, watchOS 9, *)
struct PopoverAnchorModifier: ViewModifier {
    let route: AnyRoute
    @Environment(\.popoverAnchorContext) private var context

    func body(content: Content) -> some View {
        #if os(tvOS) || os(watchOS)
        content
        #else
        if let context, let host = context.host {
            let layer = context.layer
            content
                .popover(item: host.anchoredPopoverBinding(over: layer, showing: route)) { item in
                    LayerView(host: host, layers: item.layers, question: host.shownState.question)
                        .modifier(PresentationOptionsModifier(host: host, layer: item.layers[0]))
                        .onDisappear(perform: host.presentationDidEnd)
                }
                .onAppear { [weak host] in host?.anchorAppeared(for: route, over: layer) }
                .onDisappear { [weak host] in host?.anchorDisappeared(for: route, over: layer) }
        } else {
            // Outside NavigatorView (a hosting controller of UIKitHost): nothing to anchor.
            content
        }
        #endif
    }
}

@available(iOS 16, macOS 13, tvOS 16, watchOS 9, *)
extension SwiftUIHost {
    /// Whether the popover layer `above` is presented from a marked view of `layer`.
    func isAnchored(_ above: Layer?, over layer: LayerID) -> Bool {
        guard let above, above.presentation == .popover, let route = above.content.visibleStack?.root?.route else {
            return false
        }
        return popoverAnchors.isMarked(route, over: layer)
    }

    /// The popover layers presented from a marked view: `nil` unless the layer above `layer` is a
    /// popover whose first screen shows `route`. SwiftUI sets it to `nil` when the user taps
    /// outside.
    func anchoredPopoverBinding(over layer: LayerID, showing route: AnyRoute) -> Binding<PresentedLayers?> {
        let above = shownState.layers.drop { $0.id != layer }.dropFirst()
        let item = above.first.flatMap { first in
            first.presentation == .popover && first.content.visibleStack?.root?.route == route
                ? PresentedLayers(layers: Array(above)) : nil
        }
        if let item { anchoredPopovers.insert(item.id) }
        return Binding(
            get: { item },
            set: { [weak self] newItem in
                guard newItem == nil, let layer = item?.id else { return }
                self?.userDismissed(layer)
            }
        )
    }

    func anchorAppeared(for route: AnyRoute, over layer: LayerID) {
        popoverAnchors.appeared(route, over: layer)
        // A popover of this route already waiting over the layer moves to the mark.
        if isAnchored(shownState.layers.drop { $0.id != layer }.dropFirst().first, over: layer) { bumpRevision() }
    }

    func anchorDisappeared(for route: AnyRoute, over layer: LayerID) {
        popoverAnchors.disappeared(route, over: layer)
    }
}
#endif
