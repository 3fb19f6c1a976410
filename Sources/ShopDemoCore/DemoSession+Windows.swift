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
/// as a new scene connects on a later turn.
@MainActor
final class DemoWindowRequests: WindowOpening {
    private(set) var links: [DeepLink?] = []

    func openWindow(showing link: DeepLink?) { links.append(link) }

    func take() -> [DeepLink?] {
        defer { links = [] }
        return links
    }
}

extension DemoSession {
    /// Opens a new window that shows a link, as an iPad opens a product in a window of its own,
    /// and shows it.
    func openWindow(_ text: String) -> String {
        let link: DeepLink
        do {
            link = try DeepLink(string: text)
        } catch {
            return "\(error) No window opened."
        }
        windows.openWindow(showing: link)
        // The platform connects the new window on a later turn: here.
        var notes: [String] = []
        for requested in requestedWindows.take() {
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
            if let requested {
                do {
                    _ = try navigator.open(requested)
                } catch {
                    notes.append("\(error) The window shows the app's first screen.")
                }
            }
        }
        return (["Opened \(window): \(windows.ids.count) windows."] + notes + [screen.render()]).joined(separator: "\n")
    }

    /// Every window, the one shown marked, each with the link of what it shows on top.
    var windowList: String {
        let lines = windows.ids.sorted { ($0.rawValue.count, $0.rawValue) < ($1.rawValue.count, $1.rawValue) }
            .map { id -> String in
                let navigator = windows.navigator(for: id)
                let shows = navigator?.link().map { "\($0)" } ?? "a screen with no link"
                return "\(id == window ? "*" : " ") \(id)  \(shows)"
            }
        return (["Windows (* is shown; window N shows another, window close closes this one):"] + lines)
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
