public import Foundation

/// The app's windows, each with its own navigator: where a link goes, and how a new window opens.
///
/// Each window (a UIKit scene, a SwiftUI `WindowGroup` window) has one ``Navigator``, which
/// renders, saves and restores that window alone. The app keeps one `Windows` for all of them:
/// each scene adds its navigator when it connects and takes it away when it closes, and links the
/// app receives go through it, to the window that already shows what they lead to.
///
/// ```swift
/// let windows = Windows()
/// windows.opener = opener                          // asks the platform for new windows
///
/// // A scene connected:
/// windows.connect(navigator, as: WindowID(session.persistentIdentifier))
/// // The user opened a product in a new window:
/// windows.openWindow(showing: DeepLink(segments: ["products", "12"]))
/// // A link arrived:
/// let result = try windows.open(url)                 // .opened(in: window, …)
/// // The scene closed:
/// windows.close(WindowID(session.persistentIdentifier))
/// ```
@MainActor
public final class Windows {
    /// What a link goes to when no window shows its content.
    public enum Fallback: Sendable {
        /// The window the user used last (``mostRecent``), or a new one when there is none.
        case mostRecentWindow
        /// A new window, asked of the ``Windows/opener``.
        case newWindow
    }

    /// What asks the platform for new windows; `nil` when the app opens none.
    public var opener: (any WindowOpening)?

    /// The windows that are connected, the one the user used last first.
    public private(set) var ids: [WindowID] = []

    private var navigators: [WindowID: Navigator] = [:]

    /// Makes an empty set of windows.
    /// - Parameter opener: what asks the platform for new windows.
    public init(opener: (any WindowOpening)? = nil) {
        self.opener = opener
    }

    /// The window the user used last, which is the frontmost one: the one connected, activated or
    /// brought to the front for a link last.
    public var mostRecent: WindowID? { ids.first }

    /// The navigator of a window.
    /// - Parameter window: a connected window.
    /// - Returns: its navigator, or `nil` when no such window is connected.
    public func navigator(for window: WindowID) -> Navigator? {
        navigators[window]
    }

    /// Adds a window that connected, with its navigator; it becomes the ``mostRecent`` one.
    /// Reports, and changes nothing, when the identity or the navigator is connected already.
    /// - Parameters:
    ///   - navigator: the window's navigator.
    ///   - window: its identity.
    ///   - fileID: the file of the call, where an issue is reported; leave the default.
    ///   - filePath: the path of that file; leave the default.
    ///   - line: the line of the call; leave the default.
    ///   - column: the column of the call; leave the default.
    public func connect(
        _ navigator: Navigator, as window: WindowID,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) {
        let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
        if navigators[window] != nil {
            return site.report("Window \(window) is connected already; give each window an identity of its own.")
        }
        if let other = navigators.first(where: { $0.value === navigator })?.key {
            return site.report("The navigator is connected already, as window \(other); make one per window.")
        }
        navigators[window] = navigator
        ids.insert(window, at: 0)
    }

    /// Makes a window the ``mostRecent`` one: the user used it (its scene became active, its
    /// window became key). Reports, and changes nothing, for a window that is not connected.
    /// - Parameters:
    ///   - window: a connected window.
    ///   - fileID: the file of the call, where an issue is reported; leave the default.
    ///   - filePath: the path of that file; leave the default.
    ///   - line: the line of the call; leave the default.
    ///   - column: the column of the call; leave the default.
    public func activate(
        _ window: WindowID,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) {
        guard let index = ids.firstIndex(of: window) else {
            let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
            return site.report("Window \(window) is not connected; connect it before activating it.")
        }
        ids.insert(ids.remove(at: index), at: 0)
    }

    /// Takes away a window that closed: its navigator ends its root flow, and every flow under
    /// it, `.cancelled`. No leave guard is asked: the window is gone, and no one is left to
    /// answer. Save the window's state before, for the platform to restore it when the window
    /// comes back (UIKit asks the scene delegate's `stateRestorationActivity(for:)` when the scene
    /// goes to the background, before it disconnects). Reports, and changes nothing, for a window
    /// that is not connected.
    /// - Parameters:
    ///   - window: a connected window.
    ///   - fileID: the file of the call, where an issue is reported; leave the default.
    ///   - filePath: the path of that file; leave the default.
    ///   - line: the line of the call; leave the default.
    ///   - column: the column of the call; leave the default.
    public func close(
        _ window: WindowID,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) {
        guard let navigator = navigators.removeValue(forKey: window) else {
            let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
            return site.report("Window \(window) is not connected; nothing closes.")
        }
        ids.removeAll { $0 == window }
        navigator.closeWindow()
    }

