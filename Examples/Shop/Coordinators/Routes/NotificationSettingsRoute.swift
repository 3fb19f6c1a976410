public import CoordinatorKit

/// The screens of the notification settings editor, a sheet over the settings.
public enum NotificationSettingsRoute: Route, Codable {
    /// Turning order notifications on or off, then saving.
    case editor
    /// The question asked when the user leaves with a change not saved: save it or discard it?
    case unsavedChange

    /// The editor is a half-height sheet with a grabber (it is locked while a change is unsaved);
    /// the question is a small sheet over it, as an action sheet would be.
    public var presentationOptions: PresentationOptions {
        switch self {
        case .editor: PresentationOptions(detents: [.medium, .large], showsGrabber: true)
        case .unsavedChange: PresentationOptions(detents: [.medium])
        }
    }
}
