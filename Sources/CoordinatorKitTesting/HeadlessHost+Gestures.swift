public import CoordinatorKit

extension HeadlessHost {
    /// The stack the user sees: the topmost layer's stack, its selected tab's, or its split's
    /// detail column (the column on top while the split is collapsed).
    public var visibleStack: StackID? {
        guard let top = layers.last else { return nil }
        switch top.content {
        case .stack: return StackID(layer: top.id)
        case .tabs(_, let selected): return StackID(layer: top.id, tab: selected)
        case .split: return splitBackStack(of: top)
        }
    }

    /// Taps the back button of the visible stack. In a collapsed split whose top column shows
    /// its first screen, the back button leads to the column before it.
    /// - Returns: `false`, changing nothing, when there is no back button (the stack shows its
    ///   root) or a transition is in flight.
    @discardableResult
    public func tapBack() -> Bool {
        guard let stack = poppableStack() else {
            guard inFlight == nil, swipe == nil, sheetSwipe == nil, question == nil, let index = layers.indices.last
            else { return false }
            return popColumn(in: index)
        }
        return pop(stack)
    }

    /// Begins an interactive swipe back on the visible stack; end it with
    /// ``finishSwipeBack()`` or ``cancelSwipeBack()``.
    /// - Returns: `false` when nothing can be swiped back, a transition or another swipe is in
    ///   flight.
    @discardableResult
    public func beginSwipeBack() -> Bool {
        guard swipe == nil, let stack = poppableStack() else { return false }
        swipe = stack
        // The animation plays as the finger moves, whether or not the swipe completes.
        if let index = layers.firstIndex(where: { $0.id == stack.layer }),
            let top = layers[index].content.screens(of: stack)?.last
        {
            recordPlayed(.pop, Self.byHand(top.screen.animation))
        }
        navigator?.hostDidReport(.interactivePopBegan(in: stack))
        return true
    }

    /// Lets go of a swipe back after the threshold: the top screen pops.
    @discardableResult
    public func finishSwipeBack() -> Bool {
        guard let stack = swipe else { return false }
        swipe = nil
        return pop(stack, records: false)
    }

    /// Lets go of a swipe back before the threshold: nothing changes.
    @discardableResult
    public func cancelSwipeBack() -> Bool {
        guard let stack = swipe else { return false }
        swipe = nil
        navigator?.hostDidReport(.interactivePopCancelled(in: stack))
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
        guard inFlight == nil, swipe == nil, sheetSwipe == nil, question == nil, layers.count > 1,
            let top = layers.last,
            top.presentation != .fullScreenCover
        else { return false }
        if top.options.isInteractiveDismissDisabled {
            navigator?.hostDidReport(.attemptedDismiss(top.id))
            return false
        }
        sheetSwipe = top.id
        recordPlayed(.dismiss, Self.byHand(top.animation))
        return true
    }

    /// Lets go of the dragged sheet past the threshold: it is dismissed and reported, then a
    /// command held meanwhile runs.
    @discardableResult
    public func finishSwipeDown() -> Bool {
        guard let layer = sheetSwipe else { return false }
        sheetSwipe = nil
        layers.removeAll { $0.id == layer }
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
        guard inFlight == nil, swipe == nil, sheetSwipe == nil, question == nil, layers.count > 1,
            let index = layers.indices.last,
            layers[index].presentation == .sheet
        else { return false }
        let options = layers[index].options
        guard options.offeredDetents.contains(detent), options.restingDetent != detent else { return false }
        layers[index].options.selectedDetent = detent
        navigator?.hostDidReport(.selectedDetent(detent, in: layers[index].id))
        return true
    }

    /// Taps a tab of the topmost layer's tab bar. Tapping the selected tab again pops its stack
    /// to its root, as `UITabBarController` does.
    /// - Returns: `false` when the topmost layer has no such tab or a transition is in flight.
    @discardableResult
    public func tapTab(_ tab: TabID) -> Bool {
        guard inFlight == nil, swipe == nil, sheetSwipe == nil, question == nil, let index = layers.indices.last,
            case .tabs(var tabs, let selected) = layers[index].content,
            let tabIndex = tabs.firstIndex(where: { $0.id == tab })
        else { return false }
        let layer = layers[index].id
        if tab == selected {
            tabs[tabIndex].screens.removeSubrange(1...)
            layers[index].content = .tabs(tabs, selected: tab)
            navigator?.hostDidReport(.reselectedTab(tab, in: layer))
        } else {
            layers[index].content = .tabs(tabs, selected: tab)
            navigator?.hostDidReport(.selectedTab(tab, in: layer))
        }
        return true
    }

    private func poppableStack() -> StackID? {
        guard inFlight == nil, swipe == nil, sheetSwipe == nil, question == nil, let stack = visibleStack,
            let index = layers.firstIndex(where: { $0.id == stack.layer }),
            let screens = layers[index].content.screens(of: stack), screens.count > 1
        else { return nil }
        return stack
    }

    /// Pops the top screen, recording its animation unless the swipe that pops it did when it
    /// began (`records` false).
    private func pop(_ stack: StackID, records: Bool = true) -> Bool {
        guard let index = layers.firstIndex(where: { $0.id == stack.layer }),
            var screens = layers[index].content.screens(of: stack), screens.count > 1
        else { return false }
        let popped = screens.removeLast()
        if records { recordPlayed(.pop, Self.byHand(popped.screen.animation)) }
        layers[index].content.setStack(screens, in: stack)
        navigator?.hostDidReport(.popped(to: screens[screens.count - 1].screen.id, in: stack))
        return true
    }
}
