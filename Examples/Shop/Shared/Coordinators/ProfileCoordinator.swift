public import CoordinatorKit

/// The Profile tab: the user, the settings over the whole screen, and logging out.
public final class ProfileCoordinator: Coordinator<ProfileRoute> {
    /// Who is signed in, and their settings.
    public let session: Session
    /// Called when the user logs out.
    public var onLogOut: @MainActor () -> Void = {}

    /// Makes the Profile tab's coordinator.
    public init(session: Session) {
        self.session = session
        super.init()
    }

    /// Shows the profile.
    public override func start() {
        show(.profile)
    }

    /// Opens the settings over the whole screen, tab bar included: the route asks for a
    /// full-screen cover.
    /// Handles `/settings`: the settings cover over the Profile.
    public override func handle(_ link: DeepLink) throws(DeepLinkError) -> DeepLinkHandling {
        guard link.path == ["settings"] else { return try super.handle(link) }
        if !routes.contains(.settings) { show(.settings) }
        return .handled
    }

    public func openSettings() {
        show(.settings)
    }

    /// Edits the order notifications setting in a sheet over the settings.
    public func editNotifications() {
        startChild(NotificationSettingsCoordinator(session: session), as: .sheet) { _ in }
    }

    /// Shows the about page inside the settings' cover.
    public func showAbout() {
        show(.about)
    }

    /// Closes the settings' cover, with whatever was pushed inside it.
    public func closeSettings() {
        dismiss()
    }

    /// The user confirmed logging out after a relaunch, when the `ask` that showed it is gone.
    public override func restoredQuestion(_ question: QuestionLayer, answeredWith answer: AnyAnswer?) {
        if answer?.as(LogOutChoice.self) == .logOut { onLogOut() }
    }

    /// Asks whether to log out; when the user confirms, the whole main flow ends, and the app
    /// shows the login flow.
    public func logOut() {
        ask(.logOut) { [weak self] answer in
            if case .finished(.logOut) = answer { self?.onLogOut() }
        }
    }
}
