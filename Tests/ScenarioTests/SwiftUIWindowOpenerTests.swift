#if os(Linux)
import CoordinatorFixtures
import CoordinatorKit
import CoordinatorKitSwiftUI
import CoordinatorKitSwiftUITesting
import CoordinatorKitTesting
import Foundation
import SwiftUIDouble
import Testing

/// New windows in SwiftUI (issue 55): `openWindow(value:)` with a request that carries the link;
/// the window group connects the new window's navigator on a later turn.
@MainActor
@Suite struct SwiftUIOpensWindows {
    @Test func aNewWindowPresentsItsRequestOnALaterTurn() async throws {
        let windows = Windows()
        var hosts: [WindowID: SwiftUIScenarioHost] = [:]
        // The app's WindowGroup(for: WindowRequest.self) { $request in … }.
        // Weakly: the windows keep this action through their opener.
        let openWindow = OpenWindowAction.doubleAction { [weak windows] data in
            guard let windows else { return }
            guard let request = try? JSONDecoder().decode(WindowRequest.self, from: data) else {
                Issue.record("the window's value is not a WindowRequest")
                return
            }
            let host = SwiftUIScenarioHost()
            hosts[request.window] = host
            windows.connect(host.navigator, as: request.window)
            host.navigator.start(BookshelfFlow())
            if let link = request.deepLink { _ = try? host.navigator.open(link, animated: false) }
        }
        windows.opener = SwiftUIWindowOpener(openWindow)

        let first = try windows.open(DeepLink(path: "/books/2"), otherwise: .newWindow)
        #expect(first.window == nil)
        #expect(hosts.isEmpty, "SwiftUI opens the window on a later turn")
        openWindow.doubleOpenRequestedWindows()
        let window = try #require(hosts.keys.first)
        await hosts[window]?.settle()
        #expect(hosts[window]?.shownState.screens.map(\.route) == [AnyRoute(BookshelfRoute.shelf), AnyRoute(BookshelfRoute.book(2))])

        // Each request opens a window of its own; links go to the window that shows them.
        windows.openWindow(showing: try DeepLink(path: "/books/5"))
        openWindow.doubleOpenRequestedWindows()
        #expect(hosts.count == 2)
        #expect(try windows.open(DeepLink(path: "/books/2")).window == window)
        #expect(try windows.open(DeepLink(path: "/books/5")).window != window)
    }

    @Test func aLinkLandingInAWindowBehindAnotherBringsItForward() async throws {
        let windows = Windows()
        var hosts: [WindowID: SwiftUIScenarioHost] = [:]
        let openWindow = windowGroup(of: windows) { hosts[$0] = $1 }
        windows.opener = SwiftUIWindowOpener(openWindow)
        windows.openWindow(showing: try DeepLink(path: "/books/2"))
        openWindow.doubleOpenRequestedWindows()
        let books = try #require(hosts.keys.first)
        windows.openWindow()
        openWindow.doubleOpenRequestedWindows()
        try #require(hosts.count == 2)
        let front = try #require(openWindow.doubleFrontmostWindow)
        #expect(try JSONDecoder().decode(WindowRequest.self, from: front).window != books)

        // The book is in the window behind: openWindow(value:) with its identity brings it forward,
        // and opens no other window.
        #expect(try windows.open(DeepLink(path: "/books/2")).window == books)
        openWindow.doubleOpenRequestedWindows()
        #expect(hosts.count == 2)
        let broughtForward = try openWindow.doubleWindowsBroughtForward.map {
            try JSONDecoder().decode(WindowRequest.self, from: $0).window
        }
        #expect(broughtForward == [books])
        let newFront = try #require(openWindow.doubleFrontmostWindow)
        #expect(try JSONDecoder().decode(WindowRequest.self, from: newFront).window == books)

        // A link to the window in front asks nothing of SwiftUI.
        #expect(try windows.open(DeepLink(path: "/books/2")).window == books)
        openWindow.doubleOpenRequestedWindows()
        #expect(openWindow.doubleWindowsBroughtForward.count == 1)
    }

