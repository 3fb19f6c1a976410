#if canImport(UIKit) && !os(watchOS)
import UIKit
#elseif os(Linux)
import UIKitDouble
#endif
#if (canImport(UIKit) && !os(watchOS)) || os(Linux)
import CoordinatorKit
import IssueReporting

// The view controllers of screens: asked of their owners once, reused, and let go.
extension UIKitHost {
    /// The view controller of a screen: the one already made, or a new one from its owner.
    func viewController(making screen: Screen) -> UIViewController {
        if let made = controllers[screen.id] { return made }
        let made = makeViewController(for: screen)
        controllers[screen.id] = made
        if case .system = screen.animation {} else { prepare(made, for: screen) }
        return made
    }

    /// A new view controller for a screen, recorded as the screen's: its owner's, checked, or a
    /// placeholder.
    private func makeViewController(for screen: Screen) -> UIViewController {
        let owner = navigator?.coordinator(for: screen.owner)
        // Named only in a report: describing a coordinator on every screen would cost more than the rest.
        func ownerName() -> String { owner.map { String(describing: $0) } ?? "the app" }
        guard let made = ownersViewController(for: screen, owner: owner) else {
            reportIssue("UIKitHost has no view controller for \(screen.route), owned by \(ownerName()): make the owner ViewControllerProviding or ViewProviding, or pass makeViewController to UIKitHost. A placeholder is shown.")
            return placeholder(for: screen)
        }
        if let problem = claim(made, for: screen) {
            reportIssue("UIKitHost got \(problem.sentence(about: made)), for \(screen.route), owned by \(ownerName()). A placeholder is shown.")
            return placeholder(for: screen)
        }
        return made
    }

    private func ownersViewController(for screen: Screen, owner: AnyCoordinator?) -> UIViewController? {
        if let viewController = screen.route.viewControllerOfRoute {
            return viewController
        }
        if let provider = owner as? any ViewControllerProviding, let made = provider.makeViewController(for: screen.route) {
            return made
        }
        if let provider = owner as? any ViewProviding, let made = provider.makeHostingController(for: screen.route) {
            return made
        }
        return makeFallbackViewController?(screen)
    }

    /// Records `made` as the view controller of `screen`, unless it cannot show it: then
    /// returns why (it is a container, or UIKit shows it elsewhere already), and records nothing.
    ///
    /// A view controller whose screen left both the target and what UIKit shows (its release
    /// waits for the end of the command) is free: the new screen takes it over.
    private func claim(_ made: UIViewController, for screen: Screen) -> ScreenViewControllerProblem? {
        if let container = ScreenViewControllerProblem.container(made) { return container }
        // Recorded first, which finds the screen it showed before in the same lookup; put back
        // when the view controller cannot be this screen's.
        let key = ObjectIdentifier(made)
        let other = screenOfController.updateValue(screen.id, forKey: key)
        var problem: ScreenViewControllerProblem?
        if let other, other != screen.id {
            let live = (navigator?.renderedState.screens ?? []) + (navigator?.state.screens ?? [])
            if let shown = live.first(where: { $0.id == other }) { problem = .showsAnotherScreen(shown.route) }
        }
        if problem == nil, made.parent != nil || made.presentingViewController != nil || made === rootViewController {
            problem = .inUIKitAlready
        }
        if problem != nil { screenOfController[key] = other }
        return problem
    }

    /// A placeholder for a screen whose owner gave no view controller it can show, recorded as
    /// the screen's.
    private func placeholder(for screen: Screen) -> UIViewController {
        let placeholder = UIViewController(nibName: nil, bundle: nil)
        placeholder.title = screen.route.description
        screenOfController[ObjectIdentifier(placeholder)] = screen.id
        return placeholder
    }

    /// Lets go of the view controllers of screens that left both the target and what is shown.
    ///
    /// It looks only at what changed: the screens that left the target since the last time, less
    /// those that came back, which the navigator keeps from its commits; and the screens still
    /// shown that the target lacks, from comparing two versions of the state that share the
    /// storage of what did not change. After a push there is nothing to look at.
    func releaseControllersOfGoneScreens() {
        // A host the navigator replaced keeps what it made, and leaves the journal to the new one.
        guard let navigator, navigator.host === self else { return }
        let changes = navigator.takeTargetChanges()
        guard !changes.isEmpty || !leavingScreens.isEmpty else { return }
        var releasedAny = false
        // In a scope of its own, so that nothing holds the journal's array once it is given back.
        do {
            let left = screensThatLeft(in: changes)
            // What left the target is still shown while the host has not rendered its removal.
            // None, when the host rendered the whole target: equal versions that share storage
            // compare in a few steps.
            let target = navigator.state
            let rendered = navigator.renderedState
            let stillShown = StillShown(rendered == target ? [] : target.screenDifference(to: rendered).added)
            for id in leavingScreens where !stillShown.contains(id) {
                leavingScreens.remove(id)
                releasedAny = release(id) || releasedAny
            }
            // Screens that left just now wait in `leavingScreens` only while they are still shown.
            for change in left {
                let id = change.screen.id
                if stillShown.contains(id) {
                    leavingScreens.insert(id)
                } else {
                    releasedAny = release(id) || releasedAny
                }
            }
        }
        // The journal's array goes back, for the next changes.
        navigator.recycleTargetChanges(changes)
        // Only while some wait does a screen that comes back matter, when it is one of those.
        navigator.keepsEveryTargetEntry = !leavingScreens.isEmpty
        if releasedAny { forgetStacksChangedBehindTheHost() }
    }

    /// The departures of the screens out of the target after `changes`: the last change of each
    /// screen decides. A screen that came back is no longer leaving. Without entries, `changes`
    /// itself, with no new array.
    private func screensThatLeft(in changes: [TargetChange]) -> [TargetChange] {
        var hasEntries = false
        for change in changes where change.entered { hasEntries = true; break }
        guard hasEntries else { return changes }
        var decided: Set<ScreenID> = []
        var left: [TargetChange] = []
        for change in changes.reversed() where decided.insert(change.screen.id).inserted {
            if change.entered {
                leavingScreens.remove(change.screen.id)
            } else {
                left.append(change)
            }
        }
        return left.reversed()
    }

    /// Lets go of a gone screen's view controller; `true` when it was the screen's own.
    private func release(_ id: ScreenID) -> Bool {
        guard let controller = controllers.removeValue(forKey: id) else { return false }
        forgetAnimation(of: id)
        let key = ObjectIdentifier(controller)
        guard let shown = screenOfController.removeValue(forKey: key) else { return false }
        if shown != id {
            // A view controller a newer screen took over stays that screen's.
            screenOfController[key] = shown
            return false
        }
        return true
    }
}

/// The screens still shown that the target lacks: usually none or a few, looked through in place;
/// a set once there are many.
private struct StillShown {
    private let screens: [Screen]
    private let ids: Set<ScreenID>?

    init(_ screens: [Screen]) {
        self.screens = screens
        ids = screens.count > 16 ? Set(screens.lazy.map(\.id)) : nil
    }

    func contains(_ id: ScreenID) -> Bool {
        if let ids { return ids.contains(id) }
        for screen in screens where screen.id == id { return true }
        return false
    }
}
#endif
