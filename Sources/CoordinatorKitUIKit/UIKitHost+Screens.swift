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
        controllers.add(made, for: screen.id)
        if case .system = screen.animation {} else { prepare(made, for: screen) }
        return made
    }

    /// A new view controller for a screen, recorded as the screen's: its owner's, checked, or a
    /// placeholder.
    private func makeViewController(for screen: Screen) -> UIViewController {
        guard
            let made = screenResolution.resolve(
                screen, in: navigator, owners: { owner in ownersViewController(for: screen, owner: owner) })
        else { return placeholder(for: screen) }
        if let problem = claim(made, for: screen) {
            let ownerName = screenResolution.ownerName(of: screen, in: navigator)
            reportIssue(
                "UIKitHost got \(problem.sentence(about: made)), for \(screen.route), owned by \(ownerName). A placeholder is shown."
            )
            return placeholder(for: screen)
        }
        return made
    }

    /// The view controller a screen's owner gives: the route's own, or the owner's, as a
    /// `ViewControllerProviding` or a `ViewProviding` coordinator.
    private func ownersViewController(for screen: Screen, owner: AnyCoordinator?) -> UIViewController? {
        if let viewController = screen.route.viewControllerOfRoute {
            return viewController
        }
        if let provider = owner as? any ViewControllerProviding,
            let made = provider.makeViewController(for: screen.route)
        {
            return made
        }
        if let provider = owner as? any ViewProviding {
            return provider.makeHostingController(for: screen.route, in: &hostedScreens)
        }
        return nil
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
        let other = controllers.claim(made, for: screen.id)
        var problem: ScreenViewControllerProblem?
        if let other, other != screen.id {
            // Shown (or moving in), or still in the target, which may show it again.
            let live = showing.screens + (navigator?.state.screens ?? [])
            if let shown = live.first(where: { $0.id == other }) { problem = .showsAnotherScreen(shown.route) }
        }
        if problem == nil, made.parent != nil || made.presentingViewController != nil || made === rootViewController {
            problem = .inUIKitAlready
        }
        if problem != nil { controllers.unclaim(made, restoring: other) }
        return problem
    }

    /// A placeholder for a screen whose owner gave no view controller it can show, recorded as
    /// the screen's.
    private func placeholder(for screen: Screen) -> UIViewController {
        let placeholder = UIViewController(nibName: nil, bundle: nil)
        placeholder.title = screen.route.description
        _ = controllers.claim(placeholder, for: screen.id)
        return placeholder
    }

    /// Lets go of the view controllers of screens that left both what the host shows and the
    /// target.
    ///
    /// It looks only at what changed, once no command runs: the screens that left what the host
    /// shows and did not come back, which the host's state notes as it changes; and, when the target is not what
    /// the host shows, the screens the target still holds, which a later command shows again
    /// (a screen moved between layers). After a push there is nothing to look at.
    func releaseControllersOfGoneScreens() {
        // A host the navigator replaced keeps what it made, and leaves the screens to the new one.
        guard let navigator, navigator.host === self, !activity.hosted.screensThatLeft.isEmpty else { return }
        // While a command runs, UIKit still shows what it takes away: a later pass lets it go.
        guard !activity.isCommandInFlight else { return }
        let target = navigator.state
        let shown = showing
        let stillWanted =
            target == shown ? SmallSet() : SmallSet(shown.screenDifference(to: target).added.lazy.map(\.id))
        var releasedAny = false
        for id in activity.hosted.screensThatLeft.take(keeping: stillWanted.contains) {
            releasedAny = release(id) || releasedAny
        }
        if releasedAny { forgetStacksChangedBehindTheHost() }
    }

    /// Lets go of a gone screen's view controller, and of how it animates; `true` when it was
    /// the screen's own.
    private func release(_ id: ScreenID) -> Bool {
        guard controllers[id] != nil else { return false }
        forgetAnimation(of: id)
        return controllers.release(id)
    }
}

extension ScreenResolution<UIViewController> {
    /// How UIKitHost finds a screen's view controller, with its `makeViewController`.
    static func uikitHost(makeViewController: (@MainActor (Screen) -> UIViewController?)?) -> Self {
        ScreenResolution(
            host: "UIKitHost", makes: "view controller", fallbackParameter: "makeViewController",
            fallback: makeViewController)
    }
}
#endif
