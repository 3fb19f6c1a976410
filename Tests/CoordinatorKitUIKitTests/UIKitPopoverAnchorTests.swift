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

    @Test func aScreenMarkingTheFormerWayStillAnchorsPopoversAndDialogs() async {
        let app = UIKitScenarioHost.testApp(completesTransitionsSynchronously: true)
        let rows = RowsFlow(marksTheFormerWay: true)
        app.navigator.start(rows)
        rows.show(.share(2))
        await app.runtime.settle()
        #expect(app.topContainer?.popoverPresentationController?.sourceView === rows.list?.buttons[1])
        rows.dismiss()
        await app.runtime.settle()
        rows.ask(.removeRow) { _ in }
        await app.runtime.settle()
        #expect(app.topContainer?.popoverPresentationController?.sourceView === rows.list?.removeButton)
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

/// A screen with three rows, each with a share button, and a remove button.
private class RowsScreen: UIViewController {
    let buttons = (1...3).map { _ in UIView(frame: CGRect(x: 0, y: 0, width: 80, height: 44)) }
    let removeButton = UIView(frame: CGRect(x: 0, y: 0, width: 80, height: 44))
}

private final class RowsViewController: RowsScreen, ControlMarking {
    func markedControl(for anchor: ControlAnchor) -> UIView? {
        if anchor == .dialog(Question<Bool>.removeRow.title) { return removeButton }
        guard case .popover(let route) = anchor, case .share(let row)? = route.as(RowRoute.self) else { return nil }
        return buttons[row - 1]
    }
}

/// The same screen marking its controls through the protocols `ControlMarking` replaced, as an
/// app written before it does.
@available(*, deprecated, message: "Conforms to the protocols ControlMarking replaced")
private final class FormerRowsViewController: RowsScreen, PopoverAnchoring, QuestionAnchoring {
    func questionAnchor(for question: QuestionLayer) -> UIView? {
        question.question.title == Question<Bool>.removeRow.title ? removeButton : nil
    }

    func popoverAnchor(for route: AnyRoute) -> UIView? {
        guard case .share(let row)? = route.as(RowRoute.self) else { return nil }
        return buttons[row - 1]
    }
}

/// Makes a `FormerRowsViewController` through a requirement, so that the suite names the
/// deprecated protocols only where they are conformed to, with no warning.
private protocol FormerScreenMaking {
    @MainActor static func make() -> RowsScreen
}

private enum FormerScreen: FormerScreenMaking {
    @available(*, deprecated, message: "Makes a screen that conforms to the protocols ControlMarking replaced")
    static func make() -> RowsScreen { FormerRowsViewController(nibName: nil, bundle: nil) }
}

private final class RowsFlow: Coordinator<RowRoute>, ViewControllerProviding {
    weak var list: RowsScreen?
    /// Whether its screen marks its controls through the former protocols.
    let marksTheFormerWay: Bool
    init(marksTheFormerWay: Bool = false) {
        self.marksTheFormerWay = marksTheFormerWay
        super.init()
    }

    override func start() { show(.rows) }

    func viewController(for route: RowRoute) -> UIViewController {
        switch route {
        case .rows:
            let controller =
                marksTheFormerWay
                ? (FormerScreen.self as any FormerScreenMaking.Type).make()
                : RowsViewController(nibName: nil, bundle: nil)
            list = controller
            return controller
        case .share, .help:
            return UIViewController(nibName: nil, bundle: nil)
        }
    }
}
#endif
