#if os(Linux)
import Testing
import UIKitDouble

/// The double's column-style `UISplitViewController`: a controller per column, wrapped in a
/// navigation controller as UIKit does, and which columns show while expanded.
@MainActor
@Suite struct SplitViewControllerColumns {
    @Test func aPlainViewControllerIsWrappedInANavigationControllerExceptForTheCompactColumn() {
        let split = UISplitViewController(style: .doubleColumn)
        let list = UIViewController(nibName: nil, bundle: nil)
        split.setViewController(list, for: .primary)
        let primary = split.viewController(for: .primary) as? UINavigationController
        #expect(primary?.viewControllers.first === list)
        let compact = UIViewController(nibName: nil, bundle: nil)
        split.setViewController(compact, for: .compact)
        #expect(split.viewController(for: .compact) === compact)
        #expect(split.children.count == 1, "the compact column's controller is not a child while expanded")
    }

    @Test func theSupplementaryColumnOfADoubleColumnSplitIsRefused() {
        let window = UIWindow(frame: .zero)
        let split = UISplitViewController(style: .doubleColumn)
        window.rootViewController = split
        window.makeKeyAndVisible()
        split.setViewController(UINavigationController(nibName: nil, bundle: nil), for: .supplementary)
        #expect(split.viewController(for: .supplementary) == nil)
        #expect(window.doubleRuntime.issues.map(\.kind) == [.exception])
    }

    @Test func replacingAColumnsControllerTakesTheOldOneOut() {
        let split = UISplitViewController(style: .doubleColumn)
        let old = UINavigationController(nibName: nil, bundle: nil)
        split.setViewController(old, for: .secondary)
        split.setViewController(UINavigationController(nibName: nil, bundle: nil), for: .secondary)
        #expect(old.parent == nil)
        #expect(split.children.count == 1)
    }

    @Test func showAndHideChangeTheColumnsBesideTheSecondary() {
        let split = UISplitViewController(style: .tripleColumn)
        for column in [UISplitViewController.Column.primary, .supplementary, .secondary] {
            split.setViewController(UINavigationController(nibName: nil, bundle: nil), for: column)
        }
        #expect(split.doubleVisibleColumns == [.primary, .supplementary, .secondary])
        split.hide(.supplementary)
        #expect(split.doubleVisibleColumns == [.secondary], "hiding the supplementary column hides the primary too")
        split.show(.supplementary)
        #expect(split.doubleVisibleColumns == [.supplementary, .secondary])
        split.show(.primary)
        #expect(split.doubleVisibleColumns == [.primary, .supplementary, .secondary])
        split.hide(.secondary)
        #expect(split.doubleVisibleColumns == [.primary, .supplementary, .secondary], "the secondary column always shows")
    }
}
#endif
