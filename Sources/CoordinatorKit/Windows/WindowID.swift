/// The identity of one of the app's windows: a UIKit scene session's `persistentIdentifier`, the
/// value a SwiftUI `WindowGroup(for:)` window was opened with, or any text the app chooses.
///
/// ```swift
/// windows.connect(navigator, as: WindowID(session.persistentIdentifier))
/// ```
public struct WindowID: Hashable, Codable, Sendable, CustomStringConvertible {
    /// The identity, as text.
    public let rawValue: String

    /// Makes the identity of a window.
    /// - Parameter rawValue: text that no other window of the app has.
    public init(_ rawValue: String) {
        self.rawValue = rawValue
    }

    public var description: String { rawValue }
}
