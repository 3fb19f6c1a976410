import CoordinatorKit
import ShopDemoCore
import ShopExample
import Testing

@MainActor
@Suite struct TabItemsOfTheShop {
    @Test func eachTabHasATitleAndAnSFSymbol() {
        let demo = DemoSession.signedIn()
        guard case .tabs(let tabs) = demo.navigator.state.layers.first?.content else {
            Issue.record("the signed-in app shows no tab bar")
            return
        }
        #expect(tabs.tabs.map(\.item) == [
            TabItem("Catalog", systemImage: "cup.and.saucer"),
            TabItem("Orders", systemImage: "bag"),
            TabItem("Profile", systemImage: "person.crop.circle"),
        ])
    }
}

@MainActor
@Suite struct OrdersBadge {
    @Test func eachPlacedOrderCountsOnTheBadgeUntilTheOrdersTabIsOpened() {
        let demo = DemoSession.signedIn()
        demo.send("1", "1", "1", "1", "1", "1")     // buys an Espresso Machine
        #expect(demo.main?.badge(for: .orders) == "1")
        demo.send("1", "1", "1", "1", "1")          // and another one, from the product screen
        #expect(demo.main?.badge(for: .orders) == "2")
        #expect(demo.main?.unseenOrderCount == 2)
        #expect(demo.main?.selectedTab == .catalog)

        #expect(demo.handle("tab 2").contains("*2 orders  3 profile"))
        #expect(demo.main?.badge(for: .orders) == nil)
        demo.send("tab 1")
        #expect(demo.main?.badge(for: .orders) == nil)
    }

    @Test func aLinkToAnOrderClearsTheBadgeToo() {
        let demo = DemoSession.signedIn()
        demo.send("1", "1", "1", "1", "1", "1")
        #expect(demo.main?.badge(for: .orders) == "1")
        _ = demo.handle("open shop://orders/1001")
        #expect(demo.main?.badge(for: .orders) == nil)
    }

    @Test func theBadgeSurvivesARelaunch() {
        let demo = DemoSession.signedIn()
        demo.send("1", "1", "1", "1", "1", "1", "relaunch")
        #expect(demo.main?.badge(for: .orders) == "1")
        demo.send("tab 2")
        #expect(demo.main?.badge(for: .orders) == nil)
    }
}

@MainActor
@Suite struct BuySheetDetents {
    @Test func theSheetRestsAtHalfHeightAndIsDraggedToTheWholeScreen() {
        let demo = DemoSession.signedIn()
        demo.send("1", "1")
        #expect(demo.navigator.state.top?.options == PresentationOptions(detents: [.medium, .large], showsGrabber: true))
        #expect(demo.screen.renderScreen().hasPrefix("┌── Cart  (sheet, at medium height)"))
        #expect(demo.handle("drag large").hasPrefix("┌── Cart  (sheet, at large height)"))
        #expect(demo.navigator.state.top?.options.selectedDetent == .large)
        #expect(demo.handle("drag large") == "The sheet is at large height already.")
        #expect(demo.handle("drag medium").hasPrefix("┌── Cart  (sheet, at medium height)"))
    }

    @Test func draggingWithoutASheetSaysSoAndChangesNothing() {
        let demo = DemoSession.signedIn()
        let before = demo.navigator.state
        #expect(demo.handle("drag medium") == "No sheet is presented: there is nothing to drag.")
        #expect(demo.navigator.state == before)
        #expect(DemoCommand("drag small") == nil)
    }
}

@MainActor
@Suite struct LockedNotificationSettings {
    @Test func anUnsavedChangeLocksTheSheetAndASwipeDownAsksToSaveOrDiscard() {
        let demo = DemoSession.signedIn()
        demo.send("tab 3", "1", "1")               // Settings, Order notifications
        #expect(demo.navigator.state.top?.options.isInteractiveDismissDisabled == false)
        demo.send("1")                             // turn them off, unsaved
        #expect(demo.navigator.state.top?.options.isInteractiveDismissDisabled == true)
        #expect(demo.app.session.notificationsEnabled)

        let attempt = demo.handle("dismiss")
        #expect(attempt.hasPrefix("The sheet is locked while it holds an unsaved change: it stays.\n╔══ Save your change?  (confirmation dialog)"))
        #expect(demo.navigator.state.question?.question.style == .confirmationDialog)
        demo.send("1")                             // Save
        #expect(demo.app.session.notificationsEnabled == false)
        #expect(demo.tree.hasSuffix("fullScreenCover stack: [settings]"))
    }

