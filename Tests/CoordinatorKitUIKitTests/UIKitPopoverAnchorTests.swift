#if os(Linux)
import CoordinatorKit
import CoordinatorKitUIKit
import CoordinatorKitTesting
import CoordinatorKitUIKitTesting
import Testing
import UIKitDouble

/// A screen's view controller marks the control a popover points at; UIKitHost anchors it there.
@MainActor
@Suite struct UIKitPopoverAnchors {
    @Test func aPopoverPointsAtTheControlThatOpenedIt() async {
        let app = UIKitScenarioHost.testApp(completesTransitionsSynchronously: true)
        let rows = RowsFlow()
        app.navigator.start(rows)
        rows.show(.share(2))
        await app.runtime.settle()
        let list = rows.list
        let popover = app.topContainer?.popoverPresentationController
        #expect(popover?.sourceView === list?.buttons[1], "the second row's button")
        #expect(popover?.sourceRect == list?.buttons[1].bounds)
        app.expectInSync()
    }

    @Test func withoutAMarkItPointsAtTheMiddleOfTheScreenBelow() async {
        let app = UIKitScenarioHost.testApp(completesTransitionsSynchronously: true)
        let rows = RowsFlow()
        app.navigator.start(rows)
        rows.show(.help)
        await app.runtime.settle()
        let popover = app.topContainer?.popoverPresentationController
        let presenter = app.window.rootViewController
        #expect(popover?.sourceView === presenter?.view)
        #expect(popover?.sourceView !== rows.list?.buttons.first)
        app.expectInSync()
    }
}

private enum RowRoute: Route {
    case rows, share(Int), help
    var presentation: Presentation? { self == .rows ? nil : .popover }
}

private final class RowsViewController: UIViewController, PopoverAnchoring {
    let buttons = (1...3).map { _ in UIView(frame: CGRect(x: 0, y: 0, width: 80, height: 44)) }

    func popoverAnchor(for route: AnyRoute) -> UIView? {
        guard case .share(let row)? = route.as(RowRoute.self) else { return nil }
        return buttons[row - 1]
    }
}

private final class RowsFlow: Coordinator<RowRoute>, ViewControllerProviding {
    weak var list: RowsViewController?
    override func start() { show(.rows) }

    func viewController(for route: RowRoute) -> UIViewController {
        switch route {
        case .rows:
            let controller = RowsViewController(nibName: nil, bundle: nil)
            list = controller
            return controller
        case .share, .help:
            return UIViewController(nibName: nil, bundle: nil)
        }
    }
}
#endif
