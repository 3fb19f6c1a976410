#if os(Linux)
/// Double of UIKit's `UISceneSession`: a scene's session, with the identity the system keeps for
/// it. The double's application makes one for each scene it connects.
@MainActor @preconcurrency
open class UISceneSession: NSObject {
    /// Double of `UISceneSession.persistentIdentifier`: the session's identity, kept across
    /// launches.
    open var persistentIdentifier: String { doublePersistentIdentifier }

    private let doublePersistentIdentifier: String

    /// A session with an identity (double-only: UIKit makes sessions itself).
    /// - Parameter persistentIdentifier: the session's identity.
    public static func doubleSession(persistentIdentifier: String) -> UISceneSession {
        UISceneSession(doublePersistentIdentifier: persistentIdentifier)
    }

    private init(doublePersistentIdentifier persistentIdentifier: String) {
        doublePersistentIdentifier = persistentIdentifier
        super.init()
    }
}
#endif
