/// Who is signed in, and their settings.
///
/// The app coordinator reads it to choose between the login flow and the main tabs. Settings
/// belong to a user: the next user to sign in on the device gets their own, not the last user's.
@MainActor
public final class Session {
    /// The signed-in user, `nil` when logged out.
    public private(set) var user: User?
    private var notificationsOff: Set<User> = []

    /// Makes a session.
    /// - Parameter user: the user already signed in, or `nil` to start logged out.
    public init(user: User? = nil) { self.user = user }

    /// Whether the signed-in user wants order notifications: on until they turn it off.
    /// Nobody signed in has none.
    public var notificationsEnabled: Bool {
        get { user.map { !notificationsOff.contains($0) } ?? false }
        set {
            guard let user else { return }
            if newValue { notificationsOff.remove(user) } else { notificationsOff.insert(user) }
        }
    }

    /// Signs a user in.
    public func signIn(_ user: User) { self.user = user }

    /// Signs the user out; their settings stay for their next sign-in.
    public func signOut() { user = nil }
}
