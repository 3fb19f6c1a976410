#if canImport(UIKit) && !os(watchOS)
import UIKit
public import SwiftUI
#elseif os(Linux)
import UIKitDouble
public import SwiftUIDouble
#endif
#if (canImport(UIKit) && !os(watchOS)) || os(Linux)
public import CoordinatorKit
import IssueReporting

extension ViewControllerProviding {
    /// The screen's view controller in a SwiftUI view, for `NavigatorView`:
    /// made by ``viewController(for:)`` when the view first shows this screen, kept while it does.
    ///
    /// `nil` when the route is of another type. A navigation or tab bar controller is a flow, not a
    /// screen: it is reported as an issue and a placeholder is shown.
    /// - Parameter route: a route of a screen this coordinator owns.
    public func swiftUIScreen(for route: AnyRoute) -> AnyView? {
        guard let typed = route.as(ScreenRoute.self) else { return nil }
        let key = ScreenKey(owner: ObjectIdentifier(self), route: route)
        return AnyView(
            ScreenViewControllerView(key: key) { [weak self] in
                self?.viewController(for: typed)
            })
    }
}

/// Which screen a representable shows: SwiftUI reuses a representable at the same place for
/// another screen (a replaced root), so the view controller follows the key, not the place.
struct ScreenKey: Hashable {
    let owner: ObjectIdentifier
    let route: AnyRoute
}

/// One screen's view controller, shown by SwiftUI: the child of a container that SwiftUI keeps,
/// replaced when the place shows another screen.
@available(iOS 13, tvOS 13, *)
struct ScreenViewControllerView: UIViewControllerRepresentable {
    let key: ScreenKey
    let make: @MainActor () -> UIViewController?

    func makeUIViewController(context: Context) -> ScreenContainerViewController {
        let container = ScreenContainerViewController(nibName: nil, bundle: nil)
        show(in: container)
        return container
    }

    func updateUIViewController(_ uiViewController: ScreenContainerViewController, context: Context) {
        if uiViewController.key != key { show(in: uiViewController) }
    }

    private func show(in container: ScreenContainerViewController) {
        for old in container.children {
            old.willMove(toParent: nil)
            old.viewIfLoaded?.removeFromSuperview()
            old.removeFromParent()
        }
        let screen = checked(make())
        container.key = key
        container.addChild(screen)
        let view: UIView = screen.view
        view.frame = container.view.bounds
        view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        container.view.addSubview(view)
        screen.didMove(toParent: container)
        container.title = screen.title
    }

    /// The owner's view controller, or a placeholder (reported) when it cannot be a screen.
    private func checked(_ made: UIViewController?) -> UIViewController {
        let description = key.route.description
        guard let made else { return placeholder(description) }
        let problem =
            ScreenViewControllerProblem.container(made)
            ?? (made.parent != nil || made.presentingViewController != nil ? .inUIKitAlready : nil)
        if let problem {
            reportIssue(
                "NavigatorView got \(problem.sentence(about: made)), for \(description). A placeholder is shown.")
            return placeholder(description)
        }
        return made
    }

    private func placeholder(_ description: String) -> UIViewController {
        let placeholder = UIViewController(nibName: nil, bundle: nil)
        placeholder.title = description
        return placeholder
    }
}

/// The container of one screen's view controller in SwiftUI.
final class ScreenContainerViewController: UIViewController {
    var key: ScreenKey?
}
#endif
