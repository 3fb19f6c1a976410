public import CoordinatorKit

/// Onboarding and sign-in, ending with the user who signed in.
public final class LoginCoordinator: Coordinator<LoginRoute>, ProducesOutput {
    /// The login flow yields the user who signed in.
    public typealias Output = User

    /// The login flow cross-fades in over the tabs when the user logs out.
    public override var layerAnimation: RouteAnimation { .crossDissolve }

    /// Shows the onboarding page.
    public override func start() {
        show(.welcome)
    }

    /// Moves on from onboarding to signing in.
    public func continueToSignIn() {
        show(.signIn)
    }

    /// Ends the flow with a signed-in user.
    public func signIn(as name: String) {
        finish(with: User(name: name))
    }
}
