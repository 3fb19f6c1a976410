#if os(Linux)
/// Where a view controller is in UIKit's appearance cycle (`viewWillAppear` … `viewDidDisappear`).
enum AppearanceState {
    case disappeared, appearing, appeared, disappearing
}

/// The controllers one transition (or one immediate change) started to show and to hide.
struct AppearanceChange {
    var appearing: [UIViewController] = []
    var disappearing: [UIViewController] = []
    var animated = false

    /// Calls `viewWillAppear`/`viewWillDisappear` to go from what is on screen to `target`.
    @MainActor
    static func begin(towards target: [UIViewController], onScreen: [UIViewController], animated: Bool) -> AppearanceChange {
        var change = AppearanceChange(animated: animated)
        // UIKit loads the incoming view first: B.viewDidLoad, A.viewWillDisappear, B.viewWillAppear.
        for controller in target where controller.doubleAppearance == .disappeared {
            controller.loadViewIfNeeded()
        }
        let targetIDs = Set(target.map(ObjectIdentifier.init))
        for controller in onScreen where !targetIDs.contains(ObjectIdentifier(controller)) {
            guard controller.doubleAppearance == .appearing || controller.doubleAppearance == .appeared else { continue }
            controller.doubleAppearance = .disappearing
            change.disappearing.append(controller)
            controller.viewWillDisappear(animated)
        }
        for controller in target {
            guard controller.doubleAppearance == .disappeared || controller.doubleAppearance == .disappearing else { continue }
            controller.doubleAppearance = .appearing
            change.appearing.append(controller)
            if let navigationController = controller as? UINavigationController {
                navigationController.doubleAwaitFirstLayout()
            } else if let split = controller as? UISplitViewController {
                split.doubleAwaitFirstLayout()
            }
            controller.viewWillAppear(animated)
        }
        return change
    }

    /// Calls `viewDidDisappear`/`viewDidAppear` for the controllers this change still moves.
    @MainActor
    func end() {
        for controller in disappearing where controller.doubleAppearance == .disappearing {
            controller.doubleAppearance = .disappeared
            controller.viewDidDisappear(animated)
        }
        for controller in appearing where controller.doubleAppearance == .appearing {
            controller.doubleAppearance = .appeared
            controller.viewDidAppear(animated)
            if let navigationController = controller as? UINavigationController {
                navigationController.doubleDidAppear(animated: animated)
            }
        }
    }

    /// Undoes a cancelled interactive change: what was appearing disappears again and vice versa.
    @MainActor
    func cancel() {
        for controller in appearing where controller.doubleAppearance == .appearing {
            controller.doubleAppearance = .disappearing
            controller.viewWillDisappear(animated)
            controller.doubleAppearance = .disappeared
            controller.viewDidDisappear(animated)
        }
        for controller in disappearing where controller.doubleAppearance == .disappearing {
            controller.doubleAppearance = .appearing
            controller.viewWillAppear(animated)
            controller.doubleAppearance = .appeared
            controller.viewDidAppear(animated)
        }
    }
}
#endif