    @Test func eachActionKeepsItsOwnRequests() throws {
        var opened: [String] = []
        let first = OpenWindowAction.doubleAction { _ in opened.append("first") }
        let second = OpenWindowAction.doubleAction { _ in opened.append("second") }
        first(value: WindowRequest(link: nil))
        second.doubleOpenRequestedWindows()
        #expect(opened.isEmpty, "another action's turn opens none of this one's windows")
        first.doubleOpenRequestedWindows()
        #expect(opened == ["first"])
    }

    @Test func aRequestCarriesItsLinkThroughCodable() throws {
        let request = WindowRequest(link: DeepLink(segments: ["books", "3"]), id: "w")
        let copy = try JSONDecoder().decode(WindowRequest.self, from: JSONEncoder().encode(request))
        #expect(copy == request)
        #expect(copy.deepLink == DeepLink(segments: ["books", "3"]))
        #expect(copy.window == WindowID("w"))
        #expect(WindowRequest(link: nil) != WindowRequest(link: nil), "each request opens a window of its own")
        #expect(WindowRequest(link: nil, id: "w") == request, "a window's identity names it, whatever its link")
        #expect(Set([WindowRequest(link: nil, id: "w"), request]).count == 1)
    }
}

/// Closing a SwiftUI window (issue 55): the user closes it, or the app dismisses it with
/// `dismissWindow(value:)`. Its view disappears, which closes it in `Windows` (its flows end
/// cancelled), and the window group forgets its value: opening the same value opens a new window.
@MainActor
@Suite struct SwiftUIClosesWindows {
    @Test func aWindowTheUserClosedEndsItsFlowsAndItsValueOpensANewWindow() async throws {
        let windows = Windows()
        var hosts: [WindowID: SwiftUIScenarioHost] = [:]
        var made = 0
        let openWindow = windowGroup(of: windows) { window, host in
            hosts[window] = host
            made += 1
        }
        windows.opener = SwiftUIWindowOpener(openWindow)
        let request = WindowRequest(link: try DeepLink(path: "/books/2"), id: "books")
        openWindow(value: request)
        openWindow.doubleOpenRequestedWindows()
        let books = try #require(hosts[request.window])
        await books.settle()
        var outcome: Outcome<Void>?
        let shelf = try #require(books.navigator.rootCoordinator)
        shelf.startChild(Reading(), as: .sheet) { outcome = $0 }
        await books.settle()
        #expect(books.navigator.state.layers.count == 2)

        openWindow.doubleUserClosesWindow(presenting: request)
        #expect(windows.ids.isEmpty, "the window's view disappeared, and closed it in Windows")
        guard case .cancelled? = outcome else {
            Issue.record("the sheet's flow ended \(String(describing: outcome))")
            return
        }
        #expect(openWindow.doubleOpenWindows.isEmpty)
        #expect(openWindow.doubleFrontmostWindow == nil)

        // The same value opens a new window, not the one that closed.
        openWindow(value: request)
        openWindow.doubleOpenRequestedWindows()
        #expect(made == 2)
        #expect(openWindow.doubleWindowsBroughtForward.isEmpty)
        #expect(windows.ids == [request.window])
        #expect(try windows.open(DeepLink(path: "/books/2")).window == request.window)
    }

