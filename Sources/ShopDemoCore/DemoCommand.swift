public import CoordinatorKit
public import CoordinatorKitTesting
public import ShopExample

/// One line of demo input, parsed.
///
/// ```swift
/// DemoCommand("2")        // .tap(2)
/// DemoCommand("tab 3")    // .tab(3)
/// DemoCommand("fly")      // nil: unknown
/// ```
public enum DemoCommand: Equatable, Sendable {
    /// Tap the screen's action with this number, counted from 1.
    case tap(Int)
    /// Tap the back button.
    case back
    /// Swipe back from the edge and let go past the threshold.
    case swipe
    /// Swipe back from the edge and let go too early.
    case swipeCancel
    /// Swipe the sheet down.
    case dismiss
    /// Drag the sheet to one of its detents: `drag medium`, `drag large`.
    case drag(SheetDetent)
    /// Tap a tab, counted from 1.
    case tab(Int)
    /// Print the navigation state and the coordinator tree.
    case tree
    /// Print the commands.
    case help
    /// Leave the demo.
    case quit
    /// Show the current screen again: an empty line.
    case show
    /// A script's comment, a line that starts with `#`: changes nothing.
    case comment(String)
    /// Open a link, as the system would hand it to the app: `open shop://products/2`.
    case open(String)
    /// Quit and launch again from the saved navigation.
    case relaunch
    /// Change the window's width, as Slide Over or Split View do on an iPad: `width compact`,
    /// `width regular`.
    case width(HorizontalSizeClass)
    /// Launch the app again on another device, signed in as before: `ipad` (the Catalog in
    /// columns) or `iphone` (the tab bar).
    case device(ShopLayout)
    /// Print the inspector's log: changes with their causes, links, flows, questions.
    case history
    /// Go back to the state this many changes ago, as the inspector jumps: `back 2`.
    case backInHistory(Int)
    /// Go forward again this many changes after `back N`: `forward 1`.
    case forwardInHistory(Int)
    /// Print the navigation, coordinators included, as saved data to paste into `import`.
    case export
    /// Launch again from data `export` printed.
    case `import`(String)
    /// Open a link in a new window, as an iPad opens a product in a window of its own:
    /// `window open shop://products/2`.
    case openWindow(String)
    /// List the windows.
    case windows
    /// Show another window: `window 2`.
    case showWindow(Int)
    /// Close the window shown: `window close`.
    case closeWindow

    /// Parses a line; `nil` when it is no command.
    public init?(_ line: String) {
        let trimmed = line.trimmingWhitespace
        if trimmed.hasPrefix("#") {
            self = .comment(trimmed)
            return
        }
        let words = trimmed.lowercased().split(whereSeparator: \.isWhitespace).map(String.init)
        if words.first == "import", words.count == 2 {
            // The data keeps its case: it is Base64.
            self = .import(String(trimmed.dropFirst(6)).trimmingWhitespace)
            return
        }
        if words.count == 3, words[0] == "window", words[1] == "open" {
            // The link keeps its case, as `open`'s does.
            let afterWindow = String(trimmed.dropFirst(6)).trimmingWhitespace
            self = .openWindow(String(afterWindow.dropFirst(4)).trimmingWhitespace)
            return
        }
        if words.first == "open" {
            // The link keeps its case: paths and query values may need it.
            let link = String(trimmed.dropFirst(4)).trimmingWhitespace
            guard words.count == 2, !link.isEmpty else { return nil }
            self = .open(link)
            return
        }
        switch (words.first, words.count) {
        case (nil, _):
            self = .show
        case ("drag", 2):
            switch words[1] {
            case "medium": self = .drag(.medium)
            case "large": self = .drag(.large)
            default: return nil
            }
        case ("width", 2):
            switch words[1] {
            case "compact": self = .width(.compact)
            case "regular": self = .width(.regular)
            default: return nil
            }
        case ("back", 2):
            guard let count = Int(words[1]) else { return nil }
            self = .backInHistory(count)
        case ("forward", 2):
            guard let count = Int(words[1]) else { return nil }
            self = .forwardInHistory(count)
        case ("tab", 2):
            guard let number = Int(words[1]) else { return nil }
            self = .tab(number)
        case ("window", 2):
            if words[1] == "close" {
                self = .closeWindow
                return
            }
            guard let number = Int(words[1]) else { return nil }
            self = .showWindow(number)
        case (let word?, 1):
            if let number = Int(word) {
                self = .tap(number)
                return
            }
            switch word {
            case "back": self = .back
            case "swipe": self = .swipe
            case "swipe-cancel": self = .swipeCancel
            case "dismiss": self = .dismiss
            case "tree": self = .tree
            case "history": self = .history
            case "export": self = .export
            case "relaunch": self = .relaunch
            case "windows": self = .windows
            case "ipad": self = .device(.columns)
            case "iphone": self = .device(.tabs)
            case "help", "?": self = .help
            case "quit", "exit", "q": self = .quit
            default: return nil
            }
        default:
            return nil
        }
    }

