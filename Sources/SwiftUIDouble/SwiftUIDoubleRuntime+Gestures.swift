#if os(Linux)
// The user's gestures on a SwiftUIDoubleRuntime (not SwiftUI API). Each acts on the topmost layer, as
// only it receives touches; each is refused (returns `false`, changes nothing) while a transition is in
// flight, as UIKit ignores touches during one. What a gesture changes is written back through the
// bindings the views gave (path, isPresented/item, selection) in a transaction, then the runtime updates.

extension SwiftUIDoubleRuntime {
    /// The topmost layer of the last render.
    var topLayer: LayerRecord? {
        lastLayers.last
    }

    /// The navigation stack the user sees in the topmost layer (in the selected tab, if tabs show).
    private var topStack: StackRecord? {
        topLayer?.stacks.last(where: \.isVisible)
    }

    /// Whether a touch reaches the views now. SwiftUI renders a state change before the run loop
    /// delivers the next touch, so an update that is due runs first; then a transition in flight
    /// keeps the touch out, as UIKit ignores touches during one.
    func acceptsTouches() -> Bool {
        if needsUpdate { update() }
        return transitions.isEmpty
    }

    /// Taps the back button of the topmost stack: pops its top screen.
    ///
    /// - Returns: `false` when the stack shows only its root, or a transition is in flight.
    @discardableResult
    public func tapBack() -> Bool {
        popTopStack(to: { $0 - 2 })
    }

    /// Long-presses the back button of the topmost stack and picks a screen of its menu: pops every screen above it.
    ///
    /// - Parameter index: The screen to go back to: 0 is the root, 1 the first pushed screen, and so on.
    /// - Returns: `false` when `index` is not below the top screen, or a transition is in flight.
    @discardableResult
    public func longPressBack(choosing index: Int) -> Bool {
        popTopStack(to: { _ in index })
    }

    /// Starts an edge swipe back on the topmost stack; the path changes only at `endSwipeBack(completing:)`.
    ///
    /// The screen below the top comes on screen at once (its `onAppear` runs), as the view
    /// controller an interactive pop uncovers appears when the gesture starts.
    /// - Returns: `false` when the stack shows only its root, or a transition is in flight.
    @discardableResult
    public func beginSwipeBack() -> Bool {
        guard acceptsTouches(), let stack = topStack else { return false }
        let uncovered: String
        var splitOfColumn: String?
        if stack.screens.count > 1, stack.path != nil {
            uncovered = stack.screens[stack.screens.count - 2].id
        } else if stack.backToColumnBelow != nil, let below = stack.stackedBelow.last {
            // At the first screen of a collapsed split's top column: the column below shows.
            uncovered = below.id
            splitOfColumn = topLayer?.splits.last { stack.id.hasPrefix($0.id + "/") }?.id
        } else {
            return false
        }
        let swipe = TransitionRecord(kind: .edgeSwipe, isAnimated: true, stackID: stack.id, revealing: [uncovered])
        swipe.splitOfColumn = splitOfColumn
        transitions.append(swipe)
        update()
        return true
    }

    /// Ends the edge swipe in progress: completed, it pops the top screen; cancelled, it changes
    /// nothing but the uncovered screen, which leaves the screen again (its `onDisappear` runs).
    ///
    /// - Parameter completing: Whether the user swiped far enough.
    /// - Returns: `false` when no edge swipe was in progress.
    @discardableResult
    public func endSwipeBack(completing: Bool) -> Bool {
        guard let swipe = transitions.first(where: { $0.kind == .edgeSwipe }) else { return false }
        transitions.removeAll { $0 === swipe }
        guard completing else {
            update()
            return true
        }
        guard let stack = lastLayers.flatMap(\.stacks).first(where: { $0.id == swipe.stackID }) else { return true }
        if stack.screens.count == 1, let back = stack.backToColumnBelow {
            back()
        } else if let path = stack.path, stack.screens.count > 1 {
            // (A stack the app took back to its root under the finger has nothing left to pop.)
            path.truncate(stack.screens.count - 2, Transaction())
        }
        update()
        return true
    }

