#if os(Linux)
import CoordinatorFixtures
import CoordinatorKit
import CoordinatorKitUIKit
import CoordinatorKitTesting
import CoordinatorKitUIKitTesting
import Testing
import UIKitDouble

// What the user does while UIKit animates: gestures are written back, and the navigator's next
// command waits for the gesture's transition to end.
@MainActor
@Suite struct UIKitGesturesDuringTransitions {
    private func mapWithCity() -> (UIKitScenarioHost, MapCoordinator) {
        let app = UIKitScenarioHost.testApp(holdsTransitions: true)
        let map = MapCoordinator()
        app.navigator.start(map)
        map.show(.city(named: "Austin"))
        app.runtime.finishAllTransitions()
        return (app, map)
    }

    @Test func theBackButtonIsReportedWhenItsAnimationEnds() {
        let (app, _) = mapWithCity()
        var userChanges: [UserChange] = []
        let observation = app.navigator.observe { event in
            if case .gesture(let change) = event { userChanges.append(change) }
            if case .changed(let change) = event, case .user(let gesture) = change.cause { userChanges.append(gesture) }
        }
        #expect(app.tapBack())
        #expect(app.navigator.state.screens.count == 2)
        app.runtime.finishAllTransitions()
        #expect(app.tree == "root stack: [map]")
        #expect(userChanges.count == 2)
        if case .interactivePopBegan? = userChanges.first {} else { Issue.record("no began: \(userChanges)") }
        if case .popped? = userChanges.last {} else { Issue.record("no pop: \(userChanges)") }
        app.expectInSync()
        observation.cancel()
    }

    @Test func aCallDuringTheUsersBackAnimationWaitsForIt() {
        let (app, map) = mapWithCity()
        #expect(app.tapBack())
        map.show(.about)
        #expect(app.runtime.pendingTransitions.count == 1)
        app.runtime.finishAllTransitions()
        #expect(app.tree == "root stack: [map] > [about]")
        app.expectInSync()
    }

    @Test func aCallWhileTheFingerIsDownRunsAfterTheSwipeEnds() {
        let (app, map) = mapWithCity()
        let swipe = app.runtime.beginSwipeBack(in: app.visibleNavigationController!)
        map.show(.about)
        // The target has [about] on top of [city], but UIKit is left alone while the finger is down.
        #expect(app.runtime.pendingTransitions.count == 1)
        swipe?.cancel()
        app.runtime.finishAllTransitions()
        #expect(app.tree == "root stack: [map] > [city(named: \"Austin\")] > [about]")
        app.expectInSync()
    }

    @Test func aPresentationRequestedWhileTheSwipedSheetStillLeavesShowsOnceItHasGone() {
        let app = UIKitScenarioHost.testApp(holdsTransitions: true)
        let map = MapCoordinator()
        app.navigator.start(map)
        map.show(.settings)
        app.runtime.finishAllTransitions()
        #expect(app.swipeDown())
        // The user let go past the threshold: the navigator knows the sheet is gone, and asks for
        // the cover over the map. UIKit still takes the sheet away: the cover waits for that.
        map.present(.about, as: .fullScreenCover)
        #expect(app.window.rootViewController?.presentedViewController?.isBeingDismissed == true)
        app.runtime.finishAllTransitions()
        #expect(app.tree == "root            stack: [map]\nfullScreenCover stack: [about]")
        app.expectInSync()
    }
}
#endif
