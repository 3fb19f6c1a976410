public import CoordinatorKit

extension HeadlessHost {
    /// The stack the user sees: the topmost layer's stack, its selected tab's, or its split's
    /// detail column (the column on top while the split is collapsed).
    public var visibleStack: StackID? {
        guard let top = shownState.top else { return nil }
        guard case .split(let split) = top.content else { return top.visibleStackID }
        return StackID(layer: top.id, column: split.isCollapsed ? split.compactColumn : .detail)
    }

    /// Whether the host takes a gesture now: not while a transition or another gesture runs.
    /// Which gestures it takes is the rule every host follows, `NavigationState.offeredGestures`.
    var takesGestures: Bool { hosted.takesGestures }

    /// Taps the back button of the visible stack. In a collapsed split whose top column shows
    /// its first screen, the back button leads to the column before it. When the top screen's
    /// flow says its leave guard's answer may change (`leaveDecisionDidChange()`), its guard is
    /// asked first, as UIKitHost asks it from the screen's back action: a guard that does not
    /// allow keeps the screen, and one that confirms asks its question.
    /// - Returns: `false`, changing nothing, when there is no back button (the stack shows its
    ///   root) or a transition is in flight.
    @discardableResult
    public func tapBack() -> Bool {
        guard takesGestures, let back = shownState.offeredGestures.back else { return false }
        // A back action the guards refuse is still a tap: UIKit calls it in place of the pop.
        if !leaveGuardsKeep(back) { goBack(back) }
        return true
    }

    /// Whether the leave guards keep the top screen from going back, asked as UIKitHost asks
    /// them: only for a stack whose top screen's flow says its answer may change, before the
    /// back tap or the swipe begins. A guard that asks the user asks its question then.
    private func leaveGuardsKeep(_ back: OfferedGestures.Back) -> Bool {
        guard let navigator, case .pop(let stack) = back, let shown = shownState.stack(stack),
            navigator.asksBeforeGoingBack(in: shown), !navigator.userMayGoBack(in: stack)
        else { return false }
        navigator.userWasKeptFromGoingBack(in: stack)
        return true
    }

    /// Begins an interactive swipe back on the visible stack; end it with
    /// ``finishSwipeBack()`` or ``cancelSwipeBack()``. It goes where the back button goes, and
    /// asks a leave guard before it begins as the back button does.
    /// - Returns: `false` when nothing can be swiped back, a leave guard keeps the screen, or a
    ///   transition or another swipe is in flight.
    @discardableResult
    public func beginSwipeBack() -> Bool {
        guard takesGestures, let back = shownState.offeredGestures.back, !leaveGuardsKeep(back) else { return false }
        // The animation plays as the finger moves, whether or not the swipe completes.
        if let leaving = shownState.screenGoingBack { recordPlayed(.pop, Self.byHand(leaving.animation)) }
        // The navigator holds its commands until the swipe ends, also when it takes a column's
        // first screen away in a collapsed split, as UIKitHost and NavigatorView tell it.
        if let stack = shownState.stackGoingBack { handle(.user(.interactivePopBegan(in: stack))) }
        return true
    }

    /// Lets go of a swipe back after the threshold: the top screen pops.
    /// - Returns: `false` when no swipe back is in progress, or when what it went back to is
    ///   gone (a swipe from a collapsed column's first screen, and the window widened under the
    ///   finger): the swipe is then given up.
    @discardableResult
    public func finishSwipeBack() -> Bool {
        guard case .swipeBack(let stack)? = hosted.gesture else { return false }
        guard let back = shownState.offeredGestures.back, shownState.stackGoingBack == stack else {
            handle(.user(.interactivePopCancelled(in: stack)))
            return false
        }
        goBack(back, records: false)
        return true
    }

    /// Lets go of a swipe back before the threshold: nothing changes.
    @discardableResult
    public func cancelSwipeBack() -> Bool {
        guard case .swipeBack(let stack)? = hosted.gesture else { return false }
        handle(.user(.interactivePopCancelled(in: stack)))
        return true
    }

    /// A whole swipe back: began, then finished or cancelled.
    @discardableResult
    public func swipeBack(completing: Bool = true) -> Bool {
        guard beginSwipeBack() else { return false }
        return completing ? finishSwipeBack() : cancelSwipeBack()
    }

    /// Swipes the topmost presented sheet down (or taps outside a popover), dismissing it. A
    /// layer locked with `PresentationOptions.isInteractiveDismissDisabled` stays,
    /// and the attempt is reported, as UIKit reports it to its presentation controller's delegate.
    /// - Returns: `false` when nothing is presented, the top layer is a full-screen cover (UIKit
    ///   offers no swipe-down there), the top layer is locked, or a transition is in flight.
    @discardableResult
    public func swipeDown() -> Bool {
        guard beginSwipeDown() else { return false }
        return finishSwipeDown()
    }

