#if os(Linux)
import Testing
import UIKitDouble

@MainActor
@Suite struct PopoverTests {
    @Test func aPopoverWithoutAnAnchorIsRefusedAsOnAnIPad() {
        let root = screen("root")
        let window = makeWindow(root: root)
        let popover = screen("popover")
        popover.modalPresentationStyle = .popover

        root.present(popover, animated: true)

        #expect(root.presentedViewController == nil)
        #expect(window.doubleRuntime.exceptions.count == 1)
        #expect(window.doubleRuntime.exceptions.first?.contains("non-nil sourceView") == true)
    }

    @Test func aPopoverWithASourceViewIsPresented() {
        let root = screen("root")
        let window = makeWindow(root: root)
        let popover = screen("popover")
        popover.modalPresentationStyle = .popover
        #expect(popover.popoverPresentationController != nil)
        popover.popoverPresentationController?.sourceView = root.view

        root.present(popover, animated: true)

        #expect(root.presentedViewController === popover)
        #expect(window.doubleRuntime.issues.isEmpty)
    }

    @Test func onlyThePopoverStyleHasAPopoverPresentationController() {
        let sheet = screen("sheet")
        sheet.modalPresentationStyle = .pageSheet
        #expect(sheet.popoverPresentationController == nil)
        #expect(sheet.presentationController != nil)
    }
}
#endif
