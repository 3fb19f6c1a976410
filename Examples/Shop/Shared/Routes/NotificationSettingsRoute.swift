public import CoordinatorKit

/// The screens of the notification settings editor, a sheet over the settings.
public enum NotificationSettingsRoute: Route, Codable {
    /// Turning order notifications on or off, then saving.
    case editor

    /// The editor is a half-height sheet with a grabber (it is locked while a change is unsaved).
    public var presentationOptions: PresentationOptions {
        PresentationOptions(detents: [.medium, .large], showsGrabber: true)
    }
}
