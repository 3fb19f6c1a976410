#if os(Linux)
import Testing
import UIKitDouble

@MainActor
@Suite struct PresentationOptionsLeakTests {
    @Test func aDismissedSheetReleasesItsSheetPresentationControllerAndDetents() {
        let root = screen("root")
        let window = makeWindow(root: root, completesTransitionsSynchronously: true)
        weak var sheet: UISheetPresentationController?
        weak var detent: UISheetPresentationController.Detent?
        weak var presented: UIViewController?
        do {
            let controller = screen("sheet")
            controller.modalPresentationStyle = .pageSheet
            let custom = UISheetPresentationController.Detent.custom(identifier: .init("third")) { [controller] _ in
                controller.title == nil ? nil : 300
            }
            controller.sheetPresentationController?.detents = [custom, .large()]
            sheet = controller.sheetPresentationController
            detent = custom
            presented = controller
            root.present(controller, animated: true)
            window.doubleRuntime.dragSheet(of: controller, to: .large)
            controller.dismiss(animated: true)
        }

        #expect(presented == nil)
        #expect(sheet == nil)
        #expect(detent == nil, "a resolver capturing its controller is released with the sheet once dismissed")
    }

    @Test func aReleasedControllerReleasesItsTabBarItemAndImage() {
        weak var item: UITabBarItem?
        weak var image: UIImage?
        do {
            let controller = screen("Orders")
            let symbol = UIImage(systemName: "bag")
            controller.tabBarItem.image = symbol
            item = controller.tabBarItem
            image = symbol
        }

        #expect(item == nil)
        #expect(image == nil)
    }
}
#endif