    @Test func theAppDismissesAWindowOnALaterTurnAndALinkToItOpensANewOne() async throws {
        let windows = Windows()
        var hosts: [WindowID: SwiftUIScenarioHost] = [:]
        let openWindow = windowGroup(of: windows) { hosts[$0] = $1 }
        let dismissWindow = openWindow.doubleDismissWindowAction
        windows.opener = SwiftUIWindowOpener(openWindow)
        windows.openWindow(showing: try DeepLink(path: "/books/2"))
        windows.openWindow()
        openWindow.doubleOpenRequestedWindows()
        try #require(hosts.count == 2)
        let books = try #require(windows.window(showing: DeepLink(path: "/books/2")))

        dismissWindow(value: WindowRequest(link: nil, id: books.rawValue))
        #expect(windows.ids.count == 2, "SwiftUI closes the window on a later turn")
        openWindow.doubleOpenRequestedWindows()
        #expect(windows.ids.count == 1)
        #expect(windows.navigator(for: books) == nil)
        #expect(openWindow.doubleOpenWindows.count == 1)

        // No window shows the book now: a link to it opens a new window.
        #expect(try windows.open(DeepLink(path: "/books/2"), otherwise: .newWindow).window == nil)
        openWindow.doubleOpenRequestedWindows()
        #expect(hosts.count == 3)
        #expect(windows.ids.count == 2)
        #expect(openWindow.doubleWindowsBroughtForward.isEmpty)
        // A value no window presents closes nothing.
        dismissWindow(value: WindowRequest(link: nil, id: books.rawValue))
        openWindow.doubleOpenRequestedWindows()
        #expect(windows.ids.count == 2)
    }
}

/// A flow over the shelf, to see how it ends.
private final class Reading: Coordinator<BookshelfRoute> {
    override func start() { show(.book(1)) }
}

/// The app's `WindowGroup(for: WindowRequest.self) { $request in … }`: each window connects its
/// navigator as the request's window, starts the bookshelf and opens the request's link; its
/// view's `onDisappear` closes it in `Windows`. Weakly: the windows keep this action through
/// their opener.
@MainActor
private func windowGroup(
    of windows: Windows, made: @escaping @MainActor (WindowID, SwiftUIScenarioHost) -> Void
) -> OpenWindowAction {
    OpenWindowAction.doubleAction { [weak windows] data in
        guard let windows else { return }
        guard let request = try? JSONDecoder().decode(WindowRequest.self, from: data) else {
            Issue.record("the window's value is not a WindowRequest")
            return
        }
        let host = SwiftUIScenarioHost()
        made(request.window, host)
        windows.connect(host.navigator, as: request.window)
        host.navigator.start(BookshelfFlow())
        if let link = request.deepLink { _ = try? host.navigator.open(link, animated: false) }
    } closed: { [weak windows] data in
        guard let request = try? JSONDecoder().decode(WindowRequest.self, from: data) else { return }
        windows?.close(request.window)
    }
}

/// Nothing keeps the windows, their navigators or the opener alive once the app lets them go.
@MainActor
@Suite struct SwiftUIWindowLeakTests {
    @Test func windowsTheirNavigatorsAndTheOpenerAreReleased() async throws {
        weak var weakWindows: Windows?
        weak var weakOpener: SwiftUIWindowOpener?
        var weakNavigators: [() -> Navigator?] = []
        do {
            let windows = Windows()
            var hosts: [SwiftUIScenarioHost] = []
            let openWindow = windowGroup(of: windows) { _, host in
                hosts.append(host)
                weakNavigators.append { [weak navigator = host.navigator] in navigator }
            }
            let opener = SwiftUIWindowOpener(openWindow)
            windows.opener = opener
            weakWindows = windows
            weakOpener = opener
            windows.openWindow(showing: try DeepLink(path: "/books/2"))
            windows.openWindow()
            openWindow.doubleOpenRequestedWindows()
            try #require(hosts.count == 2)
            _ = try windows.open(DeepLink(path: "/books/2"))
            openWindow.doubleOpenRequestedWindows()
            try #require(openWindow.doubleWindowsBroughtForward.count == 1)
            for host in hosts { await host.settle() }
        }
        #expect(weakWindows == nil)
        #expect(weakOpener == nil)
        #expect(weakNavigators.count == 2)
        #expect(weakNavigators.allSatisfy { $0() == nil })
    }
}
#endif
