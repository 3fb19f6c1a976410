#if os(Linux)
/// Double of SwiftUI's `UIViewControllerRepresentable`: a view that shows a UIKit view controller.
///
/// ```swift
/// struct MapScreen: UIViewControllerRepresentable {
///     func makeUIViewController(context: Context) -> MapViewController { MapViewController() }
///     func updateUIViewController(_ uiViewController: MapViewController, context: Context) {}
/// }
/// ```
///
/// The ``SwiftUIDoubleRuntime`` calls, in SwiftUI's order: `makeCoordinator()` and
/// `makeUIViewController(context:)` once, when the view first appears at its place in the tree, then
/// `updateUIViewController(_:context:)` at once and on every later update that draws the view, and
/// `dismantleUIViewController(_:coordinator:)` when the view leaves the tree, before the controller
/// leaves its parent. The controller is a child of the view controller of the runtime's window
/// (`SwiftUIDoubleRuntime.uiKitWindow`), so UIKit's rules apply to what it does; its `title` is
/// what `SwiftUIDoubleRuntime.shownLayers` shows of it.
@available(iOS 13.0, tvOS 13.0, *)
@available(macOS, unavailable)
@available(watchOS, unavailable)
@MainActor @preconcurrency
public protocol UIViewControllerRepresentable: View where Body == Never {
    /// Double of `UIViewControllerRepresentable.UIViewControllerType`.
    @available(iOS 13.0, tvOS 13.0, *)
    @available(macOS, unavailable)
    @available(watchOS, unavailable)
    associatedtype UIViewControllerType: UIViewController

    /// Double of `UIViewControllerRepresentable.makeUIViewController(context:)`: called once per place.
    @available(iOS 13.0, tvOS 13.0, *)
    @available(macOS, unavailable)
    @available(watchOS, unavailable)
    @MainActor @preconcurrency func makeUIViewController(context: Self.Context) -> Self.UIViewControllerType

    /// Double of `UIViewControllerRepresentable.updateUIViewController(_:context:)`: called after making
    /// the controller and on every update that draws the view.
    @available(iOS 13.0, tvOS 13.0, *)
    @available(macOS, unavailable)
    @available(watchOS, unavailable)
    @MainActor @preconcurrency func updateUIViewController(_ uiViewController: Self.UIViewControllerType, context: Self.Context)

    /// Double of `UIViewControllerRepresentable.dismantleUIViewController(_:coordinator:)`: called when the
    /// view leaves the tree.
    @available(iOS 13.0, tvOS 13.0, *)
    @available(macOS, unavailable)
    @available(watchOS, unavailable)
    @MainActor @preconcurrency static func dismantleUIViewController(_ uiViewController: Self.UIViewControllerType, coordinator: Self.Coordinator)

    /// Double of `UIViewControllerRepresentable.Coordinator`.
    @available(iOS 13.0, tvOS 13.0, *)
    @available(macOS, unavailable)
    @available(watchOS, unavailable)
    associatedtype Coordinator = Void

    /// Double of `UIViewControllerRepresentable.makeCoordinator()`: called once per place, before the controller is made.
    @available(iOS 13.0, tvOS 13.0, *)
    @available(macOS, unavailable)
    @available(watchOS, unavailable)
    @MainActor @preconcurrency func makeCoordinator() -> Self.Coordinator

    /// Double of `UIViewControllerRepresentable.Context`.
    @available(iOS 13.0, tvOS 13.0, *)
    @available(macOS, unavailable)
    @available(watchOS, unavailable)
    typealias Context = UIViewControllerRepresentableContext<Self>
}

extension UIViewControllerRepresentable where Self.Coordinator == () {
    /// Double of the default `makeCoordinator()` for representables without a coordinator.
    @available(iOS 13.0, tvOS 13.0, watchOS 6.0, *)
    @available(macOS, unavailable)
    @MainActor @preconcurrency public func makeCoordinator() -> Self.Coordinator {
        ()
    }
}

extension UIViewControllerRepresentable {
    /// Double of the default `dismantleUIViewController(_:coordinator:)`: does nothing.
    @available(iOS 13.0, tvOS 13.0, watchOS 6.0, *)
    @available(macOS, unavailable)
    @MainActor @preconcurrency public static func dismantleUIViewController(_ uiViewController: Self.UIViewControllerType, coordinator: Self.Coordinator) {}

    /// Shows the controller at the renderer's place, through the runtime (nothing without one).
    /// Its `title`, which UIKit shows in the navigation bar, is the screen's text in `shownLayers`.
    func drawController(in renderer: ViewRenderer, environment: EnvironmentValues) {
        guard let runtime = renderer.runtime else { return }
        let controller = runtime.showController(of: self, at: renderer.path + "/" + String(describing: Self.self), environment: environment)
        if let title = controller.title {
            renderer.drawText(title)
        }
    }
}
#endif
