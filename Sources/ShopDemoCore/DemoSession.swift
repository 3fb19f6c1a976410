import Foundation
public import CoordinatorKit
public import CoordinatorKitTesting
public import ShopExample

/// The terminal demo's interpreter: the shop app on a headless host, driven one line at a time.
///
/// ```swift
/// let demo = DemoSession()
/// print(demo.handle("1"))       // taps the first action of the welcome screen
/// print(demo.handle("back"))    // taps the back button
/// ```
///
/// It has no navigation logic of its own, as UIKit has none of the app's: it draws the top
/// screen of the navigator's state, taps the actions of that screen's content, and sends
/// gestures to the host, which reports them to the navigator.
@MainActor
public final class DemoSession {
    /// The navigator of the window the demo shows; a new one after `relaunch`.
    public private(set) var navigator: Navigator
    /// The in-memory host; its transitions finish at once.
    public private(set) var host = HeadlessHost(completion: .immediate)
    /// The shop app's root coordinator.
    public private(set) var app: AppCoordinator
    /// The navigator's inspector: what `history` prints and `back N` jumps through.
    public private(set) var inspector: NavigationInspector
    /// Whether the user typed `quit`.
    public private(set) var hasQuit = false
    /// The app's windows: the one the demo launched with (`window-1`) and those `window open`
    /// opened, each with its own navigator.
    public let windows = Windows()
    /// The window the demo shows.
    public internal(set) var window = WindowID("window-1")
    /// The windows the demo does not show, with what runs in them.
    var hidden: [WindowID: DemoWindow] = [:]
    /// How many windows the demo has made; names the next one.
    var windowsMade = 1
    /// The links of the windows asked for, which connect at the end of the command.
    let requestedWindows = DemoWindowRequests()

    /// Starts the shop app on a fresh navigator.
    /// - Parameters:
    ///   - shop: the catalog and orders; the sample shop unless given.
    ///   - session: who is signed in; logged out unless given.
    ///   - layout: `.tabs`, an iPhone, unless given; `.columns` is an iPad.
    public init(shop: Shop = Shop(), session: Session = Session(), layout: ShopLayout = .tabs) {
        let navigator = Navigator()
        self.navigator = navigator
        inspector = NavigationInspector(navigator)
        app = AppCoordinator(shop: shop, session: session, layout: layout)
        navigator.acceptedLinks = AppCoordinator.acceptedLinks
        navigator.attach(host)
        navigator.start(app)
        windows.opener = requestedWindows
        windows.connect(navigator, as: window)
    }

    /// Handles one line of input.
    /// - Parameter line: a command, as the user typed it.
    /// - Returns: what to print: the screen after the command, a one-line note when the screen
    ///   does not offer what was asked (nothing changes then), or a one-line hint for unknown input.
    public func handle(_ line: String) -> String {
        guard let command = DemoCommand(line) else { return DemoCommand.hint(for: line) }
        if let question = navigator.state.question, command.isGesture {
            // A question is modal: the screen below takes no gesture until it is answered.
            return "A question is shown: answer it first, with 1 to \(question.question.choices.count)."
        }
        switch command {
        case .show: return screen.render()
        case .comment: return ""
        case .help: return DemoCommand.helpText
        case .tree: return screen.renderTrees()
        case .quit:
            hasQuit = true
            return "Bye."
        case .tap(let number): return tap(number)
        case .back: return host.tapBack() ? screen.render() : nothingToGoBackTo
        case .swipe: return host.swipeBack() ? screen.render() : nothingToGoBackTo
        case .swipeCancel:
            guard host.swipeBack(completing: false) else { return nothingToGoBackTo }
            return "You let go too early: the swipe back was cancelled and nothing changed.\n" + screen.render()
        case .dismiss: return swipeDown()
        case .drag(let detent): return drag(to: detent)
        case .tab(let number): return tapTab(number)
        case .open(let link): return open(link)
        case .relaunch: return relaunch()
        case .width(let sizeClass): return setWidth(sizeClass)
        case .device(let layout): return launch(on: layout)
        case .history: return history
        case .backInHistory(let count): return move(count, back: true)
        case .forwardInHistory(let count): return move(count, back: false)
        case .export: return export()
        case .import(let text):
            guard let data = Data(base64Encoded: text) else { return "That is not data export printed. Nothing changed." }
            return launch(from: data, saying: "Imported")
        case .openWindow(let link): return openWindow(link)
        case .windows: return windowList
        case .showWindow(let number): return showWindow(number)
        case .closeWindow: return closeWindow()
        }
    }

