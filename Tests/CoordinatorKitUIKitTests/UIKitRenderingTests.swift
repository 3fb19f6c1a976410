#if os(Linux)
import CoordinatorFixtures
import CoordinatorKit
import CoordinatorKitUIKit
import CoordinatorKitTesting
import CoordinatorKitUIKitTesting
import PropertyBased
import Testing
import UIKitDouble

@MainActor
@Suite struct UIKitBursts {
    /// Twenty coordinator calls while UIKit animates: each call changes the target at once, the
    /// host sends UIKit one transition at a time, and UIKit ends where the last call asked.
    @Test func twentyCallsDuringATransitionNeverOverlapAndEndOnTheLastState() {
        let app = UIKitScenarioHost.testApp(holdsTransitions: true)
        let main = MainCoordinator()
        app.navigator.start(main)
        main.show(.product(id: 0))
        #expect(app.runtime.pendingTransitions.count == 1)

        let calls: [@MainActor () -> Void] = [
            { main.show(.product(id: 1)) },
            { main.present(.cart, as: .sheet) },
            { main.show(.payment) },
            { main.pop() },
            { main.dismiss() },
            { main.show(.product(id: 2)) },
            { main.present(.done, as: .fullScreenCover) },
            { main.dismiss() },
            { main.popToRoot() },
            { main.show(.product(id: 3)) },
            { main.setStack([.list, .cart]) },
            { main.present(.payment, as: .sheet) },
            { main.show(.done) },
            { main.present(.product(id: 6), as: .popover) },
            { main.show(.product(id: 7)) },
            { main.dismiss() },
            { main.show(.product(id: 4)) },
            { main.show(.product(id: 5)) },
            { main.pop(to: .done) },
            { main.show(.done) },
        ]
        for (index, call) in calls.enumerated() {
            call()
            // Let UIKit finish every third transition mid-burst, as animations would.
            if index % 3 == 2 { app.runtime.finishNextTransition() }
            #expect(app.runtime.pendingTransitions.count <= 1)
        }
        app.runtime.finishAllTransitions()

        #expect(app.tree == """
            root  stack: [list] > [cart]
            sheet stack: [payment] > [done] > [done]
            """)
        app.expectInSync()
    }
}

@MainActor
@Suite struct UIKitRenderingProperties {
    /// From any state to any other, through UIKit: the window shows the target, UIKit never
    /// complains, and every screen that survives keeps its view controller.
    @Test func anyStateRendersFromAnyOtherAndKeepsViewControllers() async {
        await propertyCheck(count: LongRuns.scaled(200), input: Gen.uint64()) { seed in
            var random = RandomStates(seed: seed)
            let a = random.state()
            var b = a
            random.mutate(&b)

            let app = UIKitScenarioHost.testApp()
            try? app.navigator.update(animated: false) { $0 = a }
            await app.runtime.settle()
            app.expectInSync()
            var controllers: [ScreenID: ObjectIdentifier] = [:]
            for screen in a.screens {
                if let controller = app.host.viewController(for: screen.id) { controllers[screen.id] = ObjectIdentifier(controller) }
            }
            #expect(controllers.count == a.screens.count)

            try? app.navigator.update { $0 = b }
            await app.runtime.settle()
            app.expectInSync()
            for screen in b.screens {
                guard let before = controllers[screen.id] else { continue }
                #expect(app.host.viewController(for: screen.id).map(ObjectIdentifier.init) == before, "\(screen) got a new view controller")
            }
        }
    }

    /// Changes, UIKit finishing transitions and the user's gestures, interleaved at random:
    /// UIKit never warns or throws, and in the end it shows the target with no screen twice.
    @Test func randomInterleavingsOfChangesTransitionsAndGesturesStayLegal() async {
        await propertyCheck(count: LongRuns.scaled(200), input: Gen.uint64()) { seed in
            var random = RandomStates(seed: seed)
            let app = UIKitScenarioHost.testApp(holdsTransitions: true)
            try? app.navigator.update { $0 = random.state() }
            for _ in 0..<40 {
                switch Int.random(in: 0..<9, using: &random.rng) {
                case 0, 1: try? app.navigator.update { random.mutate(&$0, maxChanges: 2) }
                case 2, 3: app.runtime.finishNextTransition()
                case 4: app.tapBack()
                case 5: app.swipeBack(completing: Bool.random(using: &random.rng))
                case 6:
                    // A change requested while the user's finger is on the screen waits.
                    if let navigationController = app.visibleNavigationController,
                       let swipe = app.runtime.beginSwipeBack(in: navigationController) {
                        try? app.navigator.update { random.change(&$0) }
                        swipe.complete()
                    }
                case 7: app.swipeDown()
                default:
                    if let tabBarController = app.topContainer as? UITabBarController {
                        app.tapTab(at: Int.random(in: 0..<(tabBarController.viewControllers?.count ?? 1), using: &random.rng))
                    }
                }
                #expect(app.runtime.issues.isEmpty, "\(app.runtime.issues)")
            }
            await app.runtime.finishTransitionsAndSettle()
            app.expectInSync()
            let shown = app.host.shownState.screens.map(\.id)
            #expect(Set(shown).count == shown.count)
        }
    }
}
#endif
