#if canImport(UIKit) && !os(watchOS)
public import UIKit
import SwiftUI
#elseif os(Linux)
public import UIKitDouble
import SwiftUIDouble
#endif
#if (canImport(UIKit) && !os(watchOS)) || os(Linux)
public import CoordinatorKit
import CoordinatorKitSwiftUI

/// A window that shows the navigation inspector over the app when the user shakes the device.
///
/// Make the app's window an `InspectableWindow` in debug builds and give it an inspector of the
/// app's navigator. A shake then opens a `NavigationInspectorView` in a window of its own, above
/// the app's, so that it never competes with the navigator's presentations; its Done button
/// closes it and gives the app's window back the keyboard.
///
/// ```swift
/// func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options: UIScene.ConnectionOptions) {
///     guard let windowScene = scene as? UIWindowScene else { return }
///     #if DEBUG
///     let window = InspectableWindow(windowScene: windowScene)
///     window.inspector = NavigationInspector(navigator)
///     window.exportNavigation = { try $0.savedData(coordinators: coordinators) }
///     #else
///     let window = UIWindow(windowScene: windowScene)
///     #endif
///     navigator.attach(UIKitHost(window: window))
///     window.makeKeyAndVisible()
/// }
/// ```
///
/// It works the same when the window hosts a SwiftUI `NavigatorView` in a `UIHostingController`.
/// An app whose windows SwiftUI makes (`WindowGroup`) has no window to choose: there, show
/// `NavigationInspectorView` from a debug menu, or make the scene's window in a scene delegate as
/// above, with `UIHostingController(rootView: NavigatorView(navigator))` as its root.
/// Where no one shakes a device (the simulator's Device menu has Shake; a Mac has none), call
/// ``showInspector()`` from a debug menu or a key command. A window without an inspector passes
/// the shake on, as any window does. The inspector's view needs iOS 16: before, the window is an
/// ordinary one and shows nothing.
open class InspectableWindow: UIWindow {
    /// The inspector a shake shows. `nil` shows nothing.
    public var inspector: NavigationInspector?

    /// The inspected navigator's navigation as saved data, for a bug report: the inspector's view
    /// then offers to export it (`NavigationInspectorView.init(_:export:)`). It is handed the
    /// navigator: the window is kept by the host the navigator keeps, so a closure that held the
    /// navigator would keep them all.
    public var exportNavigation: (@MainActor (Navigator) throws -> Data)?

    private var overlay: UIWindow?

    /// Whether the inspector's window is shown.
    public var isShowingInspector: Bool { overlay != nil }

    /// Shows the inspector on a shake; passes any other motion on.
    open override func motionEnded(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {
        guard motion == .motionShake, inspector != nil else {
            super.motionEnded(motion, with: event)
            return
        }
        showInspector()
    }

    /// Shows the inspector in a window of its own above this one, with the log as it stands now.
    /// Does nothing while it is shown, without an inspector or a window scene, or before iOS 16.
    public func showInspector() {
        guard #available(iOS 16, macOS 13, tvOS 16, watchOS 9, *), overlay == nil, let inspector, let windowScene else {
            return
        }
        let view = InspectorOverlay(
            inspector: inspector, export: exportNavigation, close: { [weak self] in self?.hideInspector() })
        let window = UIWindow(windowScene: windowScene)
        window.windowLevel = .alert
        window.rootViewController = UIHostingController(rootView: AnyView(view))
        window.makeKeyAndVisible()
        overlay = window
    }

    /// Closes the inspector's window and makes this window key again.
    public func hideInspector() {
        guard let overlay else { return }
        overlay.isHidden = true
        self.overlay = nil
        makeKey()
    }
}

/// The inspector's view under a Done button that closes its window.
@available(iOS 16, macOS 13, tvOS 16, watchOS 9, *)
private struct InspectorOverlay: View {
    let inspector: NavigationInspector
    let export: (@MainActor (Navigator) throws -> Data)?
    let close: @MainActor () -> Void

    var body: some View {
        VStack {
            Button("Done") { close() }
            NavigationInspectorView(inspector, export: export)
        }
    }
}
#endif
