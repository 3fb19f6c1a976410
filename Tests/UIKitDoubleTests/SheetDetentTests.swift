#if os(Linux)
import Testing
import UIKitDouble

@MainActor
@Suite struct SheetPresentationControllerTests {
    @Test func pageAndFormSheetsGetASheetPresentationControllerThatIsTheirPresentationController() throws {
        for style in [UIModalPresentationStyle.pageSheet, .formSheet, .automatic] {
            let controller = screen("sheet")
            controller.modalPresentationStyle = style
            let sheet = try #require(controller.sheetPresentationController, "\(style)")
            #expect(controller.presentationController === sheet)
        }
    }

    @Test func otherStylesHaveNoSheetPresentationController() {
        for style in [UIModalPresentationStyle.fullScreen, .overFullScreen, .popover, .currentContext] {
            let controller = screen("cover")
            controller.modalPresentationStyle = style
            #expect(controller.sheetPresentationController == nil, "\(style)")
            #expect(!(controller.presentationController is UISheetPresentationController), "\(style)")
        }
    }

    @Test func aPresentationControllerMadeBeforeTheStyleWasSetKeepsItsClass() {
        let controller = screen("sheet")
        controller.modalPresentationStyle = .fullScreen
        _ = controller.presentationController
        controller.modalPresentationStyle = .pageSheet

        #expect(controller.sheetPresentationController == nil, "set the style before touching presentation controllers")
    }

    @Test func aChildAnswersWithItsPresentedAncestorsSheet() throws {
        let content = screen("content")
        let navigationController = UINavigationController(rootViewController: content)
        navigationController.modalPresentationStyle = .formSheet

        let sheet = try #require(navigationController.sheetPresentationController)
        #expect(content.sheetPresentationController === sheet)
    }

    @Test func defaultsAreTheLargeDetentNoSelectionAndNoGrabber() throws {
        let controller = screen("sheet")
        controller.modalPresentationStyle = .pageSheet
        let sheet = try #require(controller.sheetPresentationController)

        #expect(sheet.detents.map(\.identifier) == [.large])
        #expect(sheet.selectedDetentIdentifier == nil)
        #expect(sheet.doubleRestingDetentIdentifier == .large)
        #expect(!sheet.prefersGrabberVisible)
    }
}

