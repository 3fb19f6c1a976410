/// The screens of the login flow.
@MainActor
public struct LoginScreens {
    private let login: LoginCoordinator

    /// Makes the login flow's screen models.
    public init(_ login: LoginCoordinator) { self.login = login }

    /// What a login route's screen shows.
    public func content(for route: LoginRoute) -> ScreenContent {
        switch route {
        case .welcome:
            ScreenContent(
                title: "Welcome to the Coffee Shop",
                lines: ["Good coffee gear, delivered.", "Sign in to browse the catalog and buy."],
                actions: [ScreenAction("Continue") { login.continueToSignIn() }]
            )
        case .signIn:
            ScreenContent(
                title: "Sign in",
                lines: ["Choose an account (this demo has no passwords)."],
                actions: ["Ada", "Grace"].map { name in ScreenAction("Sign in as \(name)") { login.signIn(as: name) } }
            )
        }
    }
}