    @Test func discardingDropsTheChangeAndTurningItBackUnlocks() {
        let demo = DemoSession.signedIn()
        demo.send("tab 3", "1", "1", "1", "1")     // off, then on again: nothing to save
        #expect(demo.navigator.state.top?.options.isInteractiveDismissDisabled == false)
        demo.send("1", "3", "2")                   // off, Cancel, Discard
        #expect(demo.app.session.notificationsEnabled)
        #expect(demo.tree.hasSuffix("fullScreenCover stack: [settings]"))
    }

    @Test func theEditorIsReleasedWhenItCloses() {
        let demo = DemoSession.signedIn()
        demo.send("tab 3", "1", "1")
        weak let editor = demo.main?.profile.children.first as? NotificationSettingsCoordinator
        #expect(editor != nil)
        demo.send("1", "3", "2")
        #expect(editor == nil)
    }

    @Test func aLinkToAProductAsksBeforeItDropsAnUnsavedChange() {
        for (choice, discarded) in [("2", false), ("1", true)] {   // Keep editing, then Discard
            let demo = DemoSession.signedIn()
            demo.send("tab 3", "1", "1", "1")      // Settings, Order notifications, off: unsaved
            let kept = demo.navigator.state
            let asked = demo.handle("open shop://products/2")
            #expect(asked.hasPrefix("Answer the question: the link opens when you allow it.\n╔══ Discard your change?"), "\(asked)")
            demo.send(choice)
            let editor = demo.main?.profile.children.first as? NotificationSettingsCoordinator
            if discarded {
                #expect(editor == nil)
                #expect(demo.app.session.notificationsEnabled, "the change was dropped, not saved")
                #expect(!demo.tree.contains("notificationSettings"))
            } else {
                #expect(demo.navigator.state == kept)
                #expect(editor?.hasUnsavedChange == true)
            }
        }
    }

    @Test func anUnsavedChangeSurvivesARelaunchLocked() {
        let demo = DemoSession.signedIn()
        demo.send("tab 3", "1", "1", "1", "relaunch")
        let editor = demo.main?.profile.children.first as? NotificationSettingsCoordinator
        #expect(editor?.hasUnsavedChange == true)
        #expect(demo.navigator.state.top?.options.isInteractiveDismissDisabled == true)
    }
}

@MainActor
@Suite struct SharePopover {
    @Test func shareOpensAPopoverAndCopyLinkClosesIt() {
        let demo = DemoSession.signedIn()
        demo.send("1")                              // the Espresso Machine
        let share = demo.handle("3")
        #expect(share.contains("Share Espresso Machine"))
        #expect(share.contains("shop://products/1"), "the link the catalog's patterns write")
        #expect(demo.navigator.state.top?.presentation == .popover)
        #expect(demo.navigator.state.treeDescription.contains("popover stack: [share(productID: 1)]"))
        demo.send("1")                              // Copy link
        #expect(demo.navigator.state.layers.count == 1)
        let catalog = demo.main?.coordinator(for: .catalog) as? CatalogCoordinator
        #expect(catalog?.copiedLink == "shop://products/1")
        // The shared link reads back as the product it was written for.
        demo.send("tab 2")
        #expect(demo.handle("open shop://products/1").contains("Espresso Machine"))
        #expect(demo.navigator.state.treeDescription.contains("*catalog: [productList] > [product(id: 1)]"))
    }

    @Test func tappingOutsideClosesIt() {
        let demo = DemoSession.signedIn()
        demo.send("1", "3", "dismiss")
        #expect(demo.navigator.state.layers.count == 1)
        #expect(demo.navigator.state.treeDescription.contains("[product(id: 1)]"))
    }
}