    /// The screen the user sees now, as the demo draws it.
    public var screen: DemoScreen { DemoScreen(navigator: navigator) }

    private var nothingToGoBackTo: String {
        "This is the first screen of its stack: there is nothing to go back to."
    }

    private func tap(_ number: Int) -> String {
        if let question = navigator.state.question { return answer(question, number) }
        let actions = screen.actions
        // `number` comes from the user: compare before subtracting, so Int.min cannot overflow.
        guard number >= 1, number <= actions.count else {
            return actions.isEmpty
                ? "This screen has no actions; try back, swipe or help."
                : "This screen has actions 1 to \(actions.count); there is no \(number)."
        }
        actions[number - 1].perform()
        return screen.render()
    }

    /// Taps a choice of the question shown, as the user taps an alert's button.
    private func answer(_ question: QuestionLayer, _ number: Int) -> String {
        let choices = question.question.choices
        guard number >= 1, number <= choices.count else {
            return "The question has choices 1 to \(choices.count); there is no \(number)."
        }
        let choice = choices[number - 1]
        guard host.tapChoice(choice.title) else { return "The question does not respond right now." }
        return "You answered \"\(choice.title)\".\n" + screen.render()
    }

    /// Quits and launches again, as iOS does with an app in the background: the navigation and
    /// its coordinators are saved, then restored into a new navigator and host. The shop's data
    /// and the session stay, as they would on disk.
    private func relaunch() -> String {
        let saved: Data
        do {
            saved = try savedNavigation()
        } catch {
            return "\(error) Nothing changed."
        }
        return launch(from: saved, saying: "Relaunched")
    }

    private var coordinatorTypes: CoordinatorTypes {
        ShopRestoration.coordinators(shop: app.shop, session: app.session, layout: app.layout)
    }

    private func savedNavigation() throws(RestorationError) -> Data {
        try navigator.savedData(coordinators: coordinatorTypes)
    }

    /// Launches again from saved navigation, as iOS restores an app: into a new navigator and
    /// host, with the shop's data and the session as they are.
    private func launch(from saved: Data, saying verb: String) -> String {
        let coordinators = coordinatorTypes
        let navigator = Navigator()
        navigator.acceptedLinks = AppCoordinator.acceptedLinks
        let host = HeadlessHost(completion: .immediate)
        host.setHorizontalSizeClass(self.host.horizontalSizeClass)
        navigator.attach(host)
        do {
            try navigator.restore(from: saved, routes: ShopRestoration.routes, coordinators: coordinators)
        } catch {
            return "\(error) The app stays as it was."
        }
        guard let app = navigator.rootCoordinator as? AppCoordinator else { return "The restored app has no AppCoordinator." }
        replaceShownWindow(with: navigator)
        self.navigator = navigator
        self.host = host
        self.app = app
        inspector = NavigationInspector(navigator)
        return "\(verb): \(saved.count) bytes of saved navigation restored, coordinators included.\n" + screen.render()
    }

    /// Launches the app again on an iPad or an iPhone, with the shop's data and the session as
    /// they are: the navigation starts fresh, at the full width of the device.
    private func launch(on layout: ShopLayout) -> String {
        let navigator = Navigator()
        navigator.acceptedLinks = AppCoordinator.acceptedLinks
        let host = HeadlessHost(completion: .immediate)
        navigator.attach(host)
        let app = AppCoordinator(shop: app.shop, session: app.session, layout: layout)
        inspector = NavigationInspector(navigator)
        navigator.start(app)
        replaceShownWindow(with: navigator)
        self.navigator = navigator
        self.host = host
        self.app = app
        return "Launched on an \(layout == .columns ? "iPad" : "iPhone").\n" + screen.render()
    }

    /// Makes the window compact or regular, as Slide Over and Split View do on an iPad.
    private func setWidth(_ sizeClass: HorizontalSizeClass) -> String {
        guard app.layout == .columns else { return "An iPhone's window is always compact; type ipad to launch on an iPad." }
        guard sizeClass != host.horizontalSizeClass else { return "The window is \(sizeClass) already." }
        host.setHorizontalSizeClass(sizeClass)
        return screen.render()
    }