@MainActor
@Suite struct SheetDetentTests {
    private func makeSheet() throws -> (UIViewController, UISheetPresentationController) {
        let controller = screen("sheet")
        controller.modalPresentationStyle = .pageSheet
        return (controller, try #require(controller.sheetPresentationController))
    }

    @Test func systemDetentsAreNamedMediumAndLargeAndCustomOnesByTheirIdentifier() {
        let compact = UISheetPresentationController.Detent.Identifier("compact")

        #expect(UISheetPresentationController.Detent.medium().identifier == .medium)
        #expect(UISheetPresentationController.Detent.large().identifier == .large)
        #expect(UISheetPresentationController.Detent.custom(identifier: compact) { _ in 200 }.identifier == compact)
        let unnamed = UISheetPresentationController.Detent.custom { _ in 200 }
        #expect(unnamed.identifier != .medium && unnamed.identifier != .large)
        #expect(UISheetPresentationController.Detent.custom { _ in 200 }.identifier != unnamed.identifier, "random identifiers")
    }

    @Test func codeChangesTakeEffectAtOnceInsideOrOutsideAnimateChanges() throws {
        let (_, sheet) = try makeSheet()

        sheet.detents = [.medium(), .large()]
        sheet.selectedDetentIdentifier = .medium
        #expect(sheet.doubleRestingDetentIdentifier == .medium)

        var ranInside = false
        sheet.animateChanges {
            sheet.selectedDetentIdentifier = .large
            ranInside = true
        }
        #expect(ranInside)
        #expect(sheet.selectedDetentIdentifier == .large)
        #expect(sheet.doubleRestingDetentIdentifier == .large)
    }

    @Test func withoutASelectionOrWithOneNotInTheDetentsTheSheetRestsAtTheSmallestDetent() throws {
        let (_, sheet) = try makeSheet()
        sheet.detents = [.medium(), .large()]
        #expect(sheet.doubleRestingDetentIdentifier == .medium)

        sheet.selectedDetentIdentifier = .large
        sheet.detents = [.medium()]

        #expect(sheet.selectedDetentIdentifier == .large, "the header says where the sheet shows, not that the property changes")
        #expect(sheet.doubleRestingDetentIdentifier == .medium)
        sheet.detents = [.medium(), .large()]
        #expect(sheet.doubleRestingDetentIdentifier == .large)
    }

    @Test func emptyDetentsAreRefusedWithAnExceptionAndChangeNothing() throws {
        let (controller, sheet) = try makeSheet()
        sheet.detents = [.medium(), .large()]

        sheet.detents = []

        #expect(sheet.detents.map(\.identifier) == [.medium, .large])
        #expect(controller.doubleRuntime.exceptions.contains { $0.contains("at least one detent") })
    }

    @Test func anInactiveCustomDetentIsSkippedForTheResolvedOne() throws {
        let (_, sheet) = try makeSheet()
        var givenMaximum: CGFloat?
        let hidden = UISheetPresentationController.Detent.Identifier("hidden")
        sheet.detents = [
            .custom(identifier: hidden) { context in
                givenMaximum = context.maximumDetentValue
                return nil
            },
            .large(),
        ]

        #expect(sheet.doubleRestingDetentIdentifier == .large)
        #expect(givenMaximum == UISheetPresentationController.Detent.doubleMaximumDetentValue)
    }
}

@MainActor
@Suite struct SheetDragTests {
    /// A shown root presenting a page sheet with medium and large detents, transitions finished.
    private func presentSheet(delegate: DetentDelegate? = nil) throws -> (UIWindow, UIViewController, UISheetPresentationController) {
        let root = screen("root")
        let window = makeWindow(root: root, holdsTransitions: true)
        let sheetController = screen("sheet")
        sheetController.modalPresentationStyle = .pageSheet
        let sheet = try #require(sheetController.sheetPresentationController)
        sheet.detents = [.medium(), .large()]
        sheet.delegate = delegate
        root.present(sheetController, animated: true)
        window.doubleRuntime.finishAllTransitions()
        return (window, sheetController, sheet)
    }

    @Test func aDragSelectsTheDetentAndTellsTheDelegateOnce() throws {
        let delegate = DetentDelegate()
        let (window, controller, sheet) = try presentSheet(delegate: delegate)

        #expect(window.doubleRuntime.dragSheet(of: controller, to: .large))

        #expect(sheet.selectedDetentIdentifier == .large)
        #expect(delegate.changes == [.large])
    }

    @Test func codeSettingTheSelectionNeverTellsTheDelegate() throws {
        let delegate = DetentDelegate()
        let (_, _, sheet) = try presentSheet(delegate: delegate)

        sheet.selectedDetentIdentifier = .large
        sheet.animateChanges { sheet.selectedDetentIdentifier = .medium }
        sheet.detents = [.large()]

        #expect(delegate.changes.isEmpty)
    }

    @Test func aDragToTheDetentTheSheetRestsAtIsRefused() throws {
        let delegate = DetentDelegate()
        let (window, controller, sheet) = try presentSheet(delegate: delegate)

        #expect(!window.doubleRuntime.dragSheet(of: controller, to: .medium), "it rests at the smallest detent")
        #expect(sheet.selectedDetentIdentifier == nil)
        #expect(delegate.changes.isEmpty)
    }

    @Test func aDragToADetentTheSheetDoesNotOfferIsRefused() throws {
        let delegate = DetentDelegate()
        let (window, controller, sheet) = try presentSheet(delegate: delegate)
        sheet.detents = [.medium()]

        #expect(!window.doubleRuntime.dragSheet(of: controller, to: .large))
        #expect(!window.doubleRuntime.dragSheet(of: controller, to: .init("elsewhere")))
        #expect(sheet.selectedDetentIdentifier == nil)
        #expect(delegate.changes.isEmpty)
    }

