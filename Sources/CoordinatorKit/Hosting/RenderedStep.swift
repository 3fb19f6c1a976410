/// What a command does to the state the navigator rendered, when the navigator knows it: the
/// command is the whole plan toward a commit made while the navigator had rendered the target
/// that commit replaced, so the commit's own comparison of the two states says which screens
/// leave and enter.
///
/// A host built on the host kit that shows ``from`` takes ``to`` as what it shows, and
/// ``removed`` and ``added`` as the screens that left and entered, instead of applying the
/// command and comparing the states again.
/// The navigator makes one step per commit, which goes on to the host and to its state: an
/// object each of them holds, not a value each copies.
package final class RenderedStep: Equatable, Sendable {
    /// What the navigator rendered when it sent the command.
    package let from: NavigationState
    /// What it has rendered once the command is finished.
    package let to: NavigationState
    /// The screens of ``from`` that ``to`` lacks.
    package let removed: [Screen]
    /// The screens of ``to`` that ``from`` lacks.
    package let added: [Screen]

    init(from: NavigationState, to: NavigationState, removed: [Screen], added: [Screen]) {
        self.from = from
        self.to = to
        self.removed = removed
        self.added = added
    }

    /// Equal when they make the same step.
    package static func == (lhs: RenderedStep, rhs: RenderedStep) -> Bool {
        lhs === rhs
            || (lhs.from == rhs.from && lhs.to == rhs.to && lhs.removed == rhs.removed && lhs.added == rhs.added)
    }
}

/// A host built on the host kit (``HostedState``): the navigator sends it each command with the
/// step it makes, when it knows it (see ``RenderedStep``).
@MainActor
package protocol SteppedHost: NavigationHost {
    /// Performs one command as ``NavigationHost/perform(_:completion:)`` does; `step`, when not
    /// `nil`, is what the command does to the state the navigator rendered.
    func perform(_ command: HostCommand, step: RenderedStep?, completion: @escaping @MainActor () -> Void)
}
