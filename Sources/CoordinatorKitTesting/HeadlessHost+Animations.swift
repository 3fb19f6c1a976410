import CoordinatorKit

extension HeadlessHost {
    /// The motion of an animated command, seen from what the host showed before it (`shown`);
    /// `nil` for a command that moves no screen or layer (a tab selected, options changed).
    func motion(of action: HostCommand.Action, from shownState: NavigationState) -> PlayedAnimation.Motion? {
        switch action {
        case .setRoot: return .replaceRoot
        case .present: return .present
        case .dismiss: return .dismiss
        case .setStack(let id, let stack):
            guard let shown = shownState.stack(id), let newTop = stack.top, shown.top?.id != newTop.id else {
                return nil
            }
            return shown.screens.contains { $0.id == newTop.id } ? .pop : .push
        case .setTabs, .selectTab, .setOptions, .setTabItem, .setSplit, .presentQuestion, .dismissQuestion:
            return nil
        }
    }

    /// Records the animation a command plays, unless it plays none.
    func recordAnimation(of command: HostCommand, shownBefore: NavigationState) {
        guard command.animated, let motion = motion(of: command.action, from: shownBefore) else { return }
        recordPlayed(motion, command.animation)
    }

    /// The animation of what the user removes by hand: what it arrived with, or the system's
    /// for what arrived without one (UIKit's back button, swipes and SwiftUI's always animate).
    static func byHand(_ arrival: RouteAnimation) -> RouteAnimation {
        if case .none = arrival { return .system }
        return arrival
    }

    /// Records an animation played, as the host plays it: none with Reduce Motion on.
    func recordPlayed(_ motion: PlayedAnimation.Motion, _ animation: RouteAnimation) {
        guard !isReduceMotionEnabled, animation != .none else { return }
        playedAnimations.append(PlayedAnimation(motion, animation))
    }

    /// Begins the app's own interactive dismissal of the topmost layer, one presented with a
    /// `RouteAnimation.custom` animation: the user's finger drives the animation back.
    /// Nothing is presented over it until the gesture ends.
    /// - Returns: `false`, changing nothing, when the topmost layer was not presented with a
    ///   custom animation, or a transition or another gesture is in flight.
    @discardableResult
    public func beginInteractiveDismissal() -> Bool {
        guard takesGestures, question == nil, shownState.layers.count > 1, let top = shownState.top,
            top.animation.customName != nil
        else { return false }
        handle(.swipeDownBegan(top.id))
        recordPlayed(.dismiss, top.animation)
        return true
    }

    /// The user drags the topmost layer away with the app's custom interactive dismissal and
    /// lets go: past the point of no return (`completing`), which dismisses it as a swipe down
    /// does, or before it, which changes nothing.
    /// - Returns: `false` when the topmost layer was not presented with a custom animation.
    @discardableResult
    public func dismissInteractively(completing: Bool) -> Bool {
        guard beginInteractiveDismissal() else { return false }
        return completing ? finishSwipeDown() : cancelSwipeDown()
    }
}
