#if os(Linux)
/// Double of UIKit's `UISceneSessionActivationRequest`: only the request that activates an
/// existing session.
@available(iOS 17.0, tvOS 17.0, *)
open class UISceneSessionActivationRequest: NSObject {
    /// The session to activate, which the application's double reads.
    let doubleSession: UISceneSession?

    /// Double of `UISceneSessionActivationRequest(session:)`: a request that activates an
    /// existing session.
    @available(iOS 17.0, tvOS 17.0, *)
    public convenience init(session: UISceneSession) {
        self.init(doubleSession: session)
    }

    private init(doubleSession: UISceneSession?) {
        self.doubleSession = doubleSession
        super.init()
    }
}
#endif
