#if canImport(UIKit) && !os(watchOS)
import UIKit
#elseif os(Linux)
import UIKitDouble
#endif
#if (canImport(UIKit) && !os(watchOS)) || os(Linux)
import CoordinatorKit

// The back button and the edge swipe of a screen whose flow's leave guard may refuse them, as
// UIKit lets the host refuse them before they begin: the screen's `navigationItem.backAction`
// (iOS 16, Mac Catalyst 16) and its navigation controller's pop gesture delegate ask the
// guards, and a refused tap or swipe does not move the screen. Only the top screens of flows
// that said their answer may change (`AnyCoordinator.leaveDecisionDidChange()`) are hooked; every
// other screen keeps UIKit's own back button and swipe. tvOS has neither a back action nor a pop
// gesture: its menu button pops, and a refused pop comes back.

/// The hooks the host set: for each stack whose top screen's flow guards its leaving, that
/// screen, whether the host gave it its back action, and the pop gesture it delegates.
struct LeaveGuardHooks {
    struct Hook {
        var screen: ScreenID
        var setsBackAction: Bool
        /// The pop gesture of the navigation controller that shows the stack: its own, or the
        /// primary column's in a collapsed split.
        weak var popGesture: UIGestureRecognizer?
    }

    /// Whether a flow of the navigator said its answer may change: until one does, the host
    /// looks at nothing after a render.
    var isActive = false
    var stacks: [StackID: Hook] = [:]
}

extension UIKitHost: LeaveGuardHooking {
    package func leaveDecisionsDidChange() {
        leaveGuardHooks.isActive = true
        refreshLeaveGuardHooks()
    }

    /// Hooks the back button and the edge swipe of each stack whose top screen's flow guards its
    /// leaving, and lets go of those whose top screen's flow no longer does; after each render
    /// and report, and when a flow says its answer may have changed. Nothing when no flow did.
    func refreshLeaveGuardHooks() {
        #if !os(tvOS)
        guard leaveGuardHooks.isActive, let navigator else { return }
        var guarded: [StackID: ScreenID] = [:]
        if navigator.hasFlowsAnnouncingLeaveDecisions {
            for (stack, _) in containers.stacks {
                guard let shown = showing.stack(stack), navigator.asksBeforeGoingBack(in: shown), let top = shown.top
                else { continue }
                guarded[stack] = top.id
            }
        }
        // A stack whose screens UIKit moved to another navigation controller (a split that
        // collapsed or expanded) is hooked again there.
        for (stack, hook) in leaveGuardHooks.stacks
        where guarded[stack] != hook.screen || hook.popGesture !== popGesture(showing: stack) {
            unhook(stack, hook)
        }
        for (stack, screen) in guarded where leaveGuardHooks.stacks[stack] == nil {
            leaveGuardHooks.stacks[stack] = hook(stack, top: screen)
        }
        #endif
    }

    /// Whether a tap on a tab may select it. A tap on the selected tab pops its stack to its root:
    /// when a screen above the root belongs to a flow that said its answer may change, its leave
    /// guards are asked first, and a refused tap moves nothing; a guard that asks asks its
    /// question once the tap is refused.
    func userMaySelect(_ viewController: UIViewController, in tabBarController: UITabBarController) -> Bool {
        guard leaveGuardHooks.isActive, let navigator, tabBarController.selectedViewController === viewController,
            let stack = stackID(of: viewController), let tab = stack.tab,
            let shown = showing.stack(stack), navigator.asksBeforePoppingToRoot(shown)
        else { return true }
        guard navigator.userMayReselect(tab, in: stack.layer) else {
            navigator.userWasKeptFromReselecting(tab, in: stack.layer)
            return false
        }
        return true
    }

    #if !os(tvOS)
    /// The pop gesture of the navigation controller that shows `stack`.
    private func popGesture(showing stack: StackID) -> UIGestureRecognizer? {
        displayingNavigationController(of: stack)?.controller.interactivePopGestureRecognizer
    }

    /// Gives the top screen of `stack` a back action that asks the guards, unless the app gave
    /// it one, and hands the pop gesture of the navigation controller showing it to the host's
    /// delegate.
    private func hook(_ stack: StackID, top screen: ScreenID) -> LeaveGuardHooks.Hook {
        let recognizer = popGesture(showing: stack)
        if let recognizer { popGestureGuard.take(recognizer) }
        var hook = LeaveGuardHooks.Hook(screen: screen, setsBackAction: false, popGesture: recognizer)
        guard #available(iOS 16.0, *), let controller = controllers[screen], controller.navigationItem.backAction == nil
        else { return hook }
        controller.navigationItem.backAction = UIAction { [weak self] _ in self?.userTappedBack(in: stack) }
        hook.setsBackAction = true
        return hook
    }

