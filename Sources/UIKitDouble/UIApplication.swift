#if os(Linux)
import Foundation

/// Double of UIKit's `UIApplication`: only the request for a new scene. Tests make the
/// application with `UIApplication()` (UIKit makes its one instance itself) and say what
/// connecting a scene does with ``doubleConnectScene``.
///
/// As in UIKit, the request is asynchronous: the new scene connects on a later turn of the main
/// queue, with the user activity in its connection options; when the app cannot have another
/// scene, the error handler is called then instead.
@MainActor @preconcurrency
open class UIApplication: UIResponder {
    /// What UIKit does when a new scene connects: calls its scene delegate's
    /// `scene(_:willConnectTo:options:)`, whose connection options hold the request's user
    /// activity (double-only control). `nil` models an app that supports one scene only: a
    /// request then fails.
    public var doubleConnectScene: ((NSUserActivity?) -> Void)?

    /// The turns of the main queue the application's requests are answered on (double-only):
    /// `settle()` it to let a requested scene connect. Each application has its own, so that a
    /// test's request is answered in that test.
    public let doubleRuntime = UIKitDoubleRuntime()

    /// Double of `UIApplication.requestSceneSessionActivation(_:userActivity:options:errorHandler:)`:
    /// on a later turn, connects a new scene (``doubleConnectScene``) with the user activity, or calls
    /// `errorHandler` when the app supports one scene only. An existing session is not modelled:
    /// pass `nil`.
    open func requestSceneSessionActivation(
        _ sceneSession: UISceneSession?, userActivity: NSUserActivity?, options: UIScene.ActivationRequestOptions?,
        errorHandler: ((any Error) -> Void)? = nil
    ) {
        doubleRuntime.onNextTurn { [weak self] in
            guard let self, let doubleConnectScene = self.doubleConnectScene else {
                errorHandler?(
                    NSError(
                        domain: "UISceneErrorDomain", code: 0,
                        userInfo: [NSLocalizedDescriptionKey: "The application does not support multiple scenes."]))
                return
            }
            doubleConnectScene(userActivity)
        }
    }
}
#endif
