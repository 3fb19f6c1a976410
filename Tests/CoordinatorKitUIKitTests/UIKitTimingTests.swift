#if os(Linux)
import CoordinatorFixtures
import CoordinatorKit
import CoordinatorKitUIKit
import CoordinatorKitTesting
import CoordinatorKitUIKitTesting
import Foundation
import Testing
import UIKitDouble

// UIKit's own timing, which the double now keeps by default: transitions end on a later turn of
// the main queue, navigation controllers tell their delegate only in a window, sheets can be
// swiped down halfway, and UIKit drops requests it cannot carry out without a word. The host
// waits for what UIKit really says, and never stalls.

@MainActor
@Suite struct UIKitTransitionsEndLater {
    @Test func aPushIsRenderedWhenUIKitSaysSoOnALaterTurn() async {
        let app = UIKitScenarioHost.testApp()
        let map = MapCoordinator()
        app.navigator.start(map)
        await app.runtime.settle()

        map.show(.city(named: "Austin"))

        #expect(app.navigator.renderedState != app.navigator.state, "the navigator waits for didShow")
        #expect(app.runtime.pendingTransitions.map(\.kind) == [.push])
        await app.runtime.settle()
        #expect(app.tree == "root stack: [map] > [city(named: \"Austin\")]")
        app.expectInSync()
    }

    @Test func aPresentationIsRenderedWhenItsCompletionComes() async {
        let app = UIKitScenarioHost.testApp()
        let map = MapCoordinator()
        app.navigator.start(map)
        await app.runtime.settle()

        map.show(.settings)

        #expect(app.window.rootViewController?.presentedViewController?.isBeingPresented == true)
        #expect(app.navigator.renderedState.layers.count == 1)
        await app.runtime.settle()
        #expect(app.navigator.renderedState.layers.count == 2)
        app.expectInSync()
    }

    @Test func aPushRightAfterTheWindowShowsWaitsForItsLayoutPassAndTheNextCommandWaitsForDidShow() async {
        let app = UIKitScenarioHost.testApp()
        let map = MapCoordinator()
        app.navigator.start(map)
        let navigationController = app.visibleNavigationController

        // UIKit starts this animation a layout pass later: no coordinator yet, and the command
        // must not count as done, or the presentation would land in the running push.
        map.show(.city(named: "Austin"))
        #expect(navigationController?.transitionCoordinator == nil)
        map.show(.settings)
        #expect(app.navigator.renderedState.stack(StackID(layer: app.navigator.state.layers[0].id))?.screens.count == 1)

        await app.runtime.settle()
        #expect(app.tree == "root  stack: [map] > [city(named: \"Austin\")]\nsheet stack: [settings]")
        app.expectInSync()
    }
}

@MainActor
@Suite struct UIKitNavigationDelegateTiming {
    @Test func theAppsDelegateHearsDidShowWhenAStackAppearsAndNothingFromStacksOutOfTheWindow() async {
        let app = UIKitScenarioHost.testApp()
        let recorder = DidShowRecorder()
        app.host.navigationControllerDelegate = recorder
        let orders = ListCoordinator()
        let tabs = TabCoordinator<MainTab>([.catalog: ListCoordinator(), .orders: orders])
        app.navigator.start(tabs)
        await app.runtime.settle()
        #expect(recorder.calls == ["didShow list"], "the selected tab's stack appeared as the window's root")

        // The orders tab is not in the window: its stack changes without a word to the delegate.
        orders.show(.product(id: 3))
        await app.runtime.settle()
        #expect(recorder.calls == ["didShow list"])
        app.expectInSync()

        #expect(app.tapTab(at: 1))
        await app.runtime.settle()
        #expect(recorder.calls == ["didShow list", "didShow product(id: 3)"], "selecting the tab makes its stack appear")
        app.expectInSync()
    }
}

@MainActor
@Suite struct UIKitSwipeDownTiming {
    private func mapWithSettings() async -> (UIKitScenarioHost, MapCoordinator) {
        let app = UIKitScenarioHost.testApp()
        let map = MapCoordinator()
        app.navigator.start(map)
        map.show(.settings)
        await app.runtime.settle()
        return (app, map)
    }

