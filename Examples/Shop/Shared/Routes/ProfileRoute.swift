public import CoordinatorKit

/// The screens of the Profile tab.
public enum ProfileRoute: Route, Codable {
    /// Who is signed in.
    case profile
    /// The settings, which cover the whole screen.
    case settings
    /// About the app, pushed inside the settings.
    case about

    /// Settings ask to cover the whole screen; everything else is pushed.
    public var presentation: Presentation? {
        self == .settings ? .fullScreenCover : nil
    }
}
