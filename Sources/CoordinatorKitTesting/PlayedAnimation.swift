public import CoordinatorKit

/// One animated transition a host played: what moved, and with which animation.
///
/// A pop or a dismissal plays the inverse of the animation the screen or layer arrived with;
/// it is recorded with that animation. Hosts record what they play after their fallbacks (a
/// zoom before iOS 18 plays as `RouteAnimation.system`), and nothing with Reduce Motion on.
///
/// ```swift
/// #expect(host.playedAnimations.last == PlayedAnimation(.push, .crossDissolve))
/// ```
public struct PlayedAnimation: Hashable, Sendable, CustomStringConvertible {
    /// What a transition does.
    public enum Motion: String, Hashable, Sendable {
        /// A screen pushed onto a stack.
        case push
        /// A screen popped off a stack, by code or by the user.
        case pop
        /// A layer presented.
        case present
        /// A layer dismissed, by code or by the user.
        case dismiss
        /// The window's root replaced.
        case replaceRoot
    }

    /// What moved.
    public var motion: Motion
    /// The animation played.
    public var animation: RouteAnimation

    /// Makes a record.
    /// - Parameters:
    ///   - motion: what moved.
    ///   - animation: the animation played.
    public init(_ motion: Motion, _ animation: RouteAnimation) {
        self.motion = motion
        self.animation = animation
    }

    public var description: String { "\(motion.rawValue) \(animation)" }
}

extension PlayedAnimation.Motion {
    /// What a host command moves, run on what a host shows; `nil` for a command that moves no
    /// screen or layer (a tab selected, options changed) or changes no top.
    /// - Parameters:
    ///   - action: the command's action.
    ///   - shown: what the host shows before it.
    public init?(of action: HostCommand.Action, shownIn shown: NavigationState) {
        switch action {
        case .setRoot: self = .replaceRoot
        case .present: self = .present
        case .dismiss: self = .dismiss
        case .setStack(let id, let stack):
            guard let old = shown.stack(id), let newTop = stack.top, old.top?.id != newTop.id else { return nil }
            self = old.screens.contains { $0.id == newTop.id } ? .pop : .push
        case .setTabs, .selectTab, .setOptions, .setTabItem, .setSplit, .presentQuestion, .dismissQuestion:
            return nil
        }
    }
}
