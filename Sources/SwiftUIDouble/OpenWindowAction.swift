#if os(Linux)
import Foundation

/// Double of SwiftUI's `OpenWindowAction`: opens a window of the app's `WindowGroup(for:)` that
/// presents a value.
///
/// As in SwiftUI, the window does not exist when the call returns: the double opens it on a later
/// turn of the main actor, by calling the handler a test gave ``doubleAction(_:)`` with the value
/// encoded (SwiftUI keeps a window's value as data, and decodes it into the window group's type).
/// ``doubleOpenRequestedWindows()`` runs that turn now.
@available(iOS 16.0, macOS 13.0, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
@preconcurrency @MainActor
public struct OpenWindowAction {
    private let doubleOpen: @MainActor @Sendable (Data) -> Void

    /// Double of `OpenWindowAction.callAsFunction(value:)`: opens a window for `value` on a later
    /// turn.
    @available(iOS 16.0, macOS 13.0, *)
    @available(tvOS, unavailable)
    @available(watchOS, unavailable)
    @MainActor @preconcurrency
    public func callAsFunction<D>(value: D) where D: Decodable, D: Encodable, D: Hashable {
        guard let data = try? JSONEncoder().encode(value) else { return }
        OpenWindowAction.doublePending.append { [doubleOpen] in doubleOpen(data) }
        Task { @MainActor in OpenWindowAction.doubleOpenRequestedWindows() }
    }

    /// An action whose windows open through `open`, which gets each window's value as JSON
    /// (double-only control: SwiftUI makes the action itself).
    nonisolated public static func doubleAction(_ open: @escaping @MainActor @Sendable (Data) -> Void)
        -> OpenWindowAction
    {
        OpenWindowAction(doubleOpen: open)
    }

    /// Opens the windows asked for and not open yet, as SwiftUI's later turn does (double-only
    /// control).
    public static func doubleOpenRequestedWindows() {
        let pending = doublePending
        doublePending = []
        for open in pending { open() }
    }

    private static var doublePending: [@MainActor () -> Void] = []
}
#endif