    @Test func aDragDuringATransitionIsRefused() throws {
        let delegate = DetentDelegate()
        let root = screen("root")
        let window = makeWindow(root: root, holdsTransitions: true)
        let controller = screen("sheet")
        controller.modalPresentationStyle = .formSheet
        let sheet = try #require(controller.sheetPresentationController)
        sheet.detents = [.medium(), .large()]
        sheet.delegate = delegate
        root.present(controller, animated: true)

        #expect(!window.doubleRuntime.dragSheet(of: controller, to: .large), "being presented")
        window.doubleRuntime.finishAllTransitions()
        controller.dismiss(animated: true)
        #expect(!window.doubleRuntime.dragSheet(of: controller, to: .large), "being dismissed")

        #expect(delegate.changes.isEmpty)
        #expect(sheet.selectedDetentIdentifier == nil)
    }

    @Test func aDragOnWhatIsNotAPresentedSheetIsRefused() throws {
        let root = screen("root")
        let window = makeWindow(root: root, holdsTransitions: true)
        let cover = screen("cover")
        cover.modalPresentationStyle = .fullScreen

        #expect(!window.doubleRuntime.dragSheet(of: root, to: .large), "the window's root")
        let unpresented = screen("unpresented")
        unpresented.modalPresentationStyle = .pageSheet
        unpresented.sheetPresentationController?.detents = [.medium(), .large()]
        #expect(!window.doubleRuntime.dragSheet(of: unpresented, to: .large), "not presented")
        root.present(cover, animated: true)
        window.doubleRuntime.finishAllTransitions()
        #expect(!window.doubleRuntime.dragSheet(of: cover, to: .large), "a full-screen cover")
    }

    @Test func onlyTheTopmostSheetTakesTheDrag() throws {
        let (window, controller, sheet) = try presentSheet()
        controller.present(screen("above"), animated: true)
        window.doubleRuntime.finishAllTransitions()

        #expect(!window.doubleRuntime.dragSheet(of: controller, to: .large))
        #expect(sheet.selectedDetentIdentifier == nil)
    }

    @Test func aModalSheetStillChangesDetentsButRefusesTheSwipeDown() throws {
        let delegate = DetentDelegate()
        let (window, controller, sheet) = try presentSheet(delegate: delegate)
        controller.isModalInPresentation = true

        #expect(window.doubleRuntime.dragSheet(of: controller, to: .large))
        #expect(!window.doubleRuntime.swipeDown(of: controller))

        #expect(sheet.selectedDetentIdentifier == .large)
        #expect(delegate.changes == [.large])
        #expect(delegate.attemptedDismissals == 1)
    }

    @Test func aDragFromAChildOfTheSheetMovesTheSheet() throws {
        let root = screen("root")
        let window = makeWindow(root: root, completesTransitionsSynchronously: true)
        let content = screen("content")
        let navigationController = UINavigationController(rootViewController: content)
        navigationController.modalPresentationStyle = .pageSheet
        navigationController.sheetPresentationController?.detents = [.medium(), .large()]
        root.present(navigationController, animated: true)

        #expect(window.doubleRuntime.dragSheet(of: content, to: .large))
        #expect(navigationController.sheetPresentationController?.selectedDetentIdentifier == .large)
    }

    @Test func aSheetDelegateAlsoHearsTheSwipeDown() throws {
        let delegate = DetentDelegate()
        let (window, controller, _) = try presentSheet(delegate: delegate)

        #expect(window.doubleRuntime.swipeDown(of: controller))
        window.doubleRuntime.finishAllTransitions()

        #expect(delegate.didDismiss)
    }
}

/// A sheet delegate recording detent changes and dismissals.
private final class DetentDelegate: NSObject, UISheetPresentationControllerDelegate {
    var changes: [UISheetPresentationController.Detent.Identifier?] = []
    var attemptedDismissals = 0
    var didDismiss = false

    func sheetPresentationControllerDidChangeSelectedDetentIdentifier(_ sheetPresentationController: UISheetPresentationController) {
        changes.append(sheetPresentationController.selectedDetentIdentifier)
    }

    func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController) {
        attemptedDismissals += 1
    }

    func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {
        didDismiss = true
    }
}
#endif
