#if os(Linux)
// How the runtime follows navigation stacks between updates: pushes, pops and destinations.

extension SwiftUIDoubleRuntime {
    func stackDrawn(_ stack: StackRecord) {
        visitedStacks.insert(stack.id)
        let screens = stack.screens.map(\.id)
        defer { shownStacks[stack.id] = screens }
        guard let previous = shownStacks[stack.id], previous != screens, stack.isVisible,
              let oldTop = previous.last, let newTop = screens.last, oldTop != newTop else { return }
        let isPush = screens.count > previous.count && screens.contains(oldTop)
        start(isPush ? .push : .pop, stackID: stack.id, lingering: [oldTop + "/"])
    }

    func warnDuplicateDestination(for typeName: String, at path: String) {
        guard !duplicateDestinations.contains(path) else { return }
        duplicateDestinations.insert(path)
        warn("A navigationDestination for “\(typeName)” was declared earlier on the stack. Only the destination declared closest to the root view of the stack will be used.")
    }

    func warnNoDestination(for element: AnyHashable, at screenID: String) {
        guard !missingDestinations.contains(screenID) else { return }
        missingDestinations.insert(screenID)
        warn("A NavigationLink is presenting a value of type “\(type(of: element.base))” but there is no matching navigationDestination declaration visible from the location of the link. The link cannot be activated.")
    }
}
#endif
