/// Who is signed in, and their settings.
///
/// The app coordinator reads it to choose between the login flow and the main tabs.
@MainActor
public final class Session {
    /// The signed-in user, `nil` when logged out.
    public private(set) var user: User?
    /// Whether the user wants order notifications.
    public var notificationsEnabled = true

    /// Makes a session.
    /// - Parameter user: the user already signed in, or `nil` to start logged out.
    public init(user: User? = nil) { self.user = user }

    /// Signs a user in.
    public func signIn(_ user: User) { self.user = user }

    /// Signs the user out.
    public func signOut() { user = nil }
}
