#if os(Linux)
import Foundation

/// Double of SwiftUI's `OpenWindowAction`: opens a window of the app's `WindowGroup(for:)` that
/// presents a value, or brings forward the window that presents it already.
///
/// As in SwiftUI, the window does not exist when the call returns: the double opens it on a later
/// turn of the main actor, by calling the handler a test gave ``doubleAction(_:)`` with the value
/// encoded (SwiftUI keeps a window's value as data, and decodes it into the window group's type).
/// ``doubleOpenRequestedWindows()`` runs that turn now. A value equal to one a window of the
/// action presents already opens no window: as SwiftUI documents for `WindowGroup(for:)`, that
/// window comes to the front (``doubleFrontmostWindow``).
///
/// Each action keeps its own requests and windows, as each app's scenes do: tests running side by
/// side see none of each other's.
@available(iOS 16.0, macOS 13.0, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
@preconcurrency @MainActor
public struct OpenWindowAction {
    private let doubleWindows: DoubleWindows

    /// Double of `OpenWindowAction.callAsFunction(value:)`: opens a window for `value`, or brings
    /// forward the one that presents it already, on a later turn.
    @available(iOS 16.0, macOS 13.0, *)
    @available(tvOS, unavailable)
    @available(watchOS, unavailable)
    @MainActor @preconcurrency
    public func callAsFunction<D>(value: D) where D: Decodable, D: Encodable, D: Hashable {
        guard let data = try? JSONEncoder().encode(value) else { return }
        doubleWindows.pending.append((AnyHashable(value), data))
        Task { @MainActor [doubleWindows] in doubleWindows.openRequested() }
    }

    /// An action whose windows open through `open`, which gets each window's value as JSON
    /// (double-only control: SwiftUI makes the action itself).
    nonisolated public static func doubleAction(_ open: @escaping @MainActor @Sendable (Data) -> Void)
        -> OpenWindowAction
    {
        OpenWindowAction(doubleWindows: DoubleWindows(open: open))
    }

    /// Opens the windows asked for and not open yet, and brings forward those asked for again, as
    /// SwiftUI's later turn does (double-only control).
    public func doubleOpenRequestedWindows() {
        doubleWindows.openRequested()
    }

    /// The value of the window in front, as JSON: the one opened or brought forward last;
    /// `nil` before any opens (double-only view).
    public var doubleFrontmostWindow: Data? { doubleWindows.frontmost }

    /// The values of the windows brought forward, as JSON, in order (double-only view).
    public var doubleWindowsBroughtForward: [Data] { doubleWindows.broughtForward }
}

/// The windows of one action: the values asked for, and those its windows present.
@MainActor
private final class DoubleWindows {
    let open: @MainActor @Sendable (Data) -> Void
    var pending: [(value: AnyHashable, data: Data)] = []
    var presented: [AnyHashable] = []
    var frontmost: Data?
    var broughtForward: [Data] = []

    nonisolated init(open: @escaping @MainActor @Sendable (Data) -> Void) {
        self.open = open
    }

    func openRequested() {
        let requests = pending
        pending = []
        for request in requests {
            frontmost = request.data
            if presented.contains(request.value) {
                broughtForward.append(request.data)
            } else {
                presented.append(request.value)
                open(request.data)
            }
        }
    }
}
#endif
