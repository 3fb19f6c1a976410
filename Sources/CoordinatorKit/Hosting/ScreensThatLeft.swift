/// The screens that left a state and did not come back: those whose views or view controllers a
/// host may let go of.
///
/// ``HostedState`` notes each change of what a host shows; the host lets go of what it made for
/// the screens it takes with ``take(keeping:)``.
package struct ScreensThatLeft {
    private var ids: Set<ScreenID> = []

    package init() {}

    /// Whether no screen left since the last ``take(keeping:)``.
    package var isEmpty: Bool { ids.isEmpty }

    /// Notes the screens a change took away, and those it brought back.
    package mutating func note(removed: [Screen], added: [Screen]) {
        // A screen that enters can only come back while some wait.
        if !ids.isEmpty {
            for screen in added { ids.remove(screen.id) }
        }
        for screen in removed { ids.insert(screen.id) }
    }

    /// Takes the screens that left, except those `isNeeded` keeps, which wait for a later call.
    package mutating func take(keeping isNeeded: (ScreenID) -> Bool = { _ in false }) -> [ScreenID] {
        guard !ids.isEmpty else { return [] }
        var taken: [ScreenID] = []
        for id in ids where !isNeeded(id) { taken.append(id) }
        if taken.count == ids.count {
            ids.removeAll(keepingCapacity: true)
        } else {
            for id in taken { ids.remove(id) }
        }
        return taken
    }
}
