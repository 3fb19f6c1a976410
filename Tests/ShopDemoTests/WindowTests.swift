import CoordinatorKit
import ShopDemoCore
import ShopExample
import Testing

/// The demo's windows (issue 55): a product opens in a new window, links go to the window that
/// shows their content, and closing a window ends its flows.
@MainActor
@Suite struct DemoWindows {
    @Test func aProductOpensInANewWindowAndItsLinksGoThere() throws {
        let demo = DemoSession.signedIn()
        let first = demo.window
        let firstApp = demo.app

        let opened = demo.handle("window open shop://products/2")
        #expect(opened.hasPrefix("Opened window-2: 2 windows."))
        #expect(demo.window == WindowID("window-2"))
        #expect(demo.app !== firstApp, "the new window runs an app coordinator of its own")
        #expect(demo.navigator.link() == DeepLink(segments: ["products", "2"]))

        #expect(demo.handle("windows") == """
            Windows, front to back (* is in front, and shown; window N brings another forward, window close closes this one):
            * window-2  /products/2
              window-1  a screen with no link
            """)

        // Back in the first window, a link to the product's reviews goes to the window showing it.
        #expect(demo.handle("window 1").contains("[productList]"))
        #expect(demo.window == first)
        let moved = demo.handle("open shop://products/2/reviews")
        #expect(moved.hasPrefix("window-2 shows that already"))
        #expect(demo.window == WindowID("window-2"))
        #expect(demo.navigator.link() == DeepLink(segments: ["products", "2", "reviews"]))
        #expect(demo.windows.navigator(for: first)?.link() == nil, "the first window still shows the list")
    }

    @Test func openingInAWindowWhatABackWindowShowsBringsThatWindowToTheFront() throws {
        let demo = DemoSession.signedIn()
        _ = demo.handle("window open shop://products/2")
        #expect(demo.handle("window 1").contains("[productList]"))
        #expect(demo.handle("windows").contains("* window-1  a screen with no link\n  window-2  /products/2"))

        // The product is in the window behind: it comes to the front, and no window opens.
        let brought = demo.handle("window open shop://products/2")
        #expect(brought.hasPrefix("window-2 shows that already: it takes the link, and comes to the front."))
        #expect(demo.window == WindowID("window-2"))
        #expect(demo.windows.ids == [WindowID("window-2"), WindowID("window-1")])
        #expect(demo.windows.mostRecent == WindowID("window-2"))
        #expect(demo.handle("windows").hasSuffix("* window-2  /products/2\n  window-1  a screen with no link"))

        // Asked again from the window in front, it stays there.
        #expect(demo.handle("window open shop://products/2").hasPrefix("window-2 shows that already, in front"))
        #expect(demo.windows.ids.count == 2)

        // Content no window shows opens a new window, which comes to the front.
        #expect(demo.handle("window open shop://products/3").hasPrefix("Opened window-3: 3 windows."))
        #expect(demo.handle("windows").contains("* window-3  /products/3\n  window-2  /products/2\n  window-1"))
    }

    @Test func closingAWindowEndsItsFlowsAndShowsTheOneUsedBefore() {
        let demo = DemoSession.signedIn()
        _ = demo.handle("window open shop://products/1")
        let closedApp = demo.app
        #expect(demo.handle("window close").hasPrefix("Closed window-2: its flows ended."))
        #expect(closedApp.status != .running)
        #expect(demo.window == WindowID("window-1"))
        #expect(demo.app.status == .running)
        #expect(demo.windows.ids == [WindowID("window-1")])
        #expect(demo.handle("window close") == "This is the app's only window: quit to leave the app.")
        #expect(demo.handle("window 7") == "There is no window-7; windows lists them.")
    }

    @Test func aRelaunchedWindowStillTakesItsLinks() {
        let demo = DemoSession.signedIn()
        demo.send("relaunch")
        #expect(demo.windows.navigator(for: demo.window) === demo.navigator)
        #expect(demo.handle("window open shop://products/3").hasPrefix("Opened window-2"))
        #expect(demo.handle("help").contains("window open URL"))
    }
}