    /// Swipes the topmost sheet down: dismisses it and writes `false` or `nil` into its binding.
    ///
    /// - Returns: `false` when the top layer is not a sheet, its content is `interactiveDismissDisabled()`,
    ///   or a transition is in flight.
    @discardableResult
    public func swipeDown() -> Bool {
        dismissTopLayer(ifKind: .sheet)
    }

    /// Taps outside the topmost popover: dismisses it and writes `false` or `nil` into its binding.
    ///
    /// - Returns: `false` when the top layer is not a popover, its content is `interactiveDismissDisabled()`,
    ///   or a transition is in flight.
    @discardableResult
    public func tapOutsidePopover() -> Bool {
        dismissTopLayer(ifKind: .popover)
    }

    /// Taps the tab titled `title` in the tab bar of the topmost layer: selects it, or, when it is the
    /// selected tab, pops its navigation stack to the root.
    ///
    /// - Parameter title: The tab's title (the texts of its `tabItem` label).
    /// - Returns: `false` when no tab has that title, or a transition is in flight.
    @discardableResult
    public func tapTab(titled title: String) -> Bool {
        guard acceptsTouches(), let layer = topLayer, let tabs = layer.tabs.last(where: \.isVisible),
              let index = tabs.tabs.firstIndex(where: { $0.title == title }) else { return false }
        if index == tabs.selectedIndex {
            let screenID = tabs.tabs[index].screenID
            if let stack = layer.stacks.first(where: { $0.isVisible && ($0.id == screenID || $0.id.hasPrefix(screenID + "/")) }), stack.screens.count > 1 {
                stack.path?.truncate(0, Transaction())
            }
        } else if let tag = tabs.tabs[index].tag {
            tabs.selection?.select(tag)
        }
        update()
        return true
    }

    /// Taps the tab titled `title` in the sidebar of the tab view on screen in the topmost layer,
    /// as ``tapTab(titled:)`` taps it in the tab bar. Not SwiftUI API.
    ///
    /// - Parameter title: The tab's title (the texts of its label).
    /// - Returns: `false` when no sidebar is shown (a tab view not built with `Tab`s in the
    ///   `.sidebarAdaptable` style, a compact width), it lists no such tab, or a transition is
    ///   in flight.
    @discardableResult
    public func tapSidebarTab(titled title: String) -> Bool {
        if needsUpdate { update() }
        guard let layer = topLayer, let tabs = layer.tabs.last(where: \.isVisible), tabs.showsSidebar else { return false }
        return tapTab(titled: title)
    }

    /// Taps the first button titled `title` on screen in the topmost layer.
    ///
    /// - Parameter title: The button's title (the texts of its label joined by spaces).
    /// - Returns: `false` when no such button is on screen, or a transition is in flight.
    @discardableResult
    public func tapButton(titled title: String) -> Bool {
        guard acceptsTouches(), let layer = topLayer,
              let button = layer.screens.filter(\.isVisible).flatMap(\.buttons).first(where: { $0.title == title }) else { return false }
        button.action()
        update()
        return true
    }

    private func popTopStack(to newCount: (Int) -> Int) -> Bool {
        guard acceptsTouches(), let stack = topStack else { return false }
        if stack.screens.count == 1, let back = stack.backToColumnBelow {
            // The first screen of a collapsed split's top column: back shows the column below.
            guard newCount(1) == -1 else { return false }
            back()
            update()
            return true
        }
        guard let path = stack.path else { return false }
        let count = newCount(stack.screens.count)
        guard count >= 0, count < stack.screens.count - 1 else { return false }
        path.truncate(count, Transaction())
        update()
        return true
    }

    private func dismissTopLayer(ifKind kind: SwiftUIDoublePresentationKind) -> Bool {
        guard acceptsTouches(), let layer = topLayer, layer.kind == kind, !layer.interactiveDismissDisabled,
              let slot = slots[layer.id], slot.phase == .presented else { return false }
        startDismissal(of: slot)
        slot.writeDismissal(Transaction())
        update()
        return true
    }
}
#endif
