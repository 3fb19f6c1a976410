/// A destination in the app: the app's own enum of screens a flow can show.
///
/// A route is a value; it says *what* to show, never *how* a screen is built. It may declare how
/// it wants to be presented; without that, a coordinator pushes it.
///
/// ```swift
/// enum MapRoute: Route {
///     case map
///     case city(named: String)
///     case settings
///
///     var presentation: Presentation? { self == .settings ? .sheet : nil }
/// }
/// ```
///
/// Routes are `Sendable` because the navigation state that holds them crosses concurrency
/// domains (events, restoration). A route that is also `Codable` makes the state encodable.
public protocol Route: Hashable, Sendable {
    /// How the route asks to be shown when a coordinator calls `show(_:)`: `nil` to push it onto
    /// the coordinator's stack, or a modal presentation.
    var presentation: Presentation? { get }

    /// How the layer the route opens looks, when it is presented: detents, a form sheet, a lock
    /// against swiping it away. A coordinator can give other options for one call.
    var presentationOptions: PresentationOptions { get }

    /// How the route's screen arrives, pushed or presented; leaving plays the inverse. A
    /// coordinator can give another animation for one call.
    ///
    /// Asked when the animation is needed, not when the screen is made: derive it from the
    /// route's value alone.
    var animation: RouteAnimation { get }
}

extension Route {
    /// Routes push by default.
    public var presentation: Presentation? { nil }

    /// Routes present with plain options by default.
    public var presentationOptions: PresentationOptions { PresentationOptions() }

    /// Routes arrive with the system's animation by default.
    public var animation: RouteAnimation { .system }
}

/// How a layer is shown: the window's root, or one of UIKit's and SwiftUI's modal styles.
public enum Presentation: String, Hashable, Sendable, Codable, CaseIterable {
    /// The window's root layer, `layers[0]`.
    case root
    /// A sheet (`UIModalPresentationStyle.pageSheet`, SwiftUI `.sheet`).
    case sheet
    /// A cover of the whole screen (`.fullScreen`, SwiftUI `.fullScreenCover`).
    case fullScreenCover
    /// A popover (`.popover`), a sheet on compact widths.
    case popover

    /// Whether this is a modal presentation, that is anything but ``root``.
    package var isModal: Bool { self != .root }
}
