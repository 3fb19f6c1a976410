/// What asks the platform for windows: a host adapter's, for ``Windows/opener``. It opens new
/// windows, and brings an existing one to the front when a link lands there.
///
/// CoordinatorKitUIKit's `SceneWindowOpener` asks UIKit for a new scene session
/// (`requestSceneSessionActivation(_:userActivity:options:errorHandler:)`) with a user activity
/// that carries the link; CoordinatorKitSwiftUI's `SwiftUIWindowOpener` calls SwiftUI's
/// `openWindow(value:)` with a `WindowRequest`, for a `WindowGroup(for: WindowRequest.self)` that
/// makes each window's navigator.
/// CoordinatorKitTesting's `ScenarioWindows` opens a scenario host as a window.
///
/// Opening is asynchronous on every platform: the new window connects on a later turn of the main
/// actor, when the platform makes its scene. The scene then makes the window's navigator, adds it
/// with ``Windows/connect(_:as:fileID:filePath:line:column:)``, starts its root flow and opens the
/// link it was given.
@MainActor
public protocol WindowOpening: AnyObject {
    /// Asks for a new window that shows `link`, or the app's first screen when it is `nil`.
    /// - Parameter link: what the new window shows.
    func openWindow(showing link: DeepLink?)

    /// Asks the platform to bring a connected window to the front: a link landed in it
    /// (``Windows/open(_:otherwise:animated:)-(DeepLink,_,_)``) while another window was the
    /// ``Windows/mostRecent`` one, and the user should see where it went.
    ///
    /// `SceneWindowOpener` activates the window's scene session, `SwiftUIWindowOpener` calls
    /// `openWindow(value:)` with the value the window presents. The default does nothing: an
    /// opener of a platform with one window at a time needs none.
    /// - Parameter window: the window the link went to.
    func bringToFront(_ window: WindowID)
}

extension WindowOpening {
    /// Does nothing: the platform shows one window at a time, or the app brings none forward.
    /// - Parameter window: the window the link went to.
    public func bringToFront(_ window: WindowID) {}
}
