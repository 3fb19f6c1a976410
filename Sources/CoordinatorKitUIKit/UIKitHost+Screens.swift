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
        screenOfController[ObjectIdentifier(made)] = screen.id
        return made
    }

    /// A new view controller for a screen: its owner's, checked, or a placeholder.
    private func makeViewController(for screen: Screen) -> UIViewController {
        let owner = navigator?.coordinator(for: screen.owner)
        // Named only in a report: describing a coordinator on every screen would cost more than the rest.
        func ownerName() -> String { owner.map { String(describing: $0) } ?? "the app" }
        guard let made = ownersViewController(for: screen, owner: owner) else {
            reportIssue("UIKitHost has no view controller for \(screen.route), owned by \(ownerName()): make the owner ViewControllerProviding or ViewProviding, or pass makeViewController to UIKitHost. A placeholder is shown.")
            return placeholder(for: screen)
        }
        if let problem = problem(showing: made, for: screen) {
            reportIssue("UIKitHost got \(problem.sentence(about: made)), for \(screen.route), owned by \(ownerName()). A placeholder is shown.")
            return placeholder(for: screen)
        }
        return made
    }

    private func ownersViewController(for screen: Screen, owner: AnyCoordinator?) -> UIViewController? {
        if let route = screen.route.as(ViewControllerRoute.self) {
            return route.viewController
        }
        if let provider = owner as? any ViewControllerProviding, let made = provider.makeViewController(for: screen.route) {
            return made
        }
        if let provider = owner as? any ViewProviding, let made = provider.makeHostingController(for: screen.route) {
            return made
        }
        return makeFallbackViewController?(screen)
    }

    /// Why `made` cannot show `screen`: it is a container, or UIKit shows it elsewhere already.
    ///
    /// A view controller whose screen left both the target and what UIKit shows (its release
    /// waits for the end of the command) is free: the new screen takes it over.
    private func problem(showing made: UIViewController, for screen: Screen) -> ScreenViewControllerProblem? {
        if let container = ScreenViewControllerProblem.container(made) { return container }
        if let other = screenOfController[ObjectIdentifier(made)], other != screen.id {
            let live = (navigator?.renderedState.screens ?? []) + (navigator?.state.screens ?? [])
            if let shown = live.first(where: { $0.id == other }) { return .showsAnotherScreen(shown.route) }
        }
        if made.parent != nil || made.presentingViewController != nil || made === rootViewController {
            return .inUIKitAlready
        }
        return nil
    }

    private func placeholder(for screen: Screen) -> UIViewController {
        let placeholder = UIViewController(nibName: nil, bundle: nil)
        placeholder.title = screen.route.description
        return placeholder
    }

    /// Lets go of the view controllers of screens that left both the target and what is shown.
    ///
    /// It looks only at what changed: the screens that entered or left the target since the
    /// last time, and the screens still shown that the target lacks. Both come from comparing
    /// versions of the states, which share the storage of what did not change.
    func releaseControllersOfGoneScreens() {
        guard let navigator else { return }
        let target = navigator.state
        let sinceLastTime = targetSeenForRelease.screenDifference(to: target)
        targetSeenForRelease = target
        for screen in sinceLastTime.added { leavingScreens.remove(screen.id) }
        for screen in sinceLastTime.removed { leavingScreens.insert(screen.id) }
        guard !leavingScreens.isEmpty else { return }
        // What leaves is still shown while the host has not rendered its removal yet.
        var stillShown = Set<ScreenID>()
        for screen in target.screenDifference(to: navigator.renderedState).added { stillShown.insert(screen.id) }
        var releasedAny = false
        for id in leavingScreens where !stillShown.contains(id) {
            leavingScreens.remove(id)
            // A view controller a newer screen took over stays that screen's.
            if let controller = controllers.removeValue(forKey: id), screenOfController[ObjectIdentifier(controller)] == id {
                screenOfController[ObjectIdentifier(controller)] = nil
                releasedAny = true
            }
        }
        if releasedAny { forgetStacksChangedBehindTheHost() }
    }
}
#endif
