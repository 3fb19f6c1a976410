public import CoordinatorKit

/// The screens of the login flow: onboarding, then signing in.
public enum LoginRoute: Route, Codable {
    /// The onboarding page a logged-out user sees first.
    case welcome
    /// Choosing an account to sign in with.
    case signIn
}
