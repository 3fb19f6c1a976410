#if os(Linux)
import CoordinatorFixtures
import CoordinatorKit
import CoordinatorKitTesting
import CoordinatorKitUIKit
import CoordinatorKitUIKitTesting
import Foundation
import SwiftUIDouble
import Testing
import UIKitDouble

/// New windows as UIKit scenes (issue 55): the request carries the link in a user activity, the
/// scene connects on a later turn and reads it back.
@MainActor
@Suite struct ScenesOpenWindows {
    @Test func aNewSceneConnectsOnALaterTurnAndShowsTheLinkItCarries() async throws {
        let application = UIApplication()
        let windows = Windows(opener: SceneWindowOpener(application: application, activityType: "example.window"))
        var hosts: [UIKitScenarioHost] = []
        // The scene delegate's scene(_:willConnectTo:options:).
        // Weakly: the application keeps this closure, and the windows keep the application
        // through their opener.
        application.doubleConnectScene = { [weak windows] activity in
            guard let windows else { return }
            let host = UIKitScenarioHost()
            hosts.append(host)
            windows.connect(host.navigator, as: WindowID("scene-\(hosts.count)"))
            host.navigator.start(BookshelfFlow())
            if let link = SceneWindowOpener.link(in: activity.map { [$0] } ?? []) {
                _ = try? host.navigator.open(link, animated: false)
            }
        }

        try windows.open(DeepLink(path: "/books/4"), otherwise: .newWindow)
        #expect(hosts.isEmpty, "UIKit connects the scene on a later turn")
        await application.doubleRuntime.settle()
        try #require(hosts.count == 1)
        await hosts[0].settle()
        #expect(hosts[0].shownState.screens.map(\.route) == [AnyRoute(BookshelfRoute.shelf), AnyRoute(BookshelfRoute.book(4))])
        #expect(windows.ids == [WindowID("scene-1")])

        // The window showing the book takes its links; another opens a second scene.
        #expect(try windows.open(DeepLink(path: "/books/4")).window == WindowID("scene-1"))
        windows.openWindow()
        await application.doubleRuntime.settle()
        #expect(hosts.count == 2)
        #expect(windows.mostRecent == WindowID("scene-2"))
    }

    @Test func anAppWithOneSceneGetsAnIssue() async {
        let application = UIApplication()
        let opener = SceneWindowOpener(application: application, activityType: "example.window")
        await withKnownIssue {
            // UIKit calls the error handler on a later turn.
            opener.openWindow(showing: DeepLink(segments: ["books", "1"]))
            await application.doubleRuntime.settle()
        }
    }
}
#endif
