#if canImport(UIKit)
import UIKit
#else
import UIKitDouble
#endif
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

    func makeViewController(for screen: Screen) -> UIViewController {
        if let route = screen.route.as(ViewControllerRoute.self) {
            return route.viewController
        }
        let owner = navigator?.coordinator(for: screen.owner)
        if let provider = owner as? any ViewControllerProviding, let made = provider.makeViewController(for: screen.route) {
            return made
        }
        if let provider = owner as? any ViewProviding, let made = provider.makeHostingController(for: screen.route) {
            return made
        }
        if let made = makeFallbackViewController?(screen) {
            return made
        }
        let ownerName = owner.map { String(describing: $0) } ?? "the app"
        reportIssue("UIKitHost has no view controller for \(screen.route), owned by \(ownerName): make the owner ViewControllerProviding or ViewProviding, or pass makeViewController to UIKitHost. A placeholder is shown.")
        let placeholder = UIViewController(nibName: nil, bundle: nil)
        placeholder.title = screen.route.description
        return placeholder
    }

    /// Lets go of the view controllers of screens that left both the target and what is shown.
    func releaseControllersOfGoneScreens() {
        guard let navigator, !leavingScreens.isEmpty else { return }
        var live = Set<ScreenID>()
        for screen in navigator.renderedState.screens { live.insert(screen.id) }
        for screen in navigator.state.screens { live.insert(screen.id) }
        for id in leavingScreens where !live.contains(id) {
            leavingScreens.remove(id)
            if let controller = controllers.removeValue(forKey: id) {
                screenOfController[ObjectIdentifier(controller)] = nil
            }
        }
    }
}
