#if os(Linux)
/// Double of SwiftUI's `ButtonRole`: what a button does, which an alert or a confirmation dialog
/// shows (a cancel button apart, a destructive one in red).
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
public struct ButtonRole: Equatable, Sendable {
    private let name: String

    /// Double of `ButtonRole.destructive`.
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
    public static let destructive: ButtonRole = ButtonRole(name: "destructive")
    /// Double of `ButtonRole.cancel`.
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
    public static let cancel: ButtonRole = ButtonRole(name: "cancel")

    /// Double of `ButtonRole.==`.
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
    public static func == (a: ButtonRole, b: ButtonRole) -> Bool { a.name == b.name }
}
#endif
