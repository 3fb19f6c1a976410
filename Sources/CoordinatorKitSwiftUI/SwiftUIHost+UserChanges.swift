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
        if userSwipeBack?.stack == stack { userSwipeBack = nil }
        guard let screens = shownState.stack(stack)?.screens,
            newPath.count < screens.count - 1,
            Array(screens.dropFirst().prefix(newPath.count).map(\.id)) == newPath
        else { return }
        let newTop = screens[newPath.count].id
        _ = try? shownState.pop(to: newTop, in: stack)
        // The popped screens' owner runs on: they need no last view while they slide away.
        forgetViewsOfLeftScreens()
        bumpRevision()
        navigator?.hostDidReport(.popped(to: newTop, in: stack))
    }

    /// A screen came on screen. The one just below its stack's top comes while the user swipes
    /// back from the edge: SwiftUI says nothing else until the swipe ends (the path shortened, or
    /// the screen gone again), so the host tells the navigator now, which holds its commands. A
    /// push the code asks for meanwhile then goes on top of what the swipe leaves, instead of
    /// being what it pops.
    func screenAppeared(_ screen: ScreenID, in stack: StackID) {
        if let swipe = userSwipeBack, swipe.stack == stack, shownState.stack(stack)?.screens.last?.id == screen {
            // The top came back: the swipe was given up.
            userGaveUpSwipeBack()
            return
        }
        guard userSwipeBack == nil else { return }
        if let leaving = columnLeaving(uncovering: screen, in: stack) {
            // The column below a collapsed split's top column comes on screen: the swipe takes
            // that column's first screen away, which the split's compact column tells at its end.
            userSwipeBack = (leaving, screen)
            navigator?.hostDidReport(.interactivePopBegan(in: leaving))
            return
        }
        guard let screens = shownState.stack(stack)?.screens, screens.count > 1, screens[screens.count - 2].id == screen
        else { return }
        userSwipeBack = (stack, screen)
        navigator?.hostDidReport(.interactivePopBegan(in: stack))
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
        guard let swipe = userSwipeBack, swipe.uncovered == screen else { return }
        userGaveUpSwipeBack()
    }

    private func userGaveUpSwipeBack() {
        guard let swipe = userSwipeBack else { return }
        userSwipeBack = nil
        navigator?.hostDidReport(.interactivePopCancelled(in: swipe.stack))
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
            _ = try? shownState.popToRoot(in: StackID(layer: layer, tab: tab))
            forgetViewsOfLeftScreens()
            bumpRevision()
            navigator?.hostDidReport(.reselectedTab(tab, in: layer))
            return
        }
        guard (try? shownState.selectTab(tab, in: layer)) != nil else { return }
        bumpRevision()
        navigator?.hostDidReport(.selectedTab(tab, in: layer))
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
        guard (try? shownState.dismiss(layer)) != nil else { return }
        machine.userDismissed(layer)
        bumpRevision()
        navigator?.hostDidReport(.dismissed(layer))
    }

    /// SwiftUI finished taking a presentation away (its `onDismiss`): commands that waited for
    /// the user's dismissal go now.
    func presentationDidEnd() {
        guard let waiting = machine.presentationEnded() else { return }
        forgetViewsOfLeftScreens()
        for (command, completion) in waiting {
            perform(command, completion: completion)
        }
    }
}

/// The layers from a presented one upward: the item of a `sheet(item:)`, identified by the
/// presented layer. SwiftUI keeps showing the last item while it dismisses it.
struct PresentedLayers: Identifiable {
    let layers: [Layer]
    var id: LayerID { layers[0].id }
}
#endif
