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

/// Inside a split, the control that opened a popover or a dialog is on one of the columns the
/// user sees: UIKitHost anchors there, expanded or collapsed.
@MainActor
@Suite struct UIKitAnchorsInASplit {
    private func makeSplit(width: UIUserInterfaceSizeClass) async -> (UIKitScenarioHost, RowsFlow) {
        let app = UIKitScenarioHost.testApp(completesTransitionsSynchronously: true)
        app.runtime.simulateHorizontalSizeClassChange(to: width)
        let rows = RowsFlow()
        app.navigator.start(SplitCoordinator(sidebar: RowsFlow(), detail: rows))
        await app.runtime.settle()
        return (app, rows)
    }

    @Test(arguments: [UIUserInterfaceSizeClass.regular, .compact])
    func aPopoverFromAControlInTheDetailColumnPointsAtIt(width: UIUserInterfaceSizeClass) async {
        let (app, rows) = await makeSplit(width: width)
        rows.show(.share(3))
        await app.runtime.settle()
        let popover = app.topContainer?.popoverPresentationController
        #expect(popover?.sourceView != nil)
        #expect(popover?.sourceView === rows.list?.buttons[2], "the third row's button, \(width)")
        app.expectInSync()
    }

    @Test(arguments: [UIUserInterfaceSizeClass.regular, .compact])
    func aDialogFromAControlInTheDetailColumnPointsAtIt(width: UIUserInterfaceSizeClass) async {
        let (app, rows) = await makeSplit(width: width)
        rows.ask(.removeRow) { _ in }
        await app.runtime.settle()
        let popover = app.topContainer?.popoverPresentationController
        #expect(popover?.sourceView != nil)
        #expect(popover?.sourceView === rows.list?.removeButton, "the remove button, \(width)")
        app.expectInSync()
    }
}

extension Question where Answer == Bool {
    fileprivate static let removeRow = Question(
        "Remove this row?", style: .confirmationDialog,
        choices: [.destructive("Remove", true), .cancel("Keep", false)]
    )
}

private enum RowRoute: Route {
    case rows, share(Int), help
    var presentation: Presentation? { self == .rows ? nil : .popover }
}

private final class RowsViewController: UIViewController, PopoverAnchoring, QuestionAnchoring {
    let buttons = (1...3).map { _ in UIView(frame: CGRect(x: 0, y: 0, width: 80, height: 44)) }
    let removeButton = UIView(frame: CGRect(x: 0, y: 0, width: 80, height: 44))

    func questionAnchor(for question: QuestionLayer) -> UIView? {
        question.question.title == Question<Bool>.removeRow.title ? removeButton : nil
    }

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
