import CoordinatorKit
import ShopDemoCore
import ShopExample
import Testing

@MainActor
@Suite struct UnknownInput {
    @Test(arguments: ["fly", "tab", "tab two", "back back", "swipe-up", "0x1"])
    func getsAOneLineHintAndChangesNothing(_ line: String) {
        let demo = DemoSession.signedIn()
        demo.send("1")
        let before = demo.navigator.state
        let output = demo.handle(line)
        #expect(output == "Unknown command \"\(line)\". Type a number, back, swipe, swipe-cancel, dismiss, drag medium|large, tab N, open URL, relaunch, ipad, iphone, width compact|regular, tree, history, back N, forward N, export, import DATA, window open URL, windows, window N, window close, help or quit.")
        #expect(demo.navigator.state == before)
    }
}

@MainActor
@Suite struct GesturesTheScreenDoesNotOffer {
    @Test func eachGetsAOneLineNoteAndChangesNothing() {
        let demo = DemoSession()
        let before = demo.navigator.state
        #expect(demo.handle("back") == "This is the first screen of its stack: there is nothing to go back to.")
        #expect(demo.handle("swipe") == "This is the first screen of its stack: there is nothing to go back to.")
        #expect(demo.handle("swipe-cancel") == "This is the first screen of its stack: there is nothing to go back to.")
        #expect(demo.handle("dismiss") == "Nothing is presented: there is no sheet to swipe down.")
        #expect(demo.handle("tab 1") == "There is no tab bar here.")
        #expect(demo.handle("7") == "This screen has actions 1 to 1; there is no 7.")
        #expect(demo.navigator.state == before)
    }

    /// The extremes of `Int` as typed numbers: a hint, not an overflow trap.
    @Test(arguments: ["-9223372036854775808", "9223372036854775807", "tab -9223372036854775808", "tab 9223372036854775807"])
    func numbersAtTheEndsOfIntGetAHintAndChangeNothing(_ line: String) {
        let demo = DemoSession.signedIn()
        let before = demo.navigator.state
        let output = demo.handle(line)
        #expect(output.hasPrefix("This screen has actions 1 to") || output.hasPrefix("There are 3 tabs"))
        #expect(demo.navigator.state == before)
    }

    @Test func tabNumbersOutsideTheTabBarAndScreensWithoutActions() {
        let demo = DemoSession.signedIn()
        #expect(demo.handle("tab 4") == "There are 3 tabs: tab 1 to tab 3.")
        demo.send("tab 3", "1", "2")  // About has no actions
        #expect(demo.handle("1") == "This screen has no actions; try back, swipe or help.")
    }
}

@MainActor
@Suite struct Commands {
    @Test func parsing() {
        #expect(DemoCommand("12") == .tap(12))
        #expect(DemoCommand("  Tab   2 ") == .tab(2))
        #expect(DemoCommand("swipe-cancel") == .swipeCancel)
        #expect(DemoCommand("") == .show)
        #expect(DemoCommand("# a heading") == .comment("# a heading"))
        #expect(DemoCommand("?") == .help)
        #expect(DemoCommand("tab 2 3") == nil)
        #expect(DemoCommand("back") == .back)
        #expect(DemoCommand("Back 3") == .backInHistory(3))
        #expect(DemoCommand("forward 1") == .forwardInHistory(1))
        #expect(DemoCommand("back one") == nil)
        #expect(DemoCommand("history") == .history)
        #expect(DemoCommand("export") == .export)
        #expect(DemoCommand("import eyJhIjoxfQ==") == .import("eyJhIjoxfQ=="))
        #expect(DemoCommand("import") == nil)
    }

    @Test func quitEndsTheSessionAndTheScript() {
        let demo = DemoSession()
        let transcript = DemoScript(lines: ["1", "quit", "1"]).transcript(in: demo)
        #expect(demo.hasQuit)
        #expect(demo.tree == "root stack: [welcome] > [signIn]")
        #expect(transcript.hasSuffix("> quit\nBye."))
    }

    @Test func aScriptFilePrintsEachCommandAndItsHeadings() {
        let demo = DemoSession()
        let transcript = DemoScript(text: "# Log in\r\n1\r\n\r\n1\r\n").transcript(in: demo)
        #expect(transcript.hasPrefix("> (start)\n┌── Welcome to the Coffee Shop"))
        #expect(transcript.contains("\n# Log in\n"))
        #expect(transcript.contains("> 1\n┌── Sign in\n"))
        #expect(transcript.hasSuffix("    └─ ProfileCoordinator: [profile]"))
        #expect(demo.tree.hasPrefix("root tabs: *catalog: [productList]"))
    }

    @Test func treePrintsTheStateAndTheCoordinators() {
        let demo = DemoSession.signedIn()
        demo.send("1", "1")
        #expect(demo.handle("tree") == """
            navigation:
              root  tabs: *catalog: [productList] > [product(id: 1)]
                           orders: [orderList]
                           profile: [profile]
              sheet stack: [cart]  (detents: medium, large; grabber)
            coordinators:
              AppCoordinator
              └─ MainTabsCoordinator
                 ├─ CatalogCoordinator: [productList] [product(id: 1)]
                 │  └─ BuyCoordinator: [cart]
                 ├─ OrdersCoordinator: [orderList]
                 └─ ProfileCoordinator: [profile]
            """)
    }

    @Test func aScreenShowsItsTitleLinesNumberedActionsTabsAndGestures() {
        let demo = DemoSession.signedIn()
        #expect(demo.screen.renderScreen() == """
            ┌── Catalog
            │ Espresso Machine, $249.00
            │ Pour-over Kettle, $59.00
            │ Coffee Grinder, $129.00
            │
            │ [1] Espresso Machine
            │ [2] Pour-over Kettle
            │ [3] Coffee Grinder
            └── tabs: *1 catalog  2 orders  3 profile
            """)
        demo.send("1", "1", "1")
        #expect(demo.screen.renderScreen().hasPrefix("┌── Shipping  (sheet, at medium height)"))
        #expect(demo.screen.renderScreen().hasSuffix("└── gestures: back, swipe, swipe-cancel, dismiss, drag large"))
    }
}
