#if os(Linux)
import CoordinatorFixtures
import CoordinatorKit
import CoordinatorKitUIKit
import Testing
import UIKitDouble

// Screens that dismiss themselves the classic UIKit way, behind the navigator's back: UIKit
// never tells a presentation controller's delegate about a programmatic dismissal, so the host
// notices it itself and writes it back, and what the code asks for next shows.

@MainActor
@Suite struct UIKitDismissalsByTheApp {
    /// A main flow with a buy flow in a sheet, on its shipping screen.
    private func sheetFlow(holdsTransitions: Bool = false) -> (UIKitApp, MainCoordinator, Box<Outcome<Order>>, BuyCoordinator) {
        let app = UIKitApp(holdsTransitions: holdsTransitions)
        let main = MainCoordinator()
        app.navigator.start(main)
        let outcome = Box<Outcome<Order>>()
        let buy = BuyCoordinator()
        main.startChild(buy, as: .sheet) { outcome.value = $0 }
        buy.show(.shipping)
        app.runtime.finishAllTransitions()
        return (app, main, outcome, buy)
    }

    @Test func aScreenDismissingItselfEndsItsFlowAndTheNextPresentationShows() {
        let (app, main, outcome, buy) = sheetFlow()
        // The shipping screen's own Done button.
        app.visibleViewController?.dismiss(animated: true)
        #expect(app.tree == "root stack: [list]")
        #expect(outcome.value == .cancelled)
        #expect(buy.status == .ended)
        app.expectInSync()

        main.present(.cart, as: .fullScreenCover)
        #expect(app.tree == "root            stack: [list]\nfullScreenCover stack: [cart]")
        app.expectInSync()
    }

    @Test func theSheetsNavigationControllerDismissingItselfIsWrittenBack() {
        let (app, main, outcome, _) = sheetFlow()
        app.visibleViewController?.navigationController?.dismiss(animated: false)
        #expect(outcome.value == .cancelled)
        app.expectInSync()
        main.show(.product(id: 2))
        #expect(app.tree == "root stack: [list] > [product(id: 2)]")
        app.expectInSync()
    }

    @Test func thePresenterDismissingEverythingAboveItIsWrittenBack() {
        let (app, main, outcome, buy) = sheetFlow()
        buy.present(.payment, as: .fullScreenCover)
        #expect(app.navigator.state.layers.count == 3)
        app.window.rootViewController?.dismiss(animated: true)
        #expect(app.tree == "root stack: [list]")
        #expect(outcome.value == .cancelled)
        app.expectInSync()
        main.present(.done, as: .sheet)
        #expect(app.tree == "root  stack: [list]\nsheet stack: [done]")
        app.expectInSync()
    }

    @Test func aPresentationAskedForWhileTheSheetStillAnimatesAwayWaitsForIt() async {
        let (app, main, outcome, _) = sheetFlow(holdsTransitions: true)
        app.visibleViewController?.dismiss(animated: true)
        // Written back when the dismissal starts: it cannot be cancelled.
        #expect(outcome.value == .cancelled)
        main.present(.cart, as: .fullScreenCover)
        #expect(app.runtime.pendingTransitions.count == 1)
        await app.finishTransitionsAndSettle()
        #expect(app.tree == "root            stack: [list]\nfullScreenCover stack: [cart]")
        app.expectInSync()
    }

    @Test func aPresentationAskedForAsTheDismissedScreenDisappearsShows() async {
        let app = UIKitApp()
        let main = MainCoordinator()
        app.navigator.start(main)
        let screen = DisappearingViewController()
        main.startChild(ClassicCoordinator(first: screen), as: .sheet)
        // The classic pattern: the screen tells its coordinators when it is gone.
        screen.onDismissed = { main.present(.cart, as: .fullScreenCover) }
        screen.dismiss(animated: true)
        await app.finishTransitionsAndSettle()
        #expect(app.tree == "root            stack: [list]\nfullScreenCover stack: [cart]")
        app.expectInSync()
    }

    @Test func aDismissalUIKitShowedNoOneIsWrittenBackBeforeTheNextCommand() {
        let (app, main, outcome, _) = sheetFlow()
        // Nothing appears or disappears in a hidden window: no view controller hears of it.
        app.window.isHidden = true
        app.window.rootViewController?.dismiss(animated: false)
        app.window.isHidden = false
        #expect(outcome.value == nil)
        main.show(.product(id: 4))
        #expect(outcome.value == .cancelled)
        #expect(app.tree == "root stack: [list] > [product(id: 4)]")
        app.expectInSync()
    }

    @Test func theUsersSwipeDownIsStillReportedOnce() {
        let (app, _, outcome, _) = sheetFlow()
        #expect(app.swipeDown())
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
