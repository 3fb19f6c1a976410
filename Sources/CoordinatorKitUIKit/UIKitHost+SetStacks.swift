#if canImport(UIKit) && !os(watchOS)
import UIKit
#elseif os(Linux)
import UIKitDouble
#endif
#if (canImport(UIKit) && !os(watchOS)) || os(Linux)
import CoordinatorKit

// A stack's view controllers, mapped from its screens once: a new version of the stack reuses
// those of the bottom it shares with the version the host set last, while UIKit still shows
// exactly what the host set. A push or pop then costs what changed, at any depth.

/// The view controllers made for a stack's screens above those it keeps: none for a pop, one for
/// a push.
typealias MadeViewControllers = SmallArray<UIViewController>

/// A stack as the host last set it, and the view controllers UIKit showed for it right after.
struct SetStack {
    let stack: Stack
    let viewControllers: [UIViewController]
}

extension UIKitHost {
    /// The view controllers of a stack's screens, with how many at the bottom are `shown[0..<kept]`
    /// and the new ones above them (`made`, one per screen from `kept` up).
    /// - Parameter set: what the host set on the stack last, if it remembers.
    func viewControllers(for stack: Stack, set: SetStack?, shown: [UIViewController]) -> (
        kept: Int, made: MadeViewControllers
    ) {
        var kept = 0
        if let set, Self.areIdentical(set.viewControllers[...], shown[...]) {
            kept = stack.commonPrefixCount(with: set.stack)
        }
        var made = MadeViewControllers()
        for index in kept..<stack.count {
            made.append(viewController(making: stack.screen(at: index)))
        }
        return (kept, made)
    }

    /// A view controller for each of a stack's screens from `start` up, one screen at a time
    /// (no array of the screens).
    private func viewControllers(making stack: Stack, from start: Int) -> [UIViewController] {
        var made: [UIViewController] = []
        made.reserveCapacity(stack.count - start)
        for index in start..<stack.count {
            made.append(viewController(making: stack.screen(at: index)))
        }
        return made
    }

    /// Shows a stack's new view controllers: a push or a pop when that is all that changed, as an
    /// app's own code would do it, else `setViewControllers`. Remembers what it set.
    /// - Parameters:
    ///   - own: the stack's own navigation controller, which remembers what was set.
    ///   - navigationController: where UIKit shows the stack (see `displayingNavigationController`).
    func show(
        _ stack: Stack, of own: HostNavigationController, in navigationController: UINavigationController,
        skipping: Int,
        kept: Int, made: MadeViewControllers, replacing shown: [UIViewController], animated: Bool
    ) {
        // The caller took what the host set on this stack out of `own.lastSet` already.
        let thisChange = stackWillChange()
        let all: [UIViewController]?
        if skipping == 0, kept == shown.count, made.count == 1 {
            navigationController.pushViewController(made[0], animated: animated)
            all = nil
        } else if skipping == 0, made.isEmpty, kept == shown.count - 1, kept > 0 {
            navigationController.popViewController(animated: animated)
            all = nil
        } else {
            var viewControllers = Array(shown[..<kept])
            viewControllers.append(contentsOf: made)
            Self.setScreensViewControllers(
                viewControllers, in: navigationController, skipping: skipping, animated: animated)
            all = viewControllers
        }
        // A change made from inside the call (UIKit finished at once, and the navigator sent its
        // next command) is remembered instead, by that change.
        guard activity.isLastStackChange(thisChange) else { return }
        // UIKit may hold a change back (another transition runs, or its first layout pass has
        // not come): then nothing is remembered, and the next change maps the whole stack.
        let after = Self.screensViewControllers(in: navigationController, skipping: skipping)
        let isSet =
            if let all {
                Self.areIdentical(after[...], all[...])
            } else {
                after.count == kept + made.count
                    && Self.areIdentical(after[..<kept], shown[..<kept]) && made.elementsEqual(after[kept...], by: ===)
            }
        own.lastSet = isSet ? SetStack(stack: stack, viewControllers: after) : nil
    }

    /// Sets the view controllers of all of a stack's screens where UIKit shows them, and
    /// remembers them.
    /// - Parameter own: the stack's own navigation controller, which remembers what was set.
    func setAll(_ stack: Stack, of id: StackID, in own: HostNavigationController, animated: Bool) {
        let all = viewControllers(making: stack, from: 0)
        own.lastSet = nil
        let change = stackWillChange()
        let (controller, skipping) = displayingNavigationController(of: id, own: own)
        Self.setScreensViewControllers(all, in: controller, skipping: skipping, animated: animated)
        remember(stack, of: id, in: own, set: all, by: change)
    }

    /// Remembers the stack the host set, once UIKit shows exactly its view controllers.
    /// - Parameter own: the stack's own navigation controller, which remembers it.
    func remember(
        _ stack: Stack, of id: StackID, in own: HostNavigationController, set expected: [UIViewController],
        by change: Int
    ) {
        // A change made from inside the call (UIKit finished at once, and the navigator sent its
        // next command) is remembered instead, by that change.
        guard activity.isLastStackChange(change) else { return }
        // UIKit may hold a change back (another transition runs, or its first layout pass has
        // not come): then nothing is remembered, and the next change maps the whole stack.
        let after = shownViewControllers(of: id, own: own)
        if Self.areIdentical(after[...], expected[...]) {
            own.lastSet = SetStack(stack: stack, viewControllers: after)
        }
    }

    /// Numbers a stack change the host starts; the caller forgets what it set on the stack.
    func stackWillChange() -> Int {
        activity.stackWillChange()
    }

    /// Forgets what the host set on stacks whose view controllers changed since (the user
    /// popped, code changed them): those may hold view controllers the host let go of.
    func forgetStacksChangedBehindTheHost() {
        for (id, navigationController) in containers.stacks {
            // Read through the controller in hand: looking the stack up again would hash its id.
            guard let set = navigationController.lastSet,
                !Self.areIdentical(
                    set.viewControllers[...], shownViewControllers(of: id, own: navigationController)[...])
            else { continue }
            navigationController.lastSet = nil
        }
    }

    /// Whether two arrays hold the same view controllers in the same order, by identity.
    nonisolated static func areIdentical(_ lhs: ArraySlice<UIViewController>, _ rhs: ArraySlice<UIViewController>)
        -> Bool
    {
        if lhs.sharesStorage(with: rhs) { return true }
        return lhs.withUnsafeBufferPointer { mine in
            rhs.withUnsafeBufferPointer { theirs in
                guard mine.count == theirs.count else { return false }
                for index in mine.indices where mine[index] !== theirs[index] { return false }
                return true
            }
        }
    }
}
#endif
