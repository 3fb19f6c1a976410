/// What the user can do by hand on what a navigation state shows, as UIKit and SwiftUI offer it:
/// the back button and the edge swipe, a swipe down or a tap outside, a sheet's detents, the tab
/// bar.
///
/// Every host follows this one rule, and a test can ask it what a gesture will do:
///
/// ```swift
/// let offered = navigator.renderedState.offeredGestures
/// if case .pop(let stack)? = offered.back {
///     // the back button and the edge swipe pop the top screen of `stack`
/// }
/// ```
///
/// While an alert or a confirmation dialog is shown, nothing is offered but its choices. A host
/// also offers nothing while a transition runs, which a state cannot tell.
public struct OfferedGestures: Hashable, Sendable {
    /// What the back button and the edge swipe do.
    public enum Back: Hashable, Sendable {
        /// Pops the top screen of the stack.
        case pop(StackID)
        /// In a collapsed split whose top column shows only its first screen: shows the column
        /// before it, as `UISplitViewController`'s collapsed stack pops a column's first screen.
        case showColumn(SplitColumn, in: LayerID)
    }

    /// What the back button and the edge swipe do; `nil` when the stack the user sees shows its
    /// root.
    public let back: Back?
    /// The presented layer a swipe down (a sheet) or a tap outside (a popover) dismisses: the
    /// topmost one, unless it is a full-screen cover. `nil` when nothing is presented.
    public let dismissal: LayerID?
    /// Whether that layer stays when the user tries (``PresentationOptions/isInteractiveDismissDisabled``);
    /// UIKit then tells the host of the attempt.
    public let isDismissalLocked: Bool
    /// The detents the topmost sheet can be dragged to: each it offers but the one it rests at.
    public let sheetDetents: [SheetDetent]
    /// The tabs of the topmost layer's tab bar, leading first; tapping the selected one again
    /// pops its stack to its root.
    public let tabs: [TabID]

    /// Nothing offered: what a shown question, or an empty state, leaves the user.
    static let none = OfferedGestures(back: nil, dismissal: nil, isDismissalLocked: false, sheetDetents: [], tabs: [])
}

extension NavigationState {
    /// What the user can do by hand on what this state shows; see ``OfferedGestures``.
    public var offeredGestures: OfferedGestures {
        guard askedQuestion == nil, let top else { return .none }
        let presented = layers.count > 1 && top.presentation != .fullScreenCover
        var detents: [SheetDetent] = []
        if presented, top.presentation == .sheet {
            detents = top.options.offeredDetents.filter { $0 != top.options.restingDetent }
        }
        var tabs: [TabID] = []
        if case .tabs(let shown) = top.content { tabs = shown.tabs.map(\.id) }
        return OfferedGestures(
            back: Self.back(in: top), dismissal: presented ? top.id : nil,
            isDismissalLocked: presented && top.options.isInteractiveDismissDisabled, sheetDetents: detents, tabs: tabs)
    }

    /// The screen the back button and the edge swipe take away, for a host that plays its
    /// animation; `nil` when they are not offered.
    package var screenGoingBack: Screen? {
        switch offeredGestures.back {
        case .pop(let stack)?:
            return self.stack(stack)?.top
        case .showColumn(_, let layer)?:
            guard case .split(let split)? = self.layer(layer)?.content else { return nil }
            return split[split.compactColumn]?.top
        case nil:
            return nil
        }
    }

    /// The stack the back button and the edge swipe take a screen from: the one they pop, or
    /// in a collapsed split the column whose first screen leaves; `nil` when they are not
    /// offered. A host names it when it tells the navigator a swipe began or was cancelled.
    package var stackGoingBack: StackID? {
        switch offeredGestures.back {
        case .pop(let stack)?:
            return stack
        case .showColumn(_, let layer)?:
            guard case .split(let split)? = self.layer(layer)?.content else { return nil }
            return StackID(layer: layer, column: split.compactColumn)
        case nil:
            return nil
        }
    }

    /// What the back button does in a layer: pops the stack the user sees when it holds more than
    /// its root; in a collapsed split at a column's first screen, shows the column before it.
    private static func back(in layer: Layer) -> OfferedGestures.Back? {
        guard case .split(let split) = layer.content else {
            let id = layer.visibleStackID
            guard let stack = layer.content.visibleStack, stack.count > 1 else { return nil }
            return .pop(id)
        }
        let column = split.isCollapsed ? split.compactColumn : .detail
        if let stack = split[column], stack.count > 1 { return .pop(StackID(layer: layer.id, column: column)) }
        guard split.isCollapsed, let previous = split.columns.last(where: { $0 < column }) else { return nil }
        return .showColumn(previous, in: layer.id)
    }
}
