/// The screens that left a state and did not come back: those whose views or view controllers a
/// host may let go of.
///
/// A host notes each change of what it shows (SwiftUIHost, from two versions of its shown tree),
/// or has the navigator note each commit of the target (``Navigator/keepScreensThatLeft()``,
/// UIKitHost), and lets go of what it made for the screens it takes with ``take(keeping:)``.
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
        for id in taken { ids.remove(id) }
        return taken
    }
}

extension Navigator {
    /// Starts noting the screens that leave the target, for the host: it takes them with
    /// ``takeScreensThatLeft(keeping:)``. A new host starts without.
    package func keepScreensThatLeft() {
        runtime.loop.screensThatLeft = ScreensThatLeft()
    }

    /// Whether a screen left the target since the host last took them.
    package var hasScreensThatLeft: Bool { runtime.loop.screensThatLeft?.isEmpty == false }

    /// The screens that left the target since the last call and did not come back, except those
    /// `isNeeded` keeps, which are given again by a later call.
    package func takeScreensThatLeft(keeping isNeeded: (ScreenID) -> Bool) -> [ScreenID] {
        runtime.loop.screensThatLeft?.take(keeping: isNeeded) ?? []
    }
}