    /// Gives `stack`'s back button, and its pop gesture unless another hooked stack shows in the
    /// same navigation controller, back to UIKit.
    private func unhook(_ stack: StackID, _ hook: LeaveGuardHooks.Hook) {
        leaveGuardHooks.stacks[stack] = nil
        if let recognizer = hook.popGesture,
            !leaveGuardHooks.stacks.values.contains(where: { $0.popGesture === recognizer })
        {
            popGestureGuard.giveBack(recognizer)
        }
        if hook.setsBackAction, #available(iOS 16.0, *), let controller = controllers[hook.screen] {
            controller.navigationItem.backAction = nil
        }
    }

    /// The user tapped the back button of a hooked screen: it pops as UIKit pops it when the
    /// guards allow; otherwise nothing moves, and a guard that asks asks its question.
    private func userTappedBack(in stack: StackID) {
        guard let navigator, let navigationController = displayingNavigationController(of: stack)?.controller,
            navigationController.viewControllers.count > 1
        else { return }
        if navigator.userMayGoBack(in: stack) {
            navigationController.popViewController(animated: true)
        } else {
            navigator.userWasKeptFromGoingBack(in: stack)
        }
    }

    /// Whether the edge swipe of a hooked stack may begin, as the guards say; a guard that asks
    /// asks its question once the swipe is refused.
    func userMaySwipeBack(with recognizer: UIGestureRecognizer) -> Bool {
        // The hooked stack on top of the navigation controller whose gesture it is: in a
        // collapsed split, the primary column's shows the columns stacked in it.
        let hooked = leaveGuardHooks.stacks.filter { $0.value.popGesture === recognizer }
        guard let navigator, let any = hooked.first,
            let navigationController = displayingNavigationController(of: any.key)?.controller
        else { return true }
        let stack =
            hooked.first { controllers[$0.value.screen] === navigationController.topViewController }?.key ?? any.key
        // UIKit's own refusal, kept when its delegate is gone: a swipe at the root, or during a
        // push or pop, would leave the navigation controller stuck.
        guard navigationController.viewControllers.count > 1, navigationController.transitionCoordinator == nil else {
            return false
        }
        guard navigator.userMayGoBack(in: stack) else {
            navigator.userWasKeptFromGoingBack(in: stack)
            return false
        }
        return true
    }
    #endif
}

#if !os(tvOS)
/// The delegate of the pop gestures of hooked stacks: it asks the delegate UIKit gave each
/// gesture first (which refuses at a stack's root and while a push or pop runs), then the leave
/// guards. It hands each gesture back to that delegate once its stack is no longer hooked, and
/// forwards it what else UIKit asks that it implements.
@MainActor
final class PopGestureGuard: NSObject, UIGestureRecognizerDelegate {
    weak var host: UIKitHost?
    private struct Original {
        weak var delegate: (any UIGestureRecognizerDelegate)?
    }
    private var originals: [ObjectIdentifier: Original] = [:]

    /// Becomes the delegate of `recognizer`, keeping the one it had.
    func take(_ recognizer: UIGestureRecognizer) {
        guard recognizer.delegate !== self else { return }
        // Those of gestures gone with their navigation controllers, whose delegate went too.
        originals = originals.filter { $0.value.delegate != nil }
        originals[ObjectIdentifier(recognizer)] = Original(delegate: recognizer.delegate)
        recognizer.delegate = self
    }

    /// Gives `recognizer` back to the delegate it had, unless the app set another since.
    func giveBack(_ recognizer: UIGestureRecognizer) {
        let original = originals.removeValue(forKey: ObjectIdentifier(recognizer))
        guard recognizer.delegate === self else { return }
        recognizer.delegate = original?.delegate
    }

    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        let original = originals[ObjectIdentifier(gestureRecognizer)]?.delegate
        // A reference to the method, `nil` on iOS when the delegate does not implement it, as in
        // `UIKitHostDelegate`.
        if let originalShouldBegin = original?.gestureRecognizerShouldBegin(_:), !originalShouldBegin(gestureRecognizer)
        {
            return false
        }
        return host?.userMaySwipeBack(with: gestureRecognizer) ?? true
    }

    func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer,
        shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool {
        let original = originals[ObjectIdentifier(gestureRecognizer)]?.delegate
        if let originalAnswer = original?.gestureRecognizer(_:shouldRecognizeSimultaneouslyWith:) {
            return originalAnswer(gestureRecognizer, otherGestureRecognizer)
        }
        return false
    }
}
#endif
#endif