    /// Asks the ``opener`` for a new window that shows a link (a route's link, from its
    /// coordinator's ``Coordinator/link(for:)``, or one a flow reads to start itself), or the
    /// app's first screen. The window connects on a later turn. Reports, and does nothing, when
    /// there is no opener.
    /// - Parameters:
    ///   - link: what the new window shows; `nil` for the app's first screen.
    ///   - fileID: the file of the call, where an issue is reported; leave the default.
    ///   - filePath: the path of that file; leave the default.
    ///   - line: the line of the call; leave the default.
    ///   - column: the column of the call; leave the default.
    public func openWindow(
        showing link: DeepLink? = nil,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) {
        guard let opener else {
            let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
            return site.report("Windows has no opener to open a new window with; set windows.opener first.")
        }
        opener.openWindow(showing: link)
    }

    /// The window that shows a link's content: the one with a screen whose link
    /// (``Navigator/link(for:)``) is the link itself, or else the longest start of it, which that
    /// window's flows then read on; the one the user used last among equals.
    /// - Parameter link: a link.
    /// - Returns: the window, or `nil` when no window's screens write any part of the link.
    public func window(showing link: DeepLink) -> WindowID? {
        showing(link).first
    }

    /// The windows that show a part of a link, the one showing most of it first.
    private func showing(_ link: DeepLink) -> [WindowID] {
        var scored: [(window: WindowID, score: Int)] = []
        for window in ids {
            guard let navigator = navigators[window] else { continue }
            let score = navigator.showingScore(for: link)
            if score > 0 { scored.append((window, score)) }
        }
        // A stable sort keeps the most recent first among equals.
        return scored.enumerated()
            .sorted { ($0.element.score, -$0.offset) > ($1.element.score, -$1.offset) }
            .map(\.element.window)
    }

    /// Opens a URL in the window that shows its content; see ``open(_:otherwise:animated:)-(DeepLink,_,_)``.
    /// - Throws: ``DeepLinkError``; nothing has changed then.
    @discardableResult
    public func open(_ url: URL, otherwise fallback: Fallback = .mostRecentWindow, animated: Bool = true)
        throws(DeepLinkError) -> WindowLinkResult
    {
        try open(DeepLink(url), otherwise: fallback, animated: animated)
    }

    /// Opens a link in the window that already shows its content (``window(showing:)``);
    /// when none does, in the window `fallback` names.
    ///
    /// Each window is offered the link through its navigator's
    /// ``Navigator/open(_:animated:)-(DeepLink,_)``, guards included: the windows that show a part
    /// of it, most first, then, with ``Fallback/mostRecentWindow``, the others, the one the user
    /// used last first. The first that takes it keeps it.
    ///
    /// When the window that takes it is not the ``mostRecent`` one, it becomes so, and the
    /// ``opener`` is asked to bring it to the front (``WindowOpening/bringToFront(_:)``), so that
    /// the user sees where the link went; a link to the frontmost window asks nothing of it.
    /// - Parameters:
    ///   - link: the link.
    ///   - fallback: where the link goes when no window shows a part of it.
    ///   - animated: whether the last visible step animates.
    /// - Returns: the window that took the link, with what came of it there, or
    ///   ``WindowLinkResult/requestedWindow`` when a new window was asked for.
    /// - Throws: the ``DeepLinkError`` of the first window offered the link when no window takes
    ///   it (``DeepLinkError/Reason/noRootCoordinator`` when no window is offered it: none is
    ///   connected, or none shows a part of it and there is no opener for a new one); nothing
    ///   has changed then.
    @discardableResult
    public func open(_ link: DeepLink, otherwise fallback: Fallback = .mostRecentWindow, animated: Bool = true)
        throws(DeepLinkError) -> WindowLinkResult
    {
        var candidates = showing(link)
        if candidates.isEmpty, let opener, fallback == .newWindow || ids.isEmpty {
            opener.openWindow(showing: link)
            return .requestedWindow
        }
        if fallback == .mostRecentWindow {
            candidates += ids.filter { !candidates.contains($0) }
        }
        var firstError: DeepLinkError?
        for window in candidates {
            guard let navigator = navigators[window] else { continue }
            do throws(DeepLinkError) {
                let result = try navigator.open(link, animated: animated)
                bringToFront(window)
                return .opened(in: window, result)
            } catch {
                if firstError == nil { firstError = error }
            }
        }
        throw firstError ?? DeepLinkError(link: link.description, reason: .noRootCoordinator)
    }

    /// Makes a window that took a link the ``mostRecent`` one, and asks the platform to bring it
    /// forward, unless it is the frontmost already.
    private func bringToFront(_ window: WindowID) {
        guard ids.first != window, let index = ids.firstIndex(of: window) else { return }
        ids.insert(ids.remove(at: index), at: 0)
        opener?.bringToFront(window)
    }
}
