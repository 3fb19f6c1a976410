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
        OpenWindowAction.doubleOpenRequestedWindows()
        let window = try #require(hosts.keys.first)
        await hosts[window]?.settle()
        #expect(hosts[window]?.shownState.screens.map(\.route) == [AnyRoute(BookshelfRoute.shelf), AnyRoute(BookshelfRoute.book(2))])

        // Each request opens a window of its own; links go to the window that shows them.
        windows.openWindow(showing: try DeepLink(path: "/books/5"))
        OpenWindowAction.doubleOpenRequestedWindows()
        #expect(hosts.count == 2)
        #expect(try windows.open(DeepLink(path: "/books/2")).window == window)
        #expect(try windows.open(DeepLink(path: "/books/5")).window != window)
    }

    @Test func aRequestCarriesItsLinkThroughCodable() throws {
        let request = WindowRequest(link: DeepLink(segments: ["books", "3"]), id: "w")
        let copy = try JSONDecoder().decode(WindowRequest.self, from: JSONEncoder().encode(request))
        #expect(copy == request)
        #expect(copy.deepLink == DeepLink(segments: ["books", "3"]))
        #expect(copy.window == WindowID("w"))
        #expect(WindowRequest(link: nil) != WindowRequest(link: nil), "each request opens a window of its own")
    }
}
#endif
