#if os(Linux)
import CoordinatorFixtures
import CoordinatorKit
import CoordinatorKitUIKit
import CoordinatorKitUIKitTesting
import Testing
import UIKitDouble

// The back button and the edge swipe UIKitHost hooks for the leave guards: only the top screen
// of a flow that says its answer may change, and only while it is on top; every other screen
// keeps UIKit's own back button and pop gesture delegate.

/// An editor that says when its answer may have changed.
private final class AnnouncingEditor: Coordinator<MapRoute> {
    var keeps = false {
        didSet { leaveDecisionDidChange() }
    }
    override func start() { show(.about) }
    override func leaveDecision(for cause: LeaveCause) -> LeaveDecision { keeps ? .deny : .allow }
}

@MainActor
@Suite struct UIKitLeaveGuardHooks {
    private func mapWithEditor() -> (UIKitScenarioHost, MapCoordinator, AnnouncingEditor) {
        let app = UIKitScenarioHost.testApp(completesTransitionsSynchronously: true)
        let map = MapCoordinator()
        app.navigator.start(map)
        map.show(.city(named: "Austin"))
        let editor = AnnouncingEditor()
        map.startChild(editor, as: .push)
        app.runtime.finishAllTransitions()
        return (app, map, editor)
    }

    private func controller(_ app: UIKitScenarioHost, at index: Int) -> UIViewController? {
        app.visibleNavigationController?.viewControllers[index]
    }

    @Test func onlyTheGuardedTopScreenIsHookedAndUIKitGetsItsOwnBack() throws {
        let (app, _, editor) = mapWithEditor()
        let navigationController = try #require(app.visibleNavigationController)
        let recognizer = try #require(navigationController.interactivePopGestureRecognizer)
        let uikitsOwn = try #require(recognizer.delegate)
        #expect(controller(app, at: 2)?.navigationItem.backAction == nil, "no flow said anything yet")

        editor.keeps = true

        #expect(controller(app, at: 2)?.navigationItem.backAction != nil)
        #expect(controller(app, at: 1)?.navigationItem.backAction == nil)
        #expect(recognizer.delegate !== uikitsOwn)
        #expect(app.tapBack())
        #expect(app.swipeBack(completing: true) == false)
        #expect(app.navigator.state.screens.count == 3)

        editor.keeps = false
        #expect(app.tapBack())
        app.runtime.finishAllTransitions()
        #expect(editor.status == .ended)
        // The map's screen on top is not hooked: UIKit's back button and delegate again.
        #expect(controller(app, at: 1)?.navigationItem.backAction == nil)
        #expect(recognizer.delegate === uikitsOwn)
        #expect(app.swipeBack(completing: true))
        app.runtime.finishAllTransitions()
        #expect(app.tree == "root stack: [map]")
        app.expectInSync()
    }

    @Test func aBackActionTheAppSetIsLeftAlone() throws {
        let (app, _, editor) = mapWithEditor()
        var taps = 0
        let editorsController = try #require(controller(app, at: 2))
        editorsController.navigationItem.backAction = UIAction { _ in taps += 1 }

        editor.keeps = true
        #expect(app.tapBack())

        #expect(taps == 1)
        #expect(editor.status == .running)
        app.expectInSync()
    }
}
#endif
