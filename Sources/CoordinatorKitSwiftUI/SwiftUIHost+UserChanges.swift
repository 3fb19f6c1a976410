#if canImport(SwiftUI)
import SwiftUI
#elseif os(Linux)
import SwiftUIDouble
#endif
#if canImport(SwiftUI) || os(Linux)
import CoordinatorKit

// What SwiftUI writes through the bindings is what the user did: the shown tree follows, and the
// navigator hears it as a `UserChange`.
@available(iOS 16, macOS 13, tvOS 16, watchOS 9, *)
extension SwiftUIHost {
    /// A stack's path: the IDs of its screens above the root. SwiftUI shortens it when the user
    /// goes back (back button, edge swipe, the back button's menu, a re-tapped tab).
    func pathBinding(for stack: StackID, showing screens: [Screen]) -> Binding<[ScreenID]> {
        let path = screens.dropFirst().map(\.id)
        return Binding(
            get: { path },
            set: { [weak self] newPath in self?.userSetPath(newPath, of: stack) }
        )
    }

    private func userSetPath(_ newPath: [ScreenID], of stack: StackID) {
        guard let screens = shownState.stack(stack)?.screens,
            newPath.count < screens.count - 1,
            Array(screens.dropFirst().prefix(newPath.count).map(\.id)) == newPath
        else {
            // A swipe back in this stack that pops nothing was given up.
            if hosted.gesture == .swipeBack(stack) { userDid(.interactivePopCancelled(in: stack)) }
            return
        }
        let newTop = screens[newPath.count].id
        let actions = hosted.handle(.user(.popped(to: newTop, in: stack)))
        // The popped screens' owner runs on: they need no last view while they slide away.
        forgetViewsOfLeftScreens()
        bumpRevision()
        carryOut(actions)
    }

    /// A screen came on screen. The one just below its stack's top comes while the user swipes
    /// back from the edge: SwiftUI says nothing else until the swipe ends (the path shortened, or
    /// the screen gone again), so the host tells the navigator now, which holds its commands. A
    /// push the code asks for meanwhile then goes on top of what the swipe leaves, instead of
    /// being what it pops.
    func screenAppeared(_ screen: ScreenID, in stack: StackID) {
        if case .swipeBack(let swiped)? = hosted.gesture, swiped == stack,
            shownState.stack(stack)?.screens.last?.id == screen
        {
            // The top came back: the swipe was given up.
            userGaveUpSwipeBack()
            return
        }
        guard hosted.takesGestures else { return }
        if let leaving = columnLeaving(uncovering: screen, in: stack) {
            // The column below a collapsed split's top column comes on screen: the swipe takes
            // that column's first screen away, which the split's compact column tells at its end.
            carryOut(hosted.handle(.user(.interactivePopBegan(in: leaving))))
            return
        }
        guard let screens = shownState.stack(stack)?.screens, screens.count > 1, screens[screens.count - 2].id == screen
        else { return }
        carryOut(hosted.handle(.user(.interactivePopBegan(in: stack))))
    }

    /// The column whose first screen a swipe back takes away, when `screen`, coming on screen,
    /// is the top of the column below it in the collapsed split on top; `nil` otherwise. Only
    /// from iOS 17, macOS 14, tvOS 17: the split's `preferredCompactColumn` then tells the swipe's
    /// end; before, SwiftUI tells nothing of it, and a held navigator would never be let go.
    private func columnLeaving(uncovering screen: ScreenID, in stack: StackID) -> StackID? {
        guard #available(iOS 17, macOS 14, tvOS 17, watchOS 10, *),
            case .showColumn(let below, let layer)? = shownState.offeredGestures.back,
            stack == StackID(layer: layer, column: below), shownState.stack(stack)?.top?.id == screen
        else { return nil }
        return shownState.stackGoingBack
    }

    /// A screen left the screen: the one a swipe back uncovered, while still below the top, when
    /// the user let go before the threshold.
    func screenDisappeared(_ screen: ScreenID, in stack: StackID) {
        // (A swipe that takes a column away uncovered a screen of the column below: the screen
        // alone tells it, as screens are unique.)
        guard uncoveredBySwipeBack == screen else { return }
        userGaveUpSwipeBack()
    }

