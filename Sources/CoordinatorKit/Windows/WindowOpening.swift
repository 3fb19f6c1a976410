/// What asks the platform for a new window: a host adapter's, for ``Windows/opener``.
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
}