    private func open(_ text: String) -> String {
        do {
            // Text, not a URL made from it: a URL would encode broken percent-encoding again.
            let link = try DeepLink(string: text)
            // To the window that shows the link's content, else to this one.
            let result = try windows.open(link)
            var moved = ""
            // A window behind that took it: Windows asked to bring it to the front.
            if let taken = bringRequestedWindowsForward() {
                moved = "\(taken) shows that already: it takes the link, and comes to the front.\n"
            }
            guard case .opened(_, let opened) = result else { return screen.render() }
            switch opened {
            case .opened:
                return moved + screen.render()
            case .redirected:
                return moved + "Sign in first: the link opens when you have.\n" + screen.render()
            case .asked:
                return moved + "Answer the question: the link opens when you allow it.\n" + screen.render()
            case .waitingForAnswer:
                return moved + "Answer the question first: the link opens after.\n" + screen.render()
            }
        } catch {
            return "\(error) Nothing changed."
        }
    }

    private func swipeDown() -> String {
        guard let top = navigator.state.top, top.presentation != .root else {
            return "Nothing is presented: there is no sheet to swipe down."
        }
        guard top.presentation != .fullScreenCover else {
            // UIKit offers no swipe-down on a full-screen cover; the screen's own buttons close it.
            return "A full-screen cover cannot be swiped down; use one of its actions."
        }
        if top.options.isInteractiveDismissDisabled {
            // The host reports the attempt; the flow decides what to ask.
            _ = host.swipeDown()
            return "The sheet is locked while it holds an unsaved change: it stays.\n" + screen.render()
        }
        if host.swipeDown() { return screen.render() }
        if navigator.state.question != nil {
            // A leave guard kept the sheet where it is, and asks first.
            return "The sheet stays: its flow asks before it goes.\n" + screen.render()
        }
        return "The sheet cannot be swiped down right now."
    }

    private func drag(to detent: SheetDetent) -> String {
        guard let top = navigator.state.top, top.presentation == .sheet else {
            return "No sheet is presented: there is nothing to drag."
        }
        let offered = top.options.offeredDetents
        guard offered.contains(detent) else {
            return "This sheet rests only at \(offered.map(\.description).joined(separator: " and ")); it has no \(detent) height."
        }
        guard top.options.restingDetent != detent else { return "The sheet is at \(detent) height already." }
        return host.dragSheet(to: detent) ? screen.render() : "The sheet cannot be dragged right now."
    }

    private func tapTab(_ number: Int) -> String {
        guard let top = navigator.state.top else { return "There is no tab bar here." }
        guard case .tabs(let tabs) = top.content else {
            let covered = navigator.state.layers.contains { if case .tabs = $0.content { true } else { false } }
            return covered
                ? "The tab bar is covered by a \(top.presentation == .fullScreenCover ? "full-screen cover" : "sheet"); close it first."
                : "There is no tab bar here."
        }
        guard number >= 1, number <= tabs.tabs.count else {
            return "There are \(tabs.tabs.count) tabs: tab 1 to tab \(tabs.tabs.count)."
        }
        let tab = tabs.tabs[number - 1].id
        let reselected = tab == tabs.selected
        guard host.tapTab(tab) else { return "The tab bar does not respond right now." }
        return (reselected ? "\(tab) was selected already: tapping it again pops it to its first screen.\n" : "")
            + screen.render()
    }

    /// The inspector's log without the host's commands, which every change brings.
    private var history: String {
        let start = inspector.entries.first?.date
        let lines = inspector.entries.compactMap { entry -> String? in
            if case .navigation(.commandStarted) = entry.event { return nil }
            if case .navigation(.commandFinished) = entry.event { return nil }
            // When, in seconds since the first entry, then what and why.
            let seconds = entry.date.timeIntervalSince(start ?? entry.date)
            return String(format: "%8.3fs ", seconds) + entry.description
        }
        return lines.isEmpty ? "Nothing has happened yet." : lines.joined(separator: "\n")
    }

    private func move(_ count: Int, back: Bool) -> String {
        let direction = back ? "back" : "forward"
        do {
            if back { try inspector.back(count) } else { try inspector.forward(count) }
            return "Went \(direction) \(count) change\(count == 1 ? "" : "s").\n" + screen.render()
        } catch {
            return "Cannot go \(direction) \(count): \(error). Nothing changed."
        }
    }

    /// Shows what runs in another window.
    func replaceShown(with window: DemoWindow) {
        navigator = window.navigator
        host = window.host
        app = window.app
        inspector = window.inspector
    }

    private func export() -> String {
        do {
            return try savedNavigation().base64EncodedString()
        } catch {
            return "\(error) Nothing was exported."
        }
    }
}