    /// The screen the user's swipe back uncovers: the one below the top of the stack swiped,
    /// or, when the swipe takes a column's first screen away, the top of the column below.
    private var uncoveredBySwipeBack: ScreenID? {
        guard case .swipeBack(let stack)? = hosted.gesture, let screens = shownState.stack(stack)?.screens else {
            return nil
        }
        if screens.count > 1 { return screens[screens.count - 2].id }
        guard let column = stack.column, case .split(let split)? = shownState.layer(stack.layer)?.content,
            let below = split.columns.last(where: { $0 < column })
        else { return nil }
        return split[below]?.top?.id
    }

    func userGaveUpSwipeBack() {
        guard case .swipeBack(let stack)? = hosted.gesture else { return }
        carryOut(hosted.handle(.user(.interactivePopCancelled(in: stack))))
    }

    /// A tabs layer's selection; SwiftUI sets it when the user taps another tab.
    func selectionBinding(for layer: LayerID, selected: TabID) -> Binding<TabID> {
        Binding(
            get: { selected },
            set: { [weak self] tab in self?.userSelected(tab, in: layer) }
        )
    }

    private func userSelected(_ tab: TabID, in layer: LayerID) {
        guard let shown = shownState.layers.first(where: { $0.id == layer }),
            case .tabs(let tabs) = shown.content
        else { return }
        if tabs.selected == tab {
            // Tapping the selected tab again pops its stack to its root, as UIKit does.
            guard (tabs[tab]?.stack.screens.count ?? 0) > 1 else { return }
            let actions = hosted.handle(.user(.reselectedTab(tab, in: layer)))
            forgetViewsOfLeftScreens()
            bumpRevision()
            carryOut(actions)
            return
        }
        guard tabs[tab] != nil else { return }
        userDid(.selectedTab(tab, in: layer))
    }

    /// The presentation of the layer above another, for one kind of presentation: `nil` unless
    /// the layer above is presented that way. SwiftUI sets it to `nil` when the user swipes a
    /// sheet down or taps outside a popover.
    func presentationBinding(of above: [Layer], over layer: LayerID, as presentation: Presentation) -> Binding<
        PresentedLayers?
    > {
        // A popover a screen anchored is presented from the marked view instead.
        let anchored = presentation == .popover && isAnchored(above.first, over: layer)
        let item = above.first.flatMap {
            Self.modifier(presenting: $0.presentation) == presentation && !anchored
                ? PresentedLayers(layers: above) : nil
        }
        return Binding(
            get: { item },
            set: { [weak self] newItem in
                guard newItem == nil, let layer = item?.id else { return }
                self?.userDismissed(layer)
            }
        )
    }

    /// The modifier that presents a layer on this platform: macOS has no full-screen cover,
    /// tvOS and watchOS no popover; those are sheets there.
    static func modifier(presenting presentation: Presentation) -> Presentation {
        #if os(macOS)
        if presentation == .fullScreenCover { return .sheet }
        #endif
        #if os(tvOS) || os(watchOS)
        if presentation == .popover { return .sheet }
        #endif
        return presentation
    }

    func userDismissed(_ layer: LayerID) {
        guard shownState.layers.dropFirst().contains(where: { $0.id == layer }) else { return }
        let actions = hosted.handle(.layerLeaving(layer, .dismissed(layer)))
        bumpRevision()
        carryOut(actions)
    }

    /// SwiftUI finished taking a presentation away (its `onDismiss`): commands that waited for
    /// the user's dismissal go now.
    func presentationDidEnd() {
        guard case .leaving(let layer)? = hosted.gesture else { return }
        forgetViewsOfLeftScreens()
        carryOut(hosted.handle(.layerGone(layer)))
    }
}

/// The layers from a presented one upward: the item of a `sheet(item:)`, identified by the
/// presented layer. SwiftUI keeps showing the last item while it dismisses it.
struct PresentedLayers: Identifiable {
    let layers: [Layer]
    var id: LayerID { layers[0].id }
}
#endif
