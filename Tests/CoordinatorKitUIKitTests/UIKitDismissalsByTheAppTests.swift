#if os(Linux)
import CoordinatorFixtures
import CoordinatorKit
import CoordinatorKitUIKit
import CoordinatorKitTesting
import CoordinatorKitUIKitTesting
import Testing
import UIKitDouble

// Screens that dismiss themselves the classic UIKit way, behind the navigator's back: UIKit
// never tells a presentation controller's delegate about a programmatic dismissal, so the host
// notices it itself and writes it back, and what the code asks for next shows.

@MainActor
@Suite struct UIKitDismissalsByTheApp {
    /// A main flow with a buy flow in a sheet, on its shipping screen.
    private func sheetFlow(holdsTransitions: Bool = false) async -> (UIKitScenarioHost, MainCoordinator, Box<Outcome<Order>>, BuyCoordinator) {
        let app = UIKitScenarioHost.testApp(holdsTransitions: holdsTransitions)
        let main = MainCoordinator()
        app.navigator.start(main)
        let outcome = Box<Outcome<Order>>()
        let buy = BuyCoordinator()
        main.startChild(buy, as: .sheet) { outcome.value = $0 }
        buy.show(.shipping)
        await app.runtime.finishTransitionsAndSettle()
        return (app, main, outcome, buy)
    }

    @Test func aScreenDismissingItselfEndsItsFlowAndTheNextPresentationShows() async {
        let (app, main, outcome, buy) = await sheetFlow()
        // The shipping screen's own Done button.
        app.visibleViewController?.dismiss(animated: true)
        // Written back when the dismissal starts: it cannot be cancelled.
        #expect(outcome.value == .cancelled)
        #expect(buy.status == .ended)
        await app.runtime.settle()
        #expect(app.tree == "root stack: [list]")
        app.expectInSync()

        main.present(.cart, as: .fullScreenCover)
        await app.runtime.settle()
        #expect(app.tree == "root            stack: [list]\nfullScreenCover stack: [cart]")
        app.expectInSync()
    }

    @Test func theSheetsNavigationControllerDismissingItselfIsWrittenBack() async {
        let (app, main, outcome, _) = await sheetFlow()
        app.visibleViewController?.navigationController?.dismiss(animated: false)
        #expect(outcome.value == .cancelled)
        await app.runtime.settle()
        app.expectInSync()
        main.show(.product(id: 2))
        await app.runtime.settle()
        #expect(app.tree == "root stack: [list] > [product(id: 2)]")
        app.expectInSync()
    }

    @Test func thePresenterDismissingEverythingAboveItIsWrittenBack() async {
        let (app, main, outcome, buy) = await sheetFlow()
        buy.present(.payment, as: .fullScreenCover)
        #expect(app.navigator.state.layers.count == 3)
        await app.runtime.settle()
        app.window.rootViewController?.dismiss(animated: true)
        #expect(outcome.value == .cancelled)
        await app.runtime.settle()
        #expect(app.tree == "root stack: [list]")
        app.expectInSync()
        main.present(.done, as: .sheet)
        await app.runtime.settle()
        #expect(app.tree == "root  stack: [list]\nsheet stack: [done]")
        app.expectInSync()
    }

    @Test func aPresentationAskedForWhileTheSheetStillAnimatesAwayWaitsForIt() async {
        let (app, main, outcome, _) = await sheetFlow(holdsTransitions: true)
        app.visibleViewController?.dismiss(animated: true)
        // Written back when the dismissal starts: it cannot be cancelled.
        #expect(outcome.value == .cancelled)
        main.present(.cart, as: .fullScreenCover)
        #expect(app.runtime.pendingTransitions.count == 1)
        await app.runtime.finishTransitionsAndSettle()
        #expect(app.tree == "root            stack: [list]\nfullScreenCover stack: [cart]")
        app.expectInSync()
    }

    @Test func aPresentationAskedForAsTheDismissedScreenDisappearsShows() async {
        let app = UIKitScenarioHost.testApp()
        let main = MainCoordinator()
        app.navigator.start(main)
        let screen = DisappearingViewController()
        main.startChild(ClassicCoordinator(first: screen), as: .sheet)
        // The classic pattern: the screen tells its coordinators when it is gone.
        screen.onDismissed = { main.present(.cart, as: .fullScreenCover) }
        // Once the sheet is up: UIKit drops a dismissal asked for while the presentation runs.
        await app.runtime.settle()
        screen.dismiss(animated: true)
        await app.runtime.finishTransitionsAndSettle()
        #expect(app.tree == "root            stack: [list]\nfullScreenCover stack: [cart]")
        app.expectInSync()
    }

    @Test func aDismissalUIKitShowedNoOneIsWrittenBackBeforeTheNextCommand() async {
        let (app, main, outcome, _) = await sheetFlow()
        // Nothing appears or disappears in a hidden window: no view controller hears of it.
        app.window.isHidden = true
        app.window.rootViewController?.dismiss(animated: false)
        await app.runtime.settle()
        app.window.isHidden = false
        #expect(outcome.value == nil)
        main.show(.product(id: 4))
        #expect(outcome.value == .cancelled)
        await app.runtime.settle()
        #expect(app.tree == "root stack: [list] > [product(id: 4)]")
        app.expectInSync()
    }

    @Test func theUsersSwipeDownIsStillReportedOnce() async {
        let (app, _, outcome, _) = await sheetFlow()
        #expect(app.swipeDown())
        await app.runtime.settle()
        #expect(outcome.value == .cancelled)
        app.expectInSync()
    }
}

/// A value a completion handler fills in.
@MainActor
private final class Box<Value> {
    var value: Value?
}

/// A screen that calls `onDismissed` from `viewDidDisappear` when its sheet was dismissed.
private final class DisappearingViewController: UIViewController {
    var onDismissed: (() -> Void)?

    override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        if navigationController?.isBeingDismissed == true { onDismissed?() }
    }
}

/// A coordinator that pushes a view controller it was given.
private final class ClassicCoordinator: Coordinator<ShopRoute> {
    let first: UIViewController

    init(first: UIViewController) {
        self.first = first
        super.init()
    }

    override func start() { push(first) }
}
#endif
