#if os(Linux)
/// Something UIKit would log or throw, recorded by the double instead (the double's own type, not UIKit API).
///
/// UIKit logs warnings and raises Objective-C exceptions; the double records both in
/// `UIKitDoubleRuntime.issues` and leaves the hierarchy unchanged, so a test can assert on them.
public struct UIKitDoubleIssue: Sendable, Equatable, CustomStringConvertible {
    /// How UIKit reports it.
    public enum Kind: String, Sendable {
        /// UIKit logs the message and ignores the request (e.g. "which is already presenting").
        case warning
        /// UIKit raises an exception, which would crash the app (e.g. pushing the same controller twice).
        case exception
        /// Undefined behaviour in UIKit that the double refuses (a push or pop while one is animating,
        /// a presented controller pushed).
        case violation
    }

    /// How UIKit reports it.
    public let kind: Kind
    /// The message, worded like UIKit's where UIKit has one.
    public let message: String

    /// `"warning: message"`, `"exception: message"` or `"violation: message"`.
    public var description: String {
        "\(kind.rawValue): \(message)"
    }
}
#endif
