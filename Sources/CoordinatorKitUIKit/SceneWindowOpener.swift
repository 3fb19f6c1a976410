#if canImport(UIKit) && !os(watchOS)
public import UIKit
#elseif os(Linux)
public import UIKitDouble
#endif
#if canImport(UIKit) && !os(watchOS) || os(Linux)
public import CoordinatorKit
import IssueReporting

/// Opens new windows as UIKit scenes: the `WindowOpening` of a UIKit app's `Windows`.
///
/// It asks UIKit for a new scene session with a user activity that carries the link. UIKit
/// connects the scene on a later turn; its scene delegate reads the link back from the connection
/// options, connects the window's navigator and opens the link:
///
/// ```swift
/// windows.opener = SceneWindowOpener(application: UIApplication.shared, activityType: "com.example.shop.window")
///
/// // SceneDelegate.scene(_:willConnectTo:options:)
/// windows.connect(navigator, as: WindowID(session.persistentIdentifier))
/// if let link = SceneWindowOpener.link(in: connectionOptions.userActivities) { try? navigator.open(link) }
/// ```
///
/// When a link lands in a window behind another, the opener brings that window's scene to the
/// front: it finds the scene session among the application's `openSessions` by its
/// `persistentIdentifier`, so connect each window as `WindowID(session.persistentIdentifier)`.
/// It activates the session with `activateSceneSession(for:errorHandler:)` on iOS and tvOS 17 and
/// later, and with `requestSceneSessionActivation(_:userActivity:options:errorHandler:)` before.
///
/// The app declares `UIApplicationSupportsMultipleScenes` in its Info.plist and the activity
/// type under `NSUserActivityTypes`; UIKit calls the error handler when the app cannot have
/// another scene, and the opener reports that as an issue.
@MainActor
public final class SceneWindowOpener: WindowOpening {
    /// The user-info key of the link a window request carries, as text.
    public static let linkKey = "CoordinatorKit.link"

    /// The application that is asked for scenes.
    public let application: UIApplication
    /// The type of the user activity a window request carries.
    public let activityType: String

    /// Makes an opener.
    /// - Parameters:
    ///   - application: the app's `UIApplication.shared`.
    ///   - activityType: the activity type the app declares under `NSUserActivityTypes`.
    public init(application: UIApplication, activityType: String) {
        self.application = application
        self.activityType = activityType
    }

    /// Asks UIKit for a new scene whose user activity carries `link`.
    public func openWindow(showing link: DeepLink?) {
        let activity = NSUserActivity(activityType: activityType)
        if let link { activity.addUserInfoEntries(from: [Self.linkKey: link.description]) }
        application.requestSceneSessionActivation(nil, userActivity: activity, options: nil) { @Sendable error in
            reportIssue("UIKit did not open a window for \(link?.description ?? "the first screen"): \(error)")
        }
    }

    /// Asks UIKit to bring the scene of an open session to the front: the session whose
    /// `persistentIdentifier` is the window's identity. Reports an issue when no open session has
    /// it, or when UIKit cannot activate the session.
    public func bringToFront(_ window: WindowID) {
        guard let session = application.openSessions.first(where: { $0.persistentIdentifier == window.rawValue }) else {
            return reportIssue(
                "No open scene session is window \(window); connect each window as WindowID(session.persistentIdentifier)."
            )
        }
        let errorHandler: @Sendable (any Error) -> Void = { error in
            reportIssue("UIKit did not bring window \(window) to the front: \(error)")
        }
        if #available(iOS 17.0, tvOS 17.0, *) {
            application.activateSceneSession(
                for: UISceneSessionActivationRequest(session: session), errorHandler: errorHandler)
        } else {
            application.requestSceneSessionActivation(
                session, userActivity: nil, options: nil, errorHandler: errorHandler)
        }
    }

    /// The link a window request carried, read back from a scene's connection options.
    /// - Parameter activities: the connection options' `userActivities`.
    /// - Returns: the first link one of them carries, or `nil`.
    public static func link(in activities: some Sequence<NSUserActivity>) -> DeepLink? {
        for activity in activities {
            guard let text = activity.userInfo?[linkKey] as? String else { continue }
            if let link = try? DeepLink(string: text) { return link }
        }
        return nil
    }
}
#endif
