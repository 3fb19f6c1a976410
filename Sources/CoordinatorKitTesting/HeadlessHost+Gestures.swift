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
    var takesGestures: Bool { inFlight == nil && swipe == nil && sheetSwipe == nil }

    /// Taps the back button of the visible stack. In a collapsed split whose top column shows
    /// its first screen, the back button leads to the column before it.
    /// - Returns: `false`, changing nothing, when there is no back button (the stack shows its
    ///   root) or a transition is in flight.
    @discardableResult
    public func tapBack() -> Bool {
        guard takesGestures, let back = shownState.offeredGestures.back else { return false }
        goBack(back)
        return true
    }

    /// Begins an interactive swipe back on the visible stack; end it with
    /// ``finishSwipeBack()`` or ``cancelSwipeBack()``. It goes where the back button goes.
    /// - Returns: `false` when nothing can be swiped back, a transition or another swipe is in
    ///   flight.
    @discardableResult
    public func beginSwipeBack() -> Bool {
        guard takesGestures, let back = shownState.offeredGestures.back else { return false }
        swipe = back
        // The animation plays as the finger moves, whether or not the swipe completes.
        if let leaving = shownState.screenGoingBack { recordPlayed(.pop, Self.byHand(leaving.animation)) }
        // The navigator holds its commands until the swipe ends, also when it takes a column's
        // first screen away in a collapsed split, as UIKitHost and NavigatorView tell it.
        if let stack = shownState.stackGoingBack { navigator?.hostDidReport(.interactivePopBegan(in: stack)) }
        return true
    }

    /// Lets go of a swipe back after the threshold: the top screen pops.
    @discardableResult
    public func finishSwipeBack() -> Bool {
        guard let back = swipe else { return false }
        swipe = nil
        goBack(back, records: false)
        return true
    }

    /// Lets go of a swipe back before the threshold: nothing changes.
    @discardableResult
    public func cancelSwipeBack() -> Bool {
        guard swipe != nil else { return false }
        swipe = nil
        if let stack = shownState.stackGoingBack { navigator?.hostDidReport(.interactivePopCancelled(in: stack)) }
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
    /// navigator hears nothing. A locked layer stays, and the attempt is reported.
    /// - Returns: `false` when nothing is presented, the top layer is a full-screen cover or
    ///   locked, or a transition or another gesture is in flight.
    @discardableResult
    public func beginSwipeDown() -> Bool {
        let offered = shownState.offeredGestures
        guard takesGestures, let layer = offered.dismissal, let top = shownState.layer(layer) else { return false }
        if offered.isDismissalLocked {
            navigator?.hostDidReport(.attemptedDismiss(layer))
            return false
        }
        sheetSwipe = layer
        recordPlayed(.dismiss, Self.byHand(top.animation))
        return true
    }

    /// Lets go of the dragged sheet past the threshold: it is dismissed and reported, then a
    /// command held meanwhile runs.
    @discardableResult
    public func finishSwipeDown() -> Bool {
        guard let layer = sheetSwipe else { return false }
        sheetSwipe = nil
        var next = shownState
        next.apply(.dismiss(layer))
        show(next)
        navigator?.hostDidReport(.dismissed(layer))
        performHeldCommand()
        return true
    }

    /// Lets go of the dragged sheet before the threshold: it stays, then a command held
    /// meanwhile runs.
    @discardableResult
    public func cancelSwipeDown() -> Bool {
        guard sheetSwipe != nil else { return false }
        sheetSwipe = nil
        performHeldCommand()
        return true
    }

    private func performHeldCommand() {
        guard let (command, done) = heldCommand else { return }
        heldCommand = nil
        perform(command, completion: done)
    }

    /// Drags the topmost sheet to another of its detents.
    /// - Returns: `false`, changing nothing, when the top layer is not a sheet, does not offer
    ///   the detent, already rests there, or a transition is in flight.
    @discardableResult
    public func dragSheet(to detent: SheetDetent) -> Bool {
        guard takesGestures, shownState.offeredGestures.sheetDetents.contains(detent), let top = shownState.top else {
            return false
        }
        var options = top.options
        options.selectedDetent = detent
        shownState.apply(.setOptions(top.id, options))
        navigator?.hostDidReport(.selectedDetent(detent, in: top.id))
        return true
    }

    /// Taps a tab of the topmost layer's tab bar. Tapping the selected tab again pops its stack
    /// to its root, as `UITabBarController` does.
    /// - Returns: `false` when the topmost layer has no such tab or a transition is in flight.
    @discardableResult
    public func tapTab(_ tab: TabID) -> Bool {
        guard takesGestures, shownState.offeredGestures.tabs.contains(tab), let top = shownState.top,
            case .tabs(let tabs) = top.content
        else { return false }
        if tab == tabs.selected {
            let stack = StackID(layer: top.id, tab: tab)
            var next = shownState
            next.apply(.setStack(stack, Stack(Array(tabs[tab]?.stack.screens.prefix(1) ?? []))))
            show(next)
            navigator?.hostDidReport(.reselectedTab(tab, in: top.id))
        } else {
            shownState.apply(.selectTab(tab, in: top.id))
            navigator?.hostDidReport(.selectedTab(tab, in: top.id))
        }
        return true
    }

    /// Goes back as the back button does, recording the animation unless the swipe that goes
    /// back did when it began (`records` false).
    private func goBack(_ back: OfferedGestures.Back, records: Bool = true) {
        if records, let leaving = shownState.screenGoingBack { recordPlayed(.pop, Self.byHand(leaving.animation)) }
        switch back {
        case .pop(let stack):
            guard var screens = shownState.stack(stack)?.screens, screens.count > 1 else { return }
            screens.removeLast()
            var next = shownState
            next.apply(.setStack(stack, Stack(screens)))
            show(next)
            navigator?.hostDidReport(.popped(to: screens[screens.count - 1].id, in: stack))
        case .showColumn(let column, let layer):
            showColumn(column, in: layer)
        }
    }
}
