#if os(Linux)
import Foundation

/// Double of SwiftUI's `DismissWindowAction`: closes the window of the app's `WindowGroup(for:)`
/// that presents a value.
///
/// As the window opened, it closes on a later turn of the main actor: its content disappears,
/// and the window group forgets its value, so that `openWindow(value:)` with the same value opens
/// a new window. ``OpenWindowAction/doubleOpenRequestedWindows()`` runs that turn now. A value no
/// window presents closes nothing. The double's action comes from the app's open action
/// (``OpenWindowAction/doubleDismissWindowAction``); the environment's default closes nothing.
@available(iOS 17.0, macOS 14.0, visionOS 1.0, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
@preconcurrency @MainActor
public struct DismissWindowAction {
    private let doubleWindows: DoubleWindows?

    nonisolated init(doubleWindows: DoubleWindows?) {
        self.doubleWindows = doubleWindows
    }

    /// Double of `DismissWindowAction.callAsFunction(value:)`: closes the window that presents
    /// `value`, on a later turn.
    @available(iOS 17.0, macOS 14.0, visionOS 1.0, *)
    @available(tvOS, unavailable)
    @available(watchOS, unavailable)
    @MainActor @preconcurrency
    public func callAsFunction<D>(value: D) where D: Decodable, D: Encodable, D: Hashable {
        doubleWindows?.request(.close, of: value)
    }
}
#endif
