import CoordinatorKitTesting
#if os(Linux)
import CoordinatorKitUIKitTesting
import UIKitDouble
#endif

/// A user's swipe down on the topmost sheet begun and not yet let go, on whichever host a
/// scenario runs: the finger stays down while the code acts.
@MainActor
struct SwipeDownInProgress {
    /// Lets go: past the threshold (`completing`) the sheet is dismissed; before it, it stays.
    let end: @MainActor (_ completing: Bool) -> Void
}

extension ScenarioHost {
    /// Begins dragging the topmost sheet down, as each host receives it.
    /// - Returns: `nil` when no sheet can be dragged, a transition runs, or the host hears
    ///   nothing of a finger on a sheet: SwiftUI tells an app only once the user lets go, when
    ///   it writes the sheet's binding, so `NavigatorView` has no such moment (the swipe is
    ///   ``ScenarioHost/swipeDown()`` there).
    func beginSwipeDown() -> SwipeDownInProgress? {
        if let app = self as? HeadlessScenarioHost {
            guard app.host.beginSwipeDown() else { return nil }
            return SwipeDownInProgress { completing in
                if completing { app.host.finishSwipeDown() } else { app.host.cancelSwipeDown() }
            }
        }
        #if os(Linux)
        if let app = self as? UIKitScenarioHost {
            guard let top = app.topContainer, top !== app.rootContainer,
                  let swipe = app.runtime.beginSwipeDown(of: top) else { return nil }
            return SwipeDownInProgress { completing in
                if completing { swipe.complete() } else { swipe.cancel() }
            }
        }
        #endif
        return nil
    }
}
