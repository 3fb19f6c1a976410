/// The screens of the notification settings editor.
@MainActor
public struct NotificationSettingsScreens {
    private let editor: NotificationSettingsCoordinator

    /// Makes the editor's screen models.
    public init(_ editor: NotificationSettingsCoordinator) { self.editor = editor }

    /// What an editor route's screen shows.
    public func content(for route: NotificationSettingsRoute) -> ScreenContent {
        let setting = "Order notifications: \(editor.draft ? "on" : "off")"
        switch route {
        case .editor:
            return ScreenContent(
                title: "Notifications",
                lines: [setting + (editor.hasUnsavedChange ? " (not saved)" : "")],
                actions: [
                    ScreenAction("Turn notifications \(editor.draft ? "off" : "on")") { editor.toggle() },
                    ScreenAction("Save") { editor.save() },
                    ScreenAction("Cancel") { editor.cancel() },
                ]
            )
        }
    }
}
