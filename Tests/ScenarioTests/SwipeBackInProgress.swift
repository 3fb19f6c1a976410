import CoordinatorKitTesting
#if os(Linux)
import CoordinatorKitSwiftUITesting
import CoordinatorKitUIKitTesting
import SwiftUIDouble
import UIKitDouble
#endif

/// A user's swipe back begun and not yet ended, on whichever host a scenario runs: the finger
/// stays down while the code acts.
@MainActor
struct SwipeBackInProgress {
    /// Lets go: past the threshold (`completing`) the top screen pops; before it nothing changes.
    let end: @MainActor (_ completing: Bool) -> Void
}

extension ScenarioHost {
    /// Begins a swipe back from the edge of the stack the user sees, as each host receives it.
    /// - Returns: `nil` when nothing can be swiped back, a transition runs, or the host has no
    ///   such gesture.
    func beginSwipeBack() -> SwipeBackInProgress? {
        if let app = self as? HeadlessScenarioHost {
            guard app.host.beginSwipeBack() else { return nil }
            return SwipeBackInProgress { completing in
                if completing { app.host.finishSwipeBack() } else { app.host.cancelSwipeBack() }
            }
        }
        #if os(Linux)
        if let app = self as? UIKitScenarioHost {
            guard let navigationController = app.visibleNavigationController,
                  let swipe = app.runtime.beginSwipeBack(in: navigationController) else { return nil }
            return SwipeBackInProgress { completing in
                if completing { swipe.complete() } else { swipe.cancel() }
            }
        }
        if let app = self as? SwiftUIScenarioHost {
            guard app.runtime.beginSwipeBack() else { return nil }
            return SwipeBackInProgress { completing in app.runtime.endSwipeBack(completing: completing) }
        }
        #endif
        return nil
    }
}
