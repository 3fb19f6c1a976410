#if canImport(UIKit) && !os(watchOS)
public import UIKit
public import SwiftUI
#elseif os(Linux)
public import UIKitDouble
public import SwiftUIDouble
#endif
#if (canImport(UIKit) && !os(watchOS)) || os(Linux)
public import CoordinatorKit

/// Renders a `Navigator` with UIKit inside a SwiftUI hierarchy: the way a SwiftUI
/// app that supports iOS 13, 14 or 15 (which have no `NavigationStack`) runs its coordinators.
///
/// ```swift
/// @main
/// struct ShopApp: App {
///     @State private var navigator = Navigator()
///
///     var body: some Scene {
///         WindowGroup {
///             UIKitNavigatorView(navigator)
///                 .onAppear { navigator.start(AppCoordinator()) }
///         }
///     }
/// }
/// ```
///
/// The view is a container view controller into which a ``UIKitHost`` renders: the root layer's
/// navigation or tab bar controller fills it, and layers above are presented from it. Screens come
/// from their owners as with any ``UIKitHost`` (``ViewControllerProviding``, or `ViewProviding`
/// views in hosting controllers), and what the user does is written back the same way.
///
/// When SwiftUI takes the view away for good, the host takes its view controllers down; the
/// navigator keeps its state and coordinators, and a new `UIKitNavigatorView` of the same navigator
/// renders them again. Keep the navigator where the app keeps its state (`@State`, a model): it
/// owns the host and the coordinators, and releasing it releases them.
@available(iOS 13, tvOS 13, *)
@MainActor
public struct UIKitNavigatorView: UIViewControllerRepresentable {
    private let navigator: Navigator
    private let makeViewController: (@MainActor (Screen) -> UIViewController?)?

    /// Renders `navigator` with UIKit.
    /// - Parameters:
    ///   - navigator: the navigator to render. A new ``UIKitHost`` is attached to it when SwiftUI
    ///     makes the view.
    ///   - makeViewController: view controllers for screens no coordinator provides, as for
    ///     ``UIKitHost/init(container:makeViewController:)``.
    public init(_ navigator: Navigator, makeViewController: (@MainActor (Screen) -> UIViewController?)? = nil) {
        self.navigator = navigator
        self.makeViewController = makeViewController
    }

    /// Makes the container and attaches a host rendering into it.
    public func makeUIViewController(context: Context) -> UIViewController {
        let container = UIViewController(nibName: nil, bundle: nil)
        let host = UIKitHost(container: container, makeViewController: makeViewController)
        context.coordinator.host = host
        navigator.attach(host)
        return container
    }

    /// Nothing to update: the host follows the navigator by itself.
    public func updateUIViewController(_ uiViewController: UIViewController, context: Context) {}

    /// Takes the host's view controllers out of the container.
    public static func dismantleUIViewController(_ uiViewController: UIViewController, coordinator: Coordinator) {
        coordinator.host?.takeDownContainer()
    }

    /// Remembers the host made for the container.
    public func makeCoordinator() -> Coordinator {
        Coordinator()
    }

    /// The host of the container, for taking it down when SwiftUI dismantles the view.
    @MainActor
    public final class Coordinator {
        weak var host: UIKitHost?
    }
}
#endif
