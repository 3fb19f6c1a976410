// The screens that leave and enter the target, kept for a host that lets go of what it made for
// screens once they are gone: each commit computes them anyway, so the host need not compare
// states again after every command.

/// One screen leaving or entering the navigator's target, as a commit found it.
package struct TargetChange: Sendable {
    package let screen: Screen
    /// `true` when the screen entered the target, `false` when it left.
    package let entered: Bool
}

/// What the navigator keeps of the target's changes for its host (see ``Navigator/takeTargetChanges()``).
struct TargetChangeJournal {
    /// Whether the host asked for the changes.
    var isKept = false
    /// Whether the host asked for every screen that enters, too: it waits on some that left.
    var keepsEveryEntry = false
    /// The changes since the host last took them, in order.
    private(set) var changes: [TargetChange] = []

    /// Keeps what a commit removed and, where it can matter, added.
    ///
    /// A screen that enters matters only when it may be one that left before: one in these
    /// changes, or one the host waits on (`keepsEveryEntry`). Otherwise a push keeps nothing.
    mutating func record(_ diff: ScreenDiff) {
        guard isKept else { return }
        for screen in diff.removed { changes.append(TargetChange(screen: screen, entered: false)) }
        guard !diff.added.isEmpty, keepsEveryEntry || !changes.isEmpty else { return }
        for screen in diff.added { changes.append(TargetChange(screen: screen, entered: true)) }
    }

    mutating func take() -> [TargetChange] {
        guard !changes.isEmpty else { return [] }
        var taken = spare
        spare = []
        swap(&taken, &changes)
        return taken
    }

    // The array the host took last, emptied, for the next changes: no allocation per command.
    private var spare: [TargetChange] = []

    mutating func recycle(_ taken: consuming [TargetChange]) {
        taken.removeAll(keepingCapacity: true)
        spare = taken
    }

    mutating func reset() { self = TargetChangeJournal() }
}

extension Navigator {
    /// Starts keeping the screens that leave the target for the host, from now on: the host's
    /// release pass takes them with ``takeTargetChanges()``. A new host starts without.
    package func keepTargetChanges() {
        loop.targetChanges.reset()
        loop.targetChanges.isKept = true
    }

    /// The screens that left the target since the last call, in order, with the screens that
    /// entered it meanwhile where one may have left before (see ``keepsEveryTargetEntry``).
    package func takeTargetChanges() -> [TargetChange] { loop.targetChanges.take() }

    /// Gives back the array ``takeTargetChanges()`` returned, once read, to hold the next changes.
    package func recycleTargetChanges(_ taken: consuming [TargetChange]) { loop.targetChanges.recycle(taken) }

    /// Whether every screen that enters the target is kept, not only those that may have left
    /// since the last ``takeTargetChanges()``: set it while the host waits on screens that left.
    package var keepsEveryTargetEntry: Bool {
        get { loop.targetChanges.keepsEveryEntry }
        set { loop.targetChanges.keepsEveryEntry = newValue }
    }
}