    @Test func anAbandonedSwipeDownKeepsTheSheetAndTheCommandAskedForMeanwhileThenRuns() async throws {
        let (app, map) = await mapWithSettings()
        let sheet = try #require(app.topContainer)
        let swipe = try #require(app.runtime.beginSwipeDown(of: sheet))

        map.present(.about, as: .fullScreenCover)
        await app.runtime.settle()
        #expect(app.tree == "root  stack: [map]\nsheet stack: [settings]", "the cover waits for the user's finger")

        swipe.cancel()
        await app.runtime.settle()
        #expect(app.tree == """
            root            stack: [map]
            sheet           stack: [settings]
            fullScreenCover stack: [about]
            """)
        app.expectInSync()
    }

    @Test func aCompletedSwipeDownIsWrittenBackWhenTheUserLetsGo() async throws {
        let (app, _) = await mapWithSettings()
        let sheet = try #require(app.topContainer)
        let swipe = try #require(app.runtime.beginSwipeDown(of: sheet))
        #expect(app.navigator.state.layers.count == 2, "nothing is gone while the finger is down")

        swipe.complete()
        #expect(app.navigator.state.layers.count == 1, "past the threshold the sheet leaves, whatever comes next")
        #expect(sheet.isBeingDismissed, "UIKit ends the dismissal on a later turn")
        await app.runtime.settle()
        #expect(app.tree == "root stack: [map]")
        app.expectInSync()
    }

    @Test func aSwipeDownWithoutACoordinatorIsLookedAtOnTheNextTurnsInsteadOfWaitedForForever() async throws {
        let (app, map) = await mapWithSettings()
        let sheet = try #require(app.topContainer)
        let presentationController = try #require(sheet.presentationController)
        let swipe = try #require(app.runtime.beginSwipeDown(of: sheet))
        // As if UIKit had given no coordinator: the host hears only WillDismiss, the sheet stays.
        swipe.cancel()
        await app.runtime.settle()
        presentationController.delegate?.presentationControllerWillDismiss(presentationController)

        // The push waits for the swipe, which the host sees ended on the next turn: it runs.
        map.show(.about)
        await app.runtime.settle()
        #expect(app.tree == "root  stack: [map]\nsheet stack: [settings] > [about]")
        app.expectInSync()
    }
}

@MainActor
@Suite struct UIKitDroppedRequests {
    @Test func aPresentationUIKitDropsIsReportedAndTheNavigatorGoesOnFromWhatIsShown() async {
        let app = UIKitScenarioHost.testApp()
        let map = MapCoordinator()
        app.navigator.start(map)
        await app.runtime.settle()
        let hostRoot = app.window.rootViewController
        // The app shows its lock screen by swapping the window's root, behind the host's back.
        app.window.rootViewController = UIViewController(nibName: nil, bundle: nil)

        await withKnownIssue {
            map.show(.settings)
            // UIKit: "…whose view is not in the window hierarchy", and never a completion.
            await app.runtime.settle()
        } matching: { issue in
            issue.description.contains("UIKit dropped") && issue.description.contains("presenting layer")
        }

        #expect(app.navigator.state.layers.count == 1, "the navigator re-planned without the sheet UIKit never showed")
        app.window.rootViewController = hostRoot
        map.show(.city(named: "Austin"))
        await app.runtime.settle()
        #expect(app.tree == "root stack: [map] > [city(named: \"Austin\")]")
        app.expectInSync()
    }

    @Test func aDismissalWithNothingToDismissIsReportedAndTheNavigatorGoesOnFromWhatIsShown() async {
        let app = UIKitScenarioHost.testApp()
        let main = MainCoordinator()
        app.navigator.start(main)
        weak let buy: BuyCoordinator? = {
            let buy = BuyCoordinator()
            main.startChild(buy, as: .sheet)
            return buy
        }()
        await app.runtime.settle()
        // The sheet goes while the window is hidden: no view controller hears of it.
        app.window.isHidden = true
        app.window.rootViewController?.dismiss(animated: false)
        await app.runtime.settle()
        app.window.isHidden = false

        await withKnownIssue {
            buy?.dismiss()
            await app.runtime.settle()
        } matching: { issue in
            issue.description.contains("UIKit dropped") && issue.description.contains("nothing to dismiss")
        }

        #expect(app.tree == "root stack: [list]")
        #expect(buy == nil)
        app.expectInSync()
    }
}

@MainActor
@Suite struct UIKitStacksOutOfTheWindow {
    /// A stack out of the window (a tab not selected) changes at once, without `didShow`. Its
    /// command is finished only once the stack is set: the navigator sends its next command from
    /// that completion, and a newer stack for the same tab must land after the older one.
    @Test func aHiddenTabsStackIsSetBeforeTheNavigatorsNextCommandForItRuns() async throws {
        let app = UIKitScenarioHost.testApp()
        let hidden = TabID("t1")
        try app.navigator.update(animated: false) {
            $0 = NavigationState(root: .tabs(Tabs([
                NavigationTab(id: TabID("t0"), stack: Stack(routes: [MapRoute.city(named: "a")])),
                NavigationTab(id: hidden, stack: Stack(routes: [MapRoute.city(named: "b")])),
            ], selected: TabID("t0"))))
            _ = try $0.present(.stack(Stack(routes: [MapRoute.city(named: "sheet")])), as: .sheet)
        }
        await app.runtime.settle()
        let stack = StackID(layer: app.navigator.state.layers[0].id, tab: hidden)
        let sheet = try #require(app.topContainer)
        let swipe = try #require(app.runtime.beginSwipeDown(of: sheet))

        // The push waits for the user's finger; the pop after it waits for the push.
        try app.navigator.update { _ = try $0.push(MapRoute.city(named: "c"), onto: stack) }
        try app.navigator.update { _ = try $0.popToRoot(in: stack) }
        swipe.complete()
        await app.runtime.settle()

        #expect(app.tree == """
            root tabs: *t0: [city(named: "a")]
                        t1: [city(named: "b")]
            """)
        app.expectInSync()
    }
}

/// Records the `didShow` calls the host forwards.
@MainActor
private final class DidShowRecorder: NSObject, UINavigationControllerDelegate {
    var calls: [String] = []

    func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool) {
        calls.append("didShow \(viewController.title ?? "?")")
    }
}
#endif
