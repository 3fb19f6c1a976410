public import CoordinatorKit

/// The app's windows in a scenario: each window a ``ScenarioHost`` of one kind, with its own
/// navigator, in one `Windows`; and the `WindowOpening` that opens new ones, as a platform
/// does.
///
/// As on a device, a window asked for connects on a later turn: at ``settle()`` (or
/// ``connectRequestedWindows()``), where `connect` gets the new window's host and the link it was
/// asked to show, and starts its root flow, as a scene delegate does.
///
/// The windows model which one is in front (``frontmost``), as the platform shows them: a window
/// that connects comes to the front, the user brings one forward with ``activate(_:)``, and a
/// window `Windows` asks to bring forward (`WindowOpening.bringToFront(_:)`) comes to the front on
/// a later turn, at ``settle()`` (or ``bringRequestedWindowsToFront()``).
///
/// ```swift
/// let app = ScenarioWindows(kind: .headless) { host, window, link in
///     host.navigator.start(ShopCoordinator())
///     if let link { try? host.navigator.open(link) }
/// }
/// let first = app.connectWindow()                         // the window the app launched with
/// app.windows.openWindow(showing: DeepLink(segments: ["orders"]))
/// await app.settle()                                      // the second window connects
/// try app.windows.open(DeepLink(segments: ["products", "2"]))   // .opened(in: the one showing products)
/// app.close(first)                                        // its flows end, cancelled
/// ```
@MainActor
public final class ScenarioWindows: WindowOpening {
    /// The app's windows; their opener asks these.
    public let windows: Windows
    private let kind: ScenarioHostKind
    private let connect: (any ScenarioHost, WindowID, DeepLink?) -> Void
    private var hosts: [WindowID: any ScenarioHost] = [:]
    private var requested: [DeepLink?] = []
    private var toFront: [WindowID] = []
    private var made = 0

    /// The window the platform shows in front of the others; `nil` when none is connected.
    public private(set) var frontmost: WindowID?

    /// The windows `Windows` asked to bring to the front, in the order it asked, since these
    /// windows were made.
    public private(set) var broughtToFront: [WindowID] = []

    /// Makes a scenario's windows, none connected yet.
    /// - Parameters:
    ///   - kind: the host each window is.
    ///   - windows: the app's windows; a new set by default.
    ///   - connect: what a scene does when it connects: starts (or restores) the root flow on the
    ///     window's navigator and opens the link the window was asked to show.
    public init(
        kind: ScenarioHostKind = .headless, windows: Windows = Windows(),
        connect: @escaping (any ScenarioHost, WindowID, DeepLink?) -> Void
    ) {
        self.kind = kind
        self.windows = windows
        self.connect = connect
        // Through a weak reference: the windows keep their opener, and these windows keep them.
        windows.opener = WeakOpener(self)
    }

    /// The windows asked for that have not connected yet, oldest first, each with its link.
    public var requestedWindows: [DeepLink?] { requested }

    /// The host of a connected window.
    public func host(for window: WindowID) -> (any ScenarioHost)? { hosts[window] }

    /// Asks for a new window; it connects on a later turn (``settle()``).
    public func openWindow(showing link: DeepLink?) {
        requested.append(link)
    }

    /// Asks for a window to come to the front; it does on a later turn (``settle()``).
    public func bringToFront(_ window: WindowID) {
        broughtToFront.append(window)
        toFront.append(window)
    }

    /// Brings forward the windows asked to come to the front, as the platform does on a later
    /// turn; the last one asked ends in front.
    public func bringRequestedWindowsToFront() {
        let windows = toFront
        toFront = []
        for window in windows where hosts[window] != nil {
            activate(window)
        }
    }

    /// Brings a window to the front, as the user does by clicking or tapping it: it becomes the
    /// ``frontmost`` one, and its scene, now active, makes it `Windows`' most recent one.
    /// - Parameter window: a connected window.
    public func activate(_ window: WindowID) {
        windows.activate(window)
        if hosts[window] != nil { frontmost = window }
    }

    /// Connects a window now, as a scene does when the app launches or the system brings a saved
    /// scene back: makes its host, adds its navigator to ``windows``, and calls `connect`.
    /// - Parameters:
    ///   - window: the window's identity; a new one by default (`window-1`, `window-2`, …).
    ///   - link: the link the window shows.
    /// - Returns: the window's identity.
    @discardableResult
    public func connectWindow(_ window: WindowID? = nil, showing link: DeepLink? = nil) -> WindowID {
        made += 1
        let window = window ?? WindowID("window-\(made)")
        let host = kind.makeHost()
        hosts[window] = host
        windows.connect(host.navigator, as: window)
        frontmost = window
        connect(host, window, link)
        return window
    }

    /// Connects the windows asked for, as the platform does on a later turn.
    /// - Returns: their identities, oldest first.
    @discardableResult
    public func connectRequestedWindows() -> [WindowID] {
        let links = requested
        requested = []
        return links.map { connectWindow(showing: $0) }
    }

    /// Closes a window, as the user does: `Windows.close(_:)`.
    /// - Parameter window: a connected window.
    public func close(_ window: WindowID) {
        windows.close(window)
        hosts[window] = nil
        if frontmost == window { frontmost = windows.mostRecent }
    }

    /// Ends the turn: connects the windows asked for, brings forward those asked to come to the
    /// front, then settles every window's host.
    public func settle() async {
        connectRequestedWindows()
        bringRequestedWindowsToFront()
        for window in windows.ids {
            await hosts[window]?.settle()
        }
    }
}

/// An opener that asks a scenario's windows while they exist.
@MainActor
private final class WeakOpener: WindowOpening {
    private weak var windows: ScenarioWindows?

    init(_ windows: ScenarioWindows) { self.windows = windows }

    func openWindow(showing link: DeepLink?) { windows?.openWindow(showing: link) }

    func bringToFront(_ window: WindowID) { windows?.bringToFront(window) }
}
