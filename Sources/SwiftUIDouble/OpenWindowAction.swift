#if os(Linux)
import Foundation

/// Double of SwiftUI's `OpenWindowAction`: opens a window of the app's `WindowGroup(for:)` that
/// presents a value, or brings forward the window that presents it already.
///
/// As in SwiftUI, the window does not exist when the call returns: the double opens it on a later
/// turn of the main actor, by calling the handler a test gave ``doubleAction(_:closed:)`` with the
/// value encoded (SwiftUI keeps a window's value as data, and decodes it into the window group's
/// type). ``doubleOpenRequestedWindows()`` runs that turn now. A value equal to one a window of the
/// action presents already opens no window: as SwiftUI documents for `WindowGroup(for:)`, that
/// window comes to the front (``doubleFrontmostWindow``).
///
/// A window closes when the user closes it (``doubleUserClosesWindow(presenting:)``) or the app
/// dismisses it (``doubleDismissWindowAction``, SwiftUI's `dismissWindow(value:)`): its content
/// disappears (the `closed` handler gets its value), and the window group forgets its value, so
/// that opening the same value again opens a new window.
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
        doubleWindows.request(.open, of: value)
    }

    /// An action whose windows open through `open`, which gets each window's value as JSON, and
    /// whose windows' content disappears through `closed` when they close (double-only control:
    /// SwiftUI makes the action itself; the window's view's `onDisappear` stands for `closed`).
    nonisolated public static func doubleAction(
        _ open: @escaping @MainActor @Sendable (Data) -> Void,
        closed: @escaping @MainActor @Sendable (Data) -> Void = { _ in }
    ) -> OpenWindowAction {
        OpenWindowAction(doubleWindows: DoubleWindows(open: open, closed: closed))
    }

    /// Opens the windows asked for and not open yet, brings forward those asked for again, and
    /// closes those the app dismissed, in the order asked, as SwiftUI's later turn does
    /// (double-only control).
    public func doubleOpenRequestedWindows() {
        doubleWindows.runRequests()
    }

    /// The user closes the window that presents `value`, now: its content disappears, and the
    /// window group forgets the value (double-only control). Does nothing when no window of the
    /// action presents it.
    ///
    /// - Parameter value: The window's value.
    public func doubleUserClosesWindow<D>(presenting value: D) where D: Encodable, D: Hashable {
        doubleWindows.close(AnyHashable(value))
    }

    /// The action that dismisses this action's windows: the environment's `dismissWindow` of the
    /// same app (double-only control: SwiftUI makes the action itself).
    @available(iOS 17.0, macOS 14.0, visionOS 1.0, *)
    @available(tvOS, unavailable)
    @available(watchOS, unavailable)
    public var doubleDismissWindowAction: DismissWindowAction {
        DismissWindowAction(doubleWindows: doubleWindows)
    }

    /// The value of the window in front, as JSON: the one opened or brought forward last, or
    /// the one in front before it once it closed; `nil` while none is open (double-only view).
    public var doubleFrontmostWindow: Data? { doubleWindows.frontmost }

    /// The values of the windows brought forward, as JSON, in order (double-only view).
    public var doubleWindowsBroughtForward: [Data] { doubleWindows.broughtForward }

    /// The values of the windows open, as JSON, the one in front last (double-only view).
    public var doubleOpenWindows: [Data] { doubleWindows.presented.map(\.data) }
}

/// The windows of one app's window group: the values asked for, and those its windows present.
@MainActor
final class DoubleWindows {
    enum Request {
        case open, close
    }

    let open: @MainActor @Sendable (Data) -> Void
    let closed: @MainActor @Sendable (Data) -> Void
    private var pending: [(request: Request, value: AnyHashable, data: Data)] = []
    /// The values the open windows present, the one in front last.
    private(set) var presented: [(value: AnyHashable, data: Data)] = []
    private(set) var broughtForward: [Data] = []

    nonisolated init(
        open: @escaping @MainActor @Sendable (Data) -> Void, closed: @escaping @MainActor @Sendable (Data) -> Void
    ) {
        self.open = open
        self.closed = closed
    }

    var frontmost: Data? { presented.last?.data }

    /// Asks, for a later turn, to open (or bring forward) or to close the window of `value`.
    func request<D>(_ request: Request, of value: D) where D: Encodable, D: Hashable {
        guard let data = try? JSONEncoder().encode(value) else { return }
        pending.append((request, AnyHashable(value), data))
        Task { @MainActor [weak self] in self?.runRequests() }
    }

    func runRequests() {
        let requests = pending
        pending = []
        for request in requests {
            switch request.request {
            case .open:
                if let index = presented.firstIndex(where: { $0.value == request.value }) {
                    presented.append(presented.remove(at: index))
                    broughtForward.append(request.data)
                } else {
                    presented.append((request.value, request.data))
                    open(request.data)
                }
            case .close:
                close(request.value)
            }
        }
    }

    /// Closes the window of `value`: the group forgets it, and its content disappears.
    func close(_ value: AnyHashable) {
        guard let index = presented.firstIndex(where: { $0.value == value }) else { return }
        let window = presented.remove(at: index)
        closed(window.data)
    }
}
#endif
