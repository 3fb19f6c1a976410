#if os(Linux)
/// Double of SwiftUI's `UIHostingController`: a view controller whose content is a SwiftUI view.
///
/// ```swift
/// let controller = UIHostingController(rootView: CartScreen(cart: cart))
/// navigationController.pushViewController(controller, animated: true)
/// ```
///
/// The double renders `rootView` when the controller's view loads, whenever `rootView` is set while the
/// view is loaded, and on `doubleRender()`; `doubleTexts` and `doubleTapButton(titled:)` inspect the
/// last render. Each render queues a layout pass (UIKit's next one), which gives every text and
/// button a row and reports frames to `onGeometryChange(for:of:action:)`.
@available(iOS 13.0, tvOS 13.0, *)
@available(macOS, unavailable)
@MainActor @preconcurrency
open class UIHostingController<Content>: UIViewController where Content: View {
    /// What the last render drew; empty until the view loads.
    var doubleLastRender = ViewRenderer.Output()
    /// What each measured view reported last, by its place; kept across renders.
    var doubleReportedGeometry: [String: Any] = [:]
    /// Whether a layout pass is queued.
    var doubleNeedsLayout = false

    /// Double of `UIHostingController.rootView`: the root of the view tree; setting it re-renders a loaded view.
    @available(iOS 13.0, tvOS 13.0, *)
    @available(macOS, unavailable)
    @MainActor @preconcurrency public var rootView: Content {
        didSet {
            if isViewLoaded {
                doubleRender()
            }
        }
    }

    /// Double of `UIHostingController.init(rootView:)`.
    ///
    /// - Parameter rootView: The view to host.
    @available(iOS 13.0, tvOS 13.0, *)
    @available(macOS, unavailable)
    @MainActor @preconcurrency public init(rootView: Content) {
        self.rootView = rootView
        super.init(nibName: nil, bundle: nil)
    }

    /// Double of `UIHostingController.init(coder:rootView:)`: for storyboard subclasses; decodes nothing.
    ///
    /// - Parameters:
    ///   - aDecoder: The decoder, unused.
    ///   - rootView: The view to host.
    @available(iOS 13.0, tvOS 13.0, *)
    @available(macOS, unavailable)
    @MainActor @preconcurrency public init?(coder aDecoder: NSCoder, rootView: Content) {
        self.rootView = rootView
        super.init(coder: aDecoder)
    }

    /// Double of `UIHostingController.init(coder:)`: fails, as there is no root view to host (SwiftUI traps).
    ///
    /// Subclasses created from a storyboard override it to call `init(coder:rootView:)`.
    @available(iOS 13.0, tvOS 13.0, *)
    @available(macOS, unavailable)
    @MainActor @preconcurrency public required init?(coder aDecoder: NSCoder) {
        return nil
    }

    /// Double of `UIHostingController.loadView()`: loads the view as `UIViewController` does, then
    /// renders `rootView` into it (SwiftUI's override installs its hosting view).
    @available(iOS 13.0, tvOS 13.0, *)
    @available(macOS, unavailable)
    open override func loadView() {
        super.loadView()
        doubleRender()
    }
}
#endif
