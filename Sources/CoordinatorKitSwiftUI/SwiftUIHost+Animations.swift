#if canImport(SwiftUI)
public import SwiftUI
#elseif os(Linux)
public import SwiftUIDouble
#endif
#if canImport(SwiftUI) || os(Linux)
import CoordinatorKit
import IssueReporting

// How the host plays each RouteAnimation: a zoom through `navigationTransition(.zoom)`, a new
// root through a view transition (`transition(_:)`): a cross-fade, or the app's registered one.
// A presented layer that cross-fades or plays the app's transition is presented without
// SwiftUI's animation and its content arrives with the transition, in a second change; when it
// leaves, its content leaves first, then the layer is dismissed without animation. SwiftUI has
// no view transition for a pushed screen, nor a transition style for a presentation.
@available(iOS 16, macOS 13, tvOS 16, watchOS 9, *)
extension SwiftUIHost {
    /// Registers a SwiftUI transition of the app's, played for `RouteAnimation.custom` with this
    /// name where SwiftUI plays a view transition: when a flow replaces the window's root, and
    /// as a presented layer's content arrives and leaves (iOS 17, macOS 14).
    ///
    /// ```swift
    /// let host = SwiftUIHost()
    /// host.register(.move(edge: .bottom), named: "card")
    /// navigator.attach(host)
    /// ```
    ///
    /// SwiftUI's pushes take no view transition: there a custom animation plays SwiftUI's own
    /// (see the "Transitions" article). A root switch with a name the host does not know appears
    /// without animation, a presentation with SwiftUI's own; either is reported once.
    /// - Parameters:
    ///   - transition: the transition the new root arrives with; the old one leaves with it too.
    ///   - name: the name routes and calls give in `.custom(name)`.
    public func register(_ transition: AnyTransition, named name: String) {
        transitions[name] = transition
    }

    /// The transition a new root arriving with `animation` plays: a cross-fade, the app's
    /// registered transition, or none.
    func rootTransition(for animation: RouteAnimation) -> AnyTransition {
        switch animation {
        case .crossDissolve:
            return .opacity
        case .custom(let name):
            if let transition = transitions[name] { return transition }
            if unknownTransitionsReported.insert(name).inserted {
                reportIssue(
                    "SwiftUIHost has no transition named \"\(name)\": register it with register(_:named:) before a new root uses .custom(\"\(name)\"). The root changes without animation."
                )
            }
            return .identity
        case .system, .none, .zoom:
            return .identity
        }
    }

    /// The transition a presented layer's content arrives and leaves with for `animation`: a
    /// cross-fade or the app's registered one; `nil` where SwiftUI's presentation animation plays.
    func contentTransition(for animation: RouteAnimation) -> AnyTransition? {
        switch animation {
        case .crossDissolve: return .opacity
        case .custom(let name):
            if let transition = transitions[name] { return transition }
            if unknownTransitionsReported.insert(name).inserted {
                reportIssue(
                    "SwiftUIHost has no transition named \"\(name)\": register it with register(_:named:) before a presentation uses .custom(\"\(name)\"). SwiftUI's own animation plays."
                )
            }
            return nil
        case .system, .none, .zoom:
            return nil
        }
    }

    /// The fade a command plays: a sheet or a full-screen cover presented, or dismissed, with a
    /// transition of its own on its content. `nil` when SwiftUI's own animation plays: for a
    /// popover (one a screen anchors is drawn from the screen), and before iOS 17 and macOS 14,
    /// which have no transaction completion: a dismissal could not wait for its content to leave.
    func fade(for command: HostCommand) -> LayerFade? {
        guard #available(iOS 17, macOS 14, tvOS 17, watchOS 10, *) else { return nil }
        switch command.action {
        case .present(let layer):
            guard Self.modifier(presenting: layer.presentation) != .popover,
                contentTransition(for: command.animation) != nil
            else { return nil }
            return .arriving(layer.id, shown: false)
        case .dismiss(let id):
            guard let before = hosted.shownBeforeCommand,
                let layer = before.layers.dropFirst().first(where: { $0.id == id }),
                Self.modifier(presenting: layer.presentation) != .popover,
                contentTransition(for: command.animation) != nil
            else { return nil }
            return .leaving(id, drawn: before)
        default:
            return nil
        }
    }

    /// Plays a fade in two changes: a layer presented without animation, then its content
    /// arriving with the transition; or its content leaving with the transition, then the layer
    /// dismissed without animation. `completion` runs when the second has finished.
    func play(_ fade: LayerFade, then completion: @escaping @MainActor () -> Void) {
        layerFade = fade
        switch fade {
        case .arriving(let layer, _):
            fadeArrival = FadeArrival(layer: layer, completion: completion)
            render(animated: false) { [weak self] in self?.arrivalAdvanced(layer, presented: true) }
        case .leaving:
            render(animated: true) { [weak self] in
                guard let self, layerFade == fade else { return completion() }
                layerFade = nil
                render(animated: false, then: completion)
            }
        }
    }