    /// Puts a finger on the topmost presented sheet (or popover) and starts dragging it down;
    /// end it with ``finishSwipeDown()`` or ``cancelSwipeDown()``. Until then the host holds a
    /// command that arrives, as UIKit presents nothing over a sheet being dragged away, and the
    /// navigator hears nothing. A locked layer stays, and the attempt is reported; a layer whose
    /// flows' leave guards do not allow it stays too, as UIKit asks its presentation
    /// controller's delegate, and a guard that confirms asks its question.
    /// - Returns: `false` when nothing is presented, the top layer is a full-screen cover or
    ///   locked, a leave guard keeps it, or a transition or another gesture is in flight.
    @discardableResult
    public func beginSwipeDown() -> Bool {
        let offered = shownState.offeredGestures
        guard takesGestures, let layer = offered.dismissal, let top = shownState.layer(layer) else { return false }
        if offered.isDismissalLocked {
            handle(.user(.attemptedDismiss(layer)))
            return false
        }
        // As UIKit asks its presentation controller's delegate: the leave guards may keep it.
        if let navigator, !navigator.userMayDismiss(layer) {
            navigator.userWasKeptFromDismissing(layer)
            return false
        }
        handle(.swipeDownBegan(layer))
        recordPlayed(.dismiss, Self.byHand(top.animation))
        return true
    }

    /// Lets go of the dragged sheet past the threshold: it is dismissed and reported, then a
    /// command held meanwhile runs.
    @discardableResult
    public func finishSwipeDown() -> Bool {
        guard case .swipeDown(let layer)? = hosted.gesture else { return false }
        handle(.layerGone(layer))
        return true
    }

    /// Lets go of the dragged sheet before the threshold: it stays, then a command held
    /// meanwhile runs.
    @discardableResult
    public func cancelSwipeDown() -> Bool {
        guard case .swipeDown(let layer)? = hosted.gesture else { return false }
        handle(.swipeDownCancelled(layer))
        return true
    }

    /// Drags the topmost sheet to another of its detents.
    /// - Returns: `false`, changing nothing, when the top layer is not a sheet, does not offer
    ///   the detent, already rests there, or a transition is in flight.
    @discardableResult
    public func dragSheet(to detent: SheetDetent) -> Bool {
        guard takesGestures, shownState.offeredGestures.sheetDetents.contains(detent), let top = shownState.top else {
            return false
        }
        handle(.user(.selectedDetent(detent, in: top.id)))
        return true
    }

    /// The tabs the sidebar of the topmost layer's tab bar lists: a sidebar-adaptable tab bar
    /// shows one at a regular width (``horizontalSizeClass``), as iPadOS 18 and macOS 15 do;
    /// `nil` when none is shown.
    public var sidebarTabs: [TabID]? {
        guard horizontalSizeClass == .regular, let top = shownState.top, case .tabs(let tabs) = top.content,
            tabs.style.adaptsToSidebar
        else { return nil }
        return tabs.tabs.map(\.id)
    }

    /// The user taps a tab in the sidebar: reported as a tap on the tab bar.
    /// - Parameter tab: the tab.
    /// - Returns: `false`, changing nothing, when no sidebar is shown or it lists no such tab,
    ///   or a transition runs.
    @discardableResult
    public func tapSidebarTab(_ tab: TabID) -> Bool {
        guard sidebarTabs?.contains(tab) == true else { return false }
        return tapTab(tab)
    }

    /// Taps a tab of the topmost layer's tab bar. Tapping the selected tab again pops its stack
    /// to its root, as `UITabBarController` does; when a screen above the root is a flow's that
    /// says its leave guard's answer may change, the guards are asked first, as UIKitHost asks
    /// them from the tab bar's delegate.
    /// - Returns: `false` when the topmost layer has no such tab, a leave guard keeps the
    ///   screens, or a transition is in flight.
    @discardableResult
    public func tapTab(_ tab: TabID) -> Bool {
        guard takesGestures, shownState.offeredGestures.tabs.contains(tab), let top = shownState.top,
            case .tabs(let tabs) = top.content
        else { return false }
        guard tab == tabs.selected else {
            handle(.user(.selectedTab(tab, in: top.id)))
            return true
        }
        if leaveGuardsKeepReselecting(tab, in: top.id) { return false }
        handle(.user(.reselectedTab(tab, in: top.id)))
        return true
    }

    /// Whether the leave guards keep a tap on the selected tab from popping its stack to its
    /// root, asked as UIKitHost asks them from `tabBarController(_:shouldSelect:)`: only when a
    /// screen above the root is a flow's that says its answer may change.
    private func leaveGuardsKeepReselecting(_ tab: TabID, in layer: LayerID) -> Bool {
        guard let navigator, let shown = shownState.stack(StackID(layer: layer, tab: tab)),
            navigator.asksBeforePoppingToRoot(shown), !navigator.userMayReselect(tab, in: layer)
        else { return false }
        navigator.userWasKeptFromReselecting(tab, in: layer)
        return true
    }

    /// Goes back as the back button does, recording the animation unless the swipe that goes
    /// back did when it began (`records` false).
    private func goBack(_ back: OfferedGestures.Back, records: Bool = true) {
        if records, let leaving = shownState.screenGoingBack { recordPlayed(.pop, Self.byHand(leaving.animation)) }
        switch back {
        case .pop(let stack):
            guard let screens = shownState.stack(stack)?.screens, screens.count > 1 else { return }
            handle(.user(.popped(to: screens[screens.count - 2].id, in: stack)))
        case .showColumn(let column, let layer):
            showColumn(column, in: layer)
        }
    }
}
