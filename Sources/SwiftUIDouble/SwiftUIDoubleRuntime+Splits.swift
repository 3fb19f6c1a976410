#if os(Linux)
// The window's width and the split views it collapses or expands (not SwiftUI API).

extension SwiftUIDoubleRuntime {
    /// The window's horizontal size class: what the root's environment holds as
    /// `horizontalSizeClass`. `.regular` until ``setHorizontalSizeClass(_:)`` changes it.
    public var horizontalSizeClass: UserInterfaceSizeClass { windowSizeClass }

    /// Changes the window's width, as a rotation, Split View or Slide Over does: the views that
    /// read `horizontalSizeClass` render again, and every `NavigationSplitView` collapses its
    /// columns into one stack (compact) or shows them side by side (regular). Not SwiftUI API.
    ///
    /// ```swift
    /// runtime.setHorizontalSizeClass(.compact)
    /// #expect(runtime.shownLayers[0].stacks == [["Mailboxes", "Inbox"]])
    /// ```
    /// - Parameter sizeClass: The new width.
    public func setHorizontalSizeClass(_ sizeClass: UserInterfaceSizeClass) {
        guard sizeClass != windowSizeClass else { return }
        windowSizeClass = sizeClass
        updateFlag.set()
        update()
    }

    /// The user shows or hides columns of the expanded split view on screen in the topmost layer
    /// (its sidebar button, a drag of the divider): SwiftUI writes the new visibility into the
    /// split's `columnVisibility` binding. Not SwiftUI API.
    /// - Parameter visibility: The columns now shown.
    /// - Returns: `false`, changing nothing, when the topmost layer shows no expanded split view,
    ///   or a transition is in flight.
    @discardableResult
    public func changeColumnVisibility(to visibility: NavigationSplitViewVisibility) -> Bool {
        if needsUpdate { update() }
        guard transitions.isEmpty, let split = lastLayers.last?.splits.last(where: \.isVisible), !split.isCollapsed,
              let binding = split.columnVisibility, binding.wrappedValue != visibility else { return false }
        binding.wrappedValue = visibility
        update()
        return true
    }

    /// The environment the root view is drawn in.
    var rootEnvironment: EnvironmentValues {
        var environment = EnvironmentValues()
        environment.horizontalSizeClass = windowSizeClass
        environment._accessibilityReduceMotion = windowReducesMotion
        return environment
    }

    /// Follows a split between updates: a collapsed split whose top column changed pushes that
    /// column onto its stack, or pops back to it, as one navigation transition.
    func splitDrawn(_ split: SplitRecord, topScreen: String?) {
        visitedSplits.insert(split.id)
        let previous = shownSplits[split.id]
        shownSplits[split.id] = (split.isCollapsed, split.top, topScreen)
        if let previous, previous.isCollapsed != split.isCollapsed {
            // The split is drawn anew at the other width: its columns are no longer stacked, so
            // a swipe taking its top column away has nothing left to take and ends unfinished,
            // telling nobody.
            if transitions.contains(where: { $0.splitOfColumn == split.id }) {
                transitions.removeAll { $0.splitOfColumn == split.id }
                updateFlag.set()
            }
        }
        guard let previous, previous.isCollapsed, split.isCollapsed, split.isVisible, previous.top != split.top,
              let oldTop = previous.topScreen else { return }
        start(split.top > previous.top ? .push : .pop, stackID: split.id, lingering: [oldTop + "/"])
    }
}
#endif