    /// A presented layer's container came on screen (its `onAppear`).
    func presentedLayerAppeared(_ layer: LayerID) {
        arrivalAdvanced(layer, appeared: true)
    }

    /// SwiftUI drew a presented layer's container: it builds a presentation's content only as it
    /// presents it.
    func presentedLayerDrawn(_ layer: LayerID) {
        guard fadeArrival?.layer == layer else { return }
        fadeArrival?.drawn = true
    }

    /// Brings the content of the arriving layer in once SwiftUI has presented the layer and drawn
    /// its container: a view inserted into a layer drawn already plays its transition, one drawn
    /// with the layer does not. Both are waited for, as neither is known to come first: the
    /// change's completion (which may run before SwiftUI presents, as it started no animation)
    /// and the container's `onAppear` (which may run before the presentation ends).
    ///
    /// SwiftUI may hold a presentation back (a sheet while the same view controller presents
    /// another, the app's own: SwiftUI logs that it presents one sheet at a time), and then never
    /// draws the container. When the change finished without the container drawn, SwiftUI is
    /// updated once more; still not drawn, the command finishes without the fade, and the layer's
    /// content is drawn with it whenever SwiftUI presents it.
    private func arrivalAdvanced(
        _ layer: LayerID, presented: Bool = false, appeared: Bool = false, updatedAgain: Bool = false
    ) {
        guard var arrival = fadeArrival, arrival.layer == layer else { return }
        arrival.presented = arrival.presented || presented
        arrival.appeared = arrival.appeared || appeared
        // The user took the layer away meanwhile: nothing is left to arrive.
        let isGone = !shownState.layers.contains { $0.id == layer }
        guard (arrival.presented && arrival.appeared) || (isGone && arrival.presented) else {
            if arrival.presented, !arrival.drawn {
                guard updatedAgain else {
                    fadeArrival = arrival
                    return render(animated: false) { [weak self] in
                        self?.arrivalAdvanced(layer, updatedAgain: true)
                    }
                }
                return heldBack(arrival)
            }
            fadeArrival = arrival
            return
        }
        fadeArrival = nil
        guard !isGone, layerFade == .arriving(layer, shown: false) else {
            if case .arriving(layer, _)? = layerFade { layerFade = nil }
            return arrival.completion()
        }
        layerFade = .arriving(layer, shown: true)
        render(animated: true) { [weak self] in
            if self?.layerFade == .arriving(layer, shown: true) { self?.layerFade = nil }
            arrival.completion()
        }
    }

    /// SwiftUI did not present the arriving layer: its command finishes, and its content is no
    /// longer left out, so that it comes with the layer once SwiftUI presents it.
    private func heldBack(_ arrival: FadeArrival) {
        fadeArrival = nil
        if case .arriving(arrival.layer, _)? = layerFade { layerFade = nil }
        render(animated: false, then: arrival.completion)
    }

    /// Whether a presented layer is a see-through full-screen cover (`SeeThroughCoverModifier`):
    /// one whose content fades, so that the screen below shows through the fade.
    func isSeeThrough(_ layer: Layer) -> Bool {
        guard #available(iOS 17, macOS 14, tvOS 17, watchOS 10, *),
            Self.modifier(presenting: layer.presentation) == .fullScreenCover
        else { return false }
        return contentTransition(for: layer.animation) != nil
    }

    /// What `NavigatorView` draws: the shown tree, or, while a layer's content leaves before
    /// the layer is dismissed, the tree that still holds it.
    var drawnState: NavigationState {
        if case .leaving(_, let drawn)? = layerFade { return drawn }
        return shownState
    }
}

/// A layer presented for its content to arrive with a transition: what it waits for, and the
/// command's completion.
struct FadeArrival {
    let layer: LayerID
    /// Whether the change that presents it has finished.
    var presented = false
    /// Whether its container came on screen.
    var appeared = false
    /// Whether SwiftUI drew its container: it is presenting the layer.
    var drawn = false
    let completion: @MainActor () -> Void
}

/// A presented layer's content arriving or leaving with a view transition of its own.
enum LayerFade: Equatable {
    /// The layer is presented; its content is drawn once `shown`.
    case arriving(LayerID, shown: Bool)
    /// The layer's content leaves; `drawn` is the tree that still holds the layer.
    case leaving(LayerID, drawn: NavigationState)

    /// Whether a presented layer's content is left out: before it arrives, once it left.
    func hidesContent(of layer: LayerID) -> Bool {
        switch self {
        case .arriving(layer, shown: false), .leaving(layer, _): true
        default: false
        }
    }
}
#endif
