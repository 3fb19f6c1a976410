/// The screens of the Profile tab.
@MainActor
public struct ProfileScreens {
    private let profile: ProfileCoordinator

    /// Makes the Profile tab's screen models.
    public init(_ profile: ProfileCoordinator) { self.profile = profile }

    /// What a Profile route's screen shows.
    public func content(for route: ProfileRoute) -> ScreenContent {
        let session = profile.session
        let notifications = "Order notifications: \(session.notificationsEnabled ? "on" : "off")"
        switch route {
        case .profile:
            return ScreenContent(
                title: "Profile",
                lines: ["Signed in as \(session.user?.name ?? "nobody")", notifications],
                actions: [
                    ScreenAction("Settings") { profile.openSettings() },
                    ScreenAction("Log out") { profile.logOut() },
                ]
            )
        case .settings:
            return ScreenContent(
                title: "Settings",
                lines: [notifications],
                actions: [
                    ScreenAction("Order notifications") { profile.editNotifications() },
                    ScreenAction("About") { profile.showAbout() },
                    ScreenAction("Done") { profile.closeSettings() },
                ]
            )
        case .about:
            return ScreenContent(
                title: "About",
                lines: [
                    "The CoordinatorKit shop example.",
                    "Coordinators decide where to go; these screens only show content and forward taps.",
                ]
            )
        }
    }
}
