import CoordinatorKit
import CoordinatorKitTesting
import ShopExample

/// What runs in one of the demo's windows while another is shown.
@MainActor
struct DemoWindow {
    var navigator: Navigator
    var host: HeadlessHost
    var app: AppCoordinator
    var inspector: NavigationInspector
}

/// The demo's opener: it keeps the windows asked for, which connect at the end of the command,
/// as a new scene connects on a later turn, and the windows asked to come to the front, which
/// the demo then shows, as the platform brings a scene forward.
@MainActor
final class DemoWindowRequests: WindowOpening {
    private(set) var links: [DeepLink?] = []
    private(set) var toFront: [WindowID] = []

    func openWindow(showing link: DeepLink?) { links.append(link) }

    func bringToFront(_ window: WindowID) { toFront.append(window) }

    /// The links of the windows asked for, oldest first; forgets them.
    func take() -> [DeepLink?] {
        defer { links = [] }
        return links
    }

    /// The windows asked to come to the front, in the order asked; forgets them.
    func takeToFront() -> [WindowID] {
        defer { toFront = [] }
        return toFront
    }
}

extension DemoSession {
    /// Opens a link in a new window, as an iPad opens a product in a window of its own, and
    /// shows it; when a window shows the link's content already, that window takes the link and
    /// comes to the front instead.
    func openWindow(_ text: String) -> String {
        let link: DeepLink
        let result: WindowLinkResult
        do {
            link = try DeepLink(string: text)
            result = try windows.open(link, otherwise: .newWindow)
        } catch {
            return "\(error) No window opened."
        }
        if let taken = result.window {
            let front = bringRequestedWindowsForward()
            let note =
                front == taken
                ? "\(taken) shows that already: it takes the link, and comes to the front."
                : "\(taken) shows that already, in front: it takes the link."
            return note + "\n" + screen.render()
        }
        var notes: [String] = []
        for requested in requestedWindows.take() {
            notes += connectWindow(showing: requested)
        }
        return (["Opened \(window): \(windows.ids.count) windows."] + notes + [screen.render()]).joined(separator: "\n")
    }

    /// Connects a window asked for, as the platform connects a new scene on a later turn, and
    /// shows it.
    /// - Returns: what went wrong with its link, if anything.
    private func connectWindow(showing requested: DeepLink?) -> [String] {
        windowsMade += 1
        let made = WindowID("window-\(windowsMade)")
        let navigator = Navigator()
        navigator.acceptedLinks = AppCoordinator.acceptedLinks
        let host = HeadlessHost(completion: .immediate)
        navigator.attach(host)
        let app = AppCoordinator(shop: app.shop, session: app.session, layout: app.layout)
        let window = DemoWindow(navigator: navigator, host: host, app: app, inspector: NavigationInspector(navigator))
        navigator.start(app)
        windows.connect(navigator, as: made)
        hidden[made] = window
        show(made)
        guard let requested else { return [] }
        do {
            _ = try navigator.open(requested)
            return []
        } catch {
            return ["\(error) The window shows the app's first screen."]
        }
    }

    /// Shows the windows `Windows` asked to bring to the front, as the platform brings their
    /// scenes forward on a later turn; the last one asked ends in front.
    /// - Returns: the window in front now, when one was asked for.
    @discardableResult
    func bringRequestedWindowsForward() -> WindowID? {
        let asked = requestedWindows.takeToFront().filter { $0 == window || hidden[$0] != nil }
        for id in asked { show(id) }
        return asked.last
    }

    /// Every window, front to back, the one in front (the one shown) marked, each with the link
    /// of what it shows on top.
    var windowList: String {
        let lines = windows.ids.map { id -> String in
            let navigator = windows.navigator(for: id)
            let shows = navigator?.link().map { "\($0)" } ?? "a screen with no link"
            return "\(id == window ? "*" : " ") \(id)  \(shows)"
        }
        return ([
            "Windows, front to back (* is in front, and shown; window N brings another forward, window close closes this one):"
        ] + lines)
            .joined(separator: "\n")
    }

    /// Shows the window with this number (`window-N`).
    func showWindow(_ number: Int) -> String {
        let id = WindowID("window-\(number)")
        guard id == window || hidden[id] != nil else {
            return "There is no window-\(number); windows lists them."
        }
        show(id)
        return screen.render()
    }

    /// Closes the window shown, as the user closes a window on an iPad: its flows end, and the
    /// window used before it is shown.
    func closeWindow() -> String {
        guard let next = windows.ids.first(where: { $0 != window }) else {
            return "This is the app's only window: quit to leave the app."
        }
        let closed = window
        show(next)
        hidden[closed] = nil
        windows.close(closed)
        return "Closed \(closed): its flows ended.\n" + screen.render()
    }

    /// Makes a window the one shown and the one used last.
    func show(_ id: WindowID) {
        guard id != window, let shown = hidden.removeValue(forKey: id) else {
            windows.activate(id)
            return
        }
        hidden[window] = DemoWindow(navigator: navigator, host: host, app: app, inspector: inspector)
        window = id
        replaceShown(with: shown)
        windows.activate(id)
    }

    /// The window shown launched again with a new navigator: the windows send it its links.
    func replaceShownWindow(with navigator: Navigator) {
        windows.close(window)
        windows.connect(navigator, as: window)
    }
}