    /// The one-line hint for input that is no command.
    public static func hint(for line: String) -> String {
        "Unknown command \"\(line.trimmingWhitespace)\". Type a number, back, swipe, swipe-cancel, dismiss, drag medium|large, tab N, open URL, relaunch, ipad, iphone, width compact|regular, tree, history, back N, forward N, export, import DATA, window open URL, windows, window N, window close, help or quit."
    }

    /// What `help` prints.
    public static let helpText = """
        Commands:
          N             tap the screen's action number N
          back          tap the back button
          swipe         swipe back from the screen's edge (interactive pop, completed)
          swipe-cancel  start a swipe back and let go too early: nothing changes
          dismiss       swipe the sheet down (a locked sheet stays and asks about its changes)
          drag medium   drag the sheet to half height (drag large: to the whole screen)
          tab N         tap tab N of the tab bar (tapping the selected tab pops it to its root)
          open URL      open a link, as iOS hands it to the app: shop://products/2,
                        shop://products/2/reviews, shop://products/1/buy, shop://orders/1001,
                        shop://settings (signed out, it opens once you sign in)
          relaunch      quit and launch again: the navigation and its coordinators are saved
                        and restored, as iOS restores an app it had to terminate
          ipad          launch again on an iPad, signed in as before: the Catalog in columns,
                        the product list in the sidebar and the product in the detail
                        (iphone: back to the tab bar)
          width compact make the window compact, as Slide Over does: the columns collapse into
                        one stack (width regular: side by side again)
          tree          print the navigation state and the coordinator tree
          history       print what happened, when: each change with its cause, links, flows
                        started and ended, questions (the navigation inspector's log)
          back N        go back to the state N changes ago, in one change (the inspector's
                        jump; refused when a flow of that state has ended or a guard says no)
          forward N     go forward N changes again after back N
          export        print the navigation, coordinators included, as saved data
          import DATA   launch again from data export printed, as a bug report's would
          window open URL  open a link in a new window, as an iPad opens a product in a window
                        of its own: window open shop://products/2 (open URL then goes to the
                        window that shows the link's content; a window behind that shows it
                        already comes to the front instead of a new one)
          windows       list the windows front to back, each with the link of what it shows
          window N      show window N (window close: close the window shown; its flows end)
          help          print this help
          quit          leave the demo
        An empty line shows the current screen again.
        """
}

extension DemoCommand {
    /// Whether the command is a gesture on the screen (back, swipe, dismiss, drag, a tab), which
    /// a question shown over it keeps from the screen.
    var isGesture: Bool {
        switch self {
        case .back, .swipe, .swipeCancel, .dismiss, .drag, .tab: true
        case .tap, .tree, .help, .quit, .show, .comment, .open, .relaunch, .width, .device, .history,
            .backInHistory, .forwardInHistory, .export, .import, .openWindow, .windows, .showWindow, .closeWindow:
            false
        }
    }
}
