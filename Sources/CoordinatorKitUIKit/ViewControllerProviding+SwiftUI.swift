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
    /// The screen's view controller in a SwiftUI view, for ``CoordinatorKitSwiftUI/NavigatorView``:
    /// made by ``viewController(for:)`` when the view first appears, kept while it is shown.
    ///
    /// `nil` when the route is of another type. A navigation or tab bar controller is a flow, not a
    /// screen: it is reported as an issue and a placeholder is shown.
    /// - Parameter route: a route of a screen this coordinator owns.
    public func swiftUIScreen(for route: AnyRoute) -> AnyView? {
        guard let route = route.as(ScreenRoute.self) else { return nil }
        return AnyView(ScreenViewControllerView(description: "\(route)") { [weak self] in
            self?.viewController(for: route)
        })
    }
}

/// One screen's view controller, shown by SwiftUI.
@available(iOS 13, tvOS 13, *)
struct ScreenViewControllerView: UIViewControllerRepresentable {
    let description: String
    let make: @MainActor () -> UIViewController?

    func makeUIViewController(context: Context) -> UIViewController {
        guard let made = make() else { return placeholder() }
        if let problem = ScreenViewControllerProblem.container(made) ?? (made.parent != nil || made.presentingViewController != nil ? .inUIKitAlready : nil) {
            reportIssue("NavigatorView got \(problem.sentence(about: made)), for \(description). A placeholder is shown.")
            return placeholder()
        }
        return made
    }

    func updateUIViewController(_ uiViewController: UIViewController, context: Context) {}

    private func placeholder() -> UIViewController {
        let placeholder = UIViewController(nibName: nil, bundle: nil)
        placeholder.title = description
        return placeholder
    }
}
#endif
