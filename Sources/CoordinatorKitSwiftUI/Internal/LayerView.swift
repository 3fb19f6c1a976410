#if canImport(SwiftUI)
import SwiftUI
#elseif os(Linux)
import SwiftUIDouble
#endif
#if canImport(SwiftUI) || os(Linux)
import CoordinatorKit

/// One layer (`layers[0]`), with the layer above it presented on it.
@available(iOS 16, macOS 13, tvOS 16, watchOS 9, *)
struct LayerView: View {
    let host: SwiftUIHost
    /// This layer, then the layers presented above it, bottom-up.
    let layers: [Layer]
    /// The question shown over the topmost of `layers`, if any.
    var question: QuestionLayer?
    /// A presented layer's content arriving or leaving with a transition of its own: a value of
    /// the view, so that SwiftUI draws it again when it changes.
    var fade: LayerFade?

    var body: some View {
        let above = Array(layers.dropFirst())
        content
            .sheet(
                item: host.presentationBinding(of: above, over: layers[0].id, as: .sheet),
                onDismiss: host.presentationDidEnd
            ) { item in
                PresentedLayerView(host: host, layers: item.layers, question: question, fade: fade)
            }
            #if !os(macOS)
        .fullScreenCover(
            item: host.presentationBinding(of: above, over: layers[0].id, as: .fullScreenCover),
            onDismiss: host.presentationDidEnd
        ) { item in
            PresentedLayerView(host: host, layers: item.layers, question: question, fade: fade)
        }
            #endif
            #if !os(tvOS) && !os(watchOS)
        .popover(item: host.presentationBinding(of: above, over: layers[0].id, as: .popover)) { item in
            PresentedLayerView(host: host, layers: item.layers, question: question, fade: fade)
            .onDisappear(perform: host.presentationDidEnd)
        }
        #endif
    }

    private var content: some View {
        layerContent
            // A presented layer that zooms from a control of the layer below.
            .modifier(
                ZoomDestinationModifier(animation: layers[0].presentation.isModal ? layers[0].animation : .system)
            )
            .environment(\.popoverAnchorContext, PopoverAnchorContext(host: host, layer: layers[0].id))
            .modifier(QuestionModifier(host: host, question: layers.count == 1 ? question : nil))
    }

    @ViewBuilder
    private var layerContent: some View {
        let layer = layers[0]
        switch layer.content {
        case .stack(let stack):
            StackView(host: host, id: StackID(layer: layer.id), stack: stack)
        case .tabs(let tabs):
            TabsView(host: host, layer: layer.id, tabs: tabs)
        case .split(let split):
            SplitView(host: host, layer: layer.id, split: split)
        }
    }
}

/// A presented layer's content, with its presentation's options. Content that arrives with a
/// transition of its own (a cross-fade, the app's registered one) is drawn only once the layer is
/// presented, and taken away before it is dismissed: SwiftUI plays the transition as it comes
/// and goes in an animated change (see `SwiftUIHost.play(_:then:)`).
@available(iOS 16, macOS 13, tvOS 16, watchOS 9, *)
struct PresentedLayerView: View {
    let host: SwiftUIHost
    let layers: [Layer]
    let question: QuestionLayer?
    let fade: LayerFade?

    var body: some View {
        let layer = layers[0]
        let _ = host.presentedLayerDrawn(layer.id)
        let seeThrough = host.isSeeThrough(layer)
        // A container that is always there, to carry the options while the content is not.
        VStack(spacing: 0) {
            if fade?.hidesContent(of: layer.id) != true {
                LayerView(host: host, layers: layers, question: question, fade: fade)
                    .modifier(SeeThroughCoverModifier(isOn: seeThrough, part: .content))
                    .transition(host.contentTransition(for: layer.animation) ?? .identity)
            }
        }
        .onAppear { [host] in host.presentedLayerAppeared(layer.id) }
        .modifier(SeeThroughCoverModifier(isOn: seeThrough, part: .presentation))
        .modifier(PresentationOptionsModifier(host: host, layer: layer))
    }
}

/// A full-screen cover whose content fades: the cover has a clear background, so that the
/// screen below shows through while the content fades, and the content brings the background
/// along (the default background style), so that it covers the screen below once there.
@available(iOS 16, macOS 13, tvOS 16, watchOS 9, *)
struct SeeThroughCoverModifier: ViewModifier {
    enum Part {
        /// The cover: a clear presentation background.
        case presentation
        /// Its content: the background the cover had.
        case content
    }

    let isOn: Bool
    let part: Part

    func body(content: Content) -> some View {
        if isOn, #available(iOS 16.4, macOS 13.3, tvOS 16.4, watchOS 9.4, *) {
            switch part {
            case .presentation: content.presentationBackground(.clear)
            case .content: content.background(ignoresSafeAreaEdges: .all)
            }
        } else {
            content
        }
    }
}

/// One stack: a `NavigationStack` whose path is the IDs of the screens above its root.
@available(iOS 16, macOS 13, tvOS 16, watchOS 9, *)
struct StackView: View {
    let host: SwiftUIHost
    let id: StackID
    let stack: Stack

    var body: some View {
        let screens = stack.screens
        // Each destination finds its screen by identity at once, not by a search of the stack.
        var byID: [ScreenID: Screen] = [:]
        for screen in screens { byID[screen.id] = screen }
        return NavigationStack(path: host.pathBinding(for: id, showing: screens)) {
            if let root = screens.first {
                ScreenView(host: host, stack: id, screen: root)
                    .navigationDestination(for: ScreenID.self) { [byID, id] screenID in
                        if let screen = byID[screenID] {
                            ScreenView(host: host, stack: id, screen: screen)
                                .modifier(ZoomDestinationModifier(animation: screen.animation))
                        }
                    }
            }
        }
    }
}

/// One screen: its owner's view for its route. Its appearing tells the host of a swipe back
/// that uncovers it.
///
/// Equal for the same screen in the same stack, so that SwiftUI keeps the body of every screen
/// it shows already when a stack changes: a push costs the same at any depth. A screen's own
/// view is drawn again by what it depends on (its state, the environment, what it observes).
@available(iOS 16, macOS 13, tvOS 16, watchOS 9, *)
struct ScreenView: View, Equatable {
    let host: SwiftUIHost
    let stack: StackID
    let screen: Screen

    nonisolated static func == (lhs: ScreenView, rhs: ScreenView) -> Bool {
        lhs.host === rhs.host && lhs.stack == rhs.stack && lhs.screen == rhs.screen
    }

    var body: some View {
        host.view(for: screen)
            .onAppear { [host, stack, screen] in host.screenAppeared(screen.id, in: stack) }
            .onDisappear { [host, stack, screen] in host.screenDisappeared(screen.id, in: stack) }
    }
}
#endif
