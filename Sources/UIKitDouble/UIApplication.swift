#if os(Linux)
import Foundation

/// Double of UIKit's `UIApplication`: only the requests for a new scene and for bringing an open
/// one forward. Tests make the application with `UIApplication()` (UIKit makes its one instance
/// itself) and say what connecting a scene does with ``doubleConnectScene``.
///
/// As in UIKit, a request is asynchronous: the new scene connects on a later turn of the main
/// queue, with its session and the user activity in its connection options; when the app cannot
/// have another scene, the error handler is called then instead. A request that names an open
/// session brings that session's scene to the front on a later turn
/// (``doubleFrontmostSession``).
@MainActor @preconcurrency
open class UIApplication: UIResponder {
    /// What UIKit does when a new scene connects: calls its scene delegate's
    /// `scene(_:willConnectTo:options:)`, whose connection options hold the request's user
    /// activity (double-only control). `nil` models an app that supports one scene only: a
    /// request then fails.
    public var doubleConnectScene: ((UISceneSession, NSUserActivity?) -> Void)?

    /// Double of `UIApplication.openSessions`: the sessions of the scenes the application
    /// connected and has not been told were closed (``doubleCloseSession(_:)``).
    public var openSessions: Set<UISceneSession> { doubleOpenSessions }

    private var doubleOpenSessions: Set<UISceneSession> = []
    private var doubleSessionsMade = 0

    /// The session whose scene is in front: the one connected or brought forward last
    /// (double-only view).
    public private(set) var doubleFrontmostSession: UISceneSession?

    /// The sessions requests brought forward, in order (double-only view).
    public private(set) var doubleActivatedSessions: [UISceneSession] = []

    /// The user closed a scene: its session leaves ``openSessions`` (double-only control).
    public func doubleCloseSession(_ session: UISceneSession) {
        doubleOpenSessions.remove(session)
        if doubleFrontmostSession === session { doubleFrontmostSession = nil }
    }

    /// The turns of the main queue the application's requests are answered on (double-only):
    /// `settle()` it to let a requested scene connect. Each application has its own, so that a
    /// test's request is answered in that test.
    public let doubleRuntime = UIKitDoubleRuntime()

    /// Double of `UIApplication.requestSceneSessionActivation(_:userActivity:options:errorHandler:)`:
    /// on a later turn, connects a new scene (``doubleConnectScene``) with the user activity, or calls
    /// `errorHandler` when the app supports one scene only; with an open session, brings its scene
    /// to the front on a later turn, or calls `errorHandler` when the session is not open.
    open func requestSceneSessionActivation(
        _ sceneSession: UISceneSession?, userActivity: NSUserActivity?, options: UIScene.ActivationRequestOptions?,
        errorHandler: ((any Error) -> Void)? = nil
    ) {
        doubleRuntime.onNextTurn { [weak self] in
            guard let self else { return }
            if let sceneSession {
                self.doubleActivate(sceneSession, errorHandler: errorHandler)
                return
            }
            guard let doubleConnectScene = self.doubleConnectScene else {
                errorHandler?(
                    NSError(
                        domain: "UISceneErrorDomain", code: 0,
                        userInfo: [NSLocalizedDescriptionKey: "The application does not support multiple scenes."]))
                return
            }
            self.doubleSessionsMade += 1
            let session = UISceneSession.doubleSession(persistentIdentifier: "session-\(self.doubleSessionsMade)")
            self.doubleOpenSessions.insert(session)
            self.doubleFrontmostSession = session
            doubleConnectScene(session, userActivity)
        }
    }

    /// Double of `UIApplication.activateSceneSession(for:errorHandler:)`: only a request for an
    /// existing session, whose scene comes to the front on a later turn; `errorHandler` is called
    /// then when the session is not open.
    @available(iOS 17.0, tvOS 17.0, *)
    open func activateSceneSession(
        for request: UISceneSessionActivationRequest, errorHandler: ((any Error) -> Void)? = nil
    ) {
        let session = request.doubleSession
        doubleRuntime.onNextTurn { [weak self] in
            guard let self else { return }
            guard let session else {
                errorHandler?(
                    NSError(
                        domain: "UISceneErrorDomain", code: 0,
                        userInfo: [NSLocalizedDescriptionKey: "The double activates existing sessions only."]))
                return
            }
            self.doubleActivate(session, errorHandler: errorHandler)
        }
    }

    private func doubleActivate(_ session: UISceneSession, errorHandler: ((any Error) -> Void)?) {
        guard doubleOpenSessions.contains(session) else {
            errorHandler?(
                NSError(
                    domain: "UISceneErrorDomain", code: 0,
                    userInfo: [NSLocalizedDescriptionKey: "The scene session is not open."]))
            return
        }
        doubleActivatedSessions.append(session)
        doubleFrontmostSession = session
    }
}
#endif
