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
/// The double's display modes: every change, by code or by the user, is told to the delegate
/// first (`splitViewController(_:willChangeTo:)`), as UIKit does.
@MainActor
@Suite struct SplitViewControllerDisplayModes {
    private final class Delegate: NSObject, UISplitViewControllerDelegate {
        var modes: [UISplitViewController.DisplayMode] = []
        var seenBefore: [UISplitViewController.DisplayMode] = []
        func splitViewController(_ svc: UISplitViewController, willChangeTo displayMode: UISplitViewController.DisplayMode) {
            modes.append(displayMode)
            seenBefore.append(svc.displayMode)
        }
    }

    private func makeSplit(_ style: UISplitViewController.Style) -> (UIWindow, UISplitViewController, Delegate) {
        let window = UIWindow(frame: .zero)
        let split = UISplitViewController(style: style)
        let columns: [UISplitViewController.Column] = style == .tripleColumn ? [.primary, .supplementary, .secondary] : [.primary, .secondary]
        for column in columns {
            split.setViewController(UINavigationController(nibName: nil, bundle: nil), for: column)
        }
        let delegate = Delegate()
        split.delegate = delegate
        window.rootViewController = split
        window.makeKeyAndVisible()
        return (window, split, delegate)
    }

    @Test func theUsersSidebarButtonChangesTheDisplayModeAndTellsTheDelegateFirst() {
        let (window, split, delegate) = makeSplit(.doubleColumn)
        #expect(split.displayMode == .oneBesideSecondary)
        #expect(window.doubleRuntime.simulateUserChangingDisplayMode(of: split, to: .secondaryOnly))
        #expect(split.displayMode == .secondaryOnly)
        #expect(split.doubleVisibleColumns == [.secondary])
        #expect(delegate.modes == [.secondaryOnly])
        #expect(delegate.seenBefore == [.oneBesideSecondary], "the delegate hears of it before the change")
        #expect(split.preferredDisplayMode == .automatic, "the user's choice is not the app's preference")
        #expect(!window.doubleRuntime.simulateUserChangingDisplayMode(of: split, to: .secondaryOnly), "shown already")
        #expect(!window.doubleRuntime.simulateUserChangingDisplayMode(of: split, to: .twoBesideSecondary), "two columns need three")
        #expect(!window.doubleRuntime.simulateUserChangingDisplayMode(of: split, to: .automatic))
        #expect(delegate.modes == [.secondaryOnly])
    }

    @Test func showHideAndThePreferredDisplayModeSetByCodeTellTheDelegateToo() {
        let (_, split, delegate) = makeSplit(.tripleColumn)
        #expect(split.displayMode == .twoBesideSecondary)
        split.hide(.primary)
        #expect(split.displayMode == .oneBesideSecondary)
        split.hide(.primary)
        split.hide(.supplementary)
        #expect(split.displayMode == .secondaryOnly)
        split.show(.primary)
        #expect(split.displayMode == .twoBesideSecondary)
        split.preferredDisplayMode = .oneBesideSecondary
        #expect(split.displayMode == .oneBesideSecondary)
        split.preferredDisplayMode = .automatic
        #expect(delegate.modes == [.oneBesideSecondary, .secondaryOnly, .twoBesideSecondary, .oneBesideSecondary, .twoBesideSecondary],
                "one call per change; hiding a hidden column changes nothing")
    }

    @Test func aCollapsedSplitChangesNoDisplayMode() {
        let (window, split, delegate) = makeSplit(.doubleColumn)
        window.doubleRuntime.simulateHorizontalSizeClassChange(to: .compact)
        #expect(!window.doubleRuntime.simulateUserChangingDisplayMode(of: split, to: .secondaryOnly))
        split.hide(.primary)
        #expect(delegate.modes.isEmpty)
    }
}

/// The double's collapse of a column-style split in a compact width, as UISplitViewController.h
/// describes it: the delegate picks the top column, the columns up to it are stacked on the
/// primary navigation controller, and expanding moves them back.
@MainActor
@Suite struct SplitViewControllerCollapse {
    private final class Delegate: NSObject, UISplitViewControllerDelegate {
        var events: [String] = []
        var top: UISplitViewController.Column = .secondary
        func splitViewController(_ svc: UISplitViewController, topColumnForCollapsingToProposedTopColumn proposedTopColumn: UISplitViewController.Column) -> UISplitViewController.Column {
            events.append("top? proposed \(proposedTopColumn)")
            return top
        }
        func splitViewControllerDidCollapse(_ svc: UISplitViewController) { events.append("didCollapse \(svc.isCollapsed)") }
        func splitViewControllerDidExpand(_ svc: UISplitViewController) { events.append("didExpand \(svc.isCollapsed)") }
    }

    private func makeSplit() -> (UIWindow, UISplitViewController, [UIViewController], [UIViewController]) {
        let window = UIWindow(frame: .zero)
        let split = UISplitViewController(style: .doubleColumn)
        let list = [UIViewController(nibName: nil, bundle: nil)]
        let detail = [UIViewController(nibName: nil, bundle: nil), UIViewController(nibName: nil, bundle: nil)]
        let primary = UINavigationController(nibName: nil, bundle: nil)
        primary.setViewControllers(list, animated: false)
        let secondary = UINavigationController(nibName: nil, bundle: nil)
        secondary.setViewControllers(detail, animated: false)
        split.setViewController(primary, for: .primary)
        split.setViewController(secondary, for: .secondary)
        window.rootViewController = split
        window.makeKeyAndVisible()
        return (window, split, list, detail)
    }

    @Test func aCompactWidthStacksTheSecondaryColumnOnThePrimaryOneAndTellsTheDelegate() async {
        let (window, split, list, detail) = makeSplit()
        let delegate = Delegate()
        split.delegate = delegate
        #expect(split.traitCollection.horizontalSizeClass == .regular)
        window.doubleRuntime.simulateHorizontalSizeClassChange(to: .compact)
        #expect(split.traitCollection.horizontalSizeClass == .compact)
        #expect(split.isCollapsed)
        #expect(delegate.events == ["top? proposed secondary", "didCollapse true"])
        let primary = split.viewController(for: .primary) as? UINavigationController
        let secondary = split.viewController(for: .secondary) as? UINavigationController
        #expect(primary?.viewControllers.map(ObjectIdentifier.init) == (list + detail).map(ObjectIdentifier.init))
        #expect(secondary?.viewControllers.isEmpty == true)

        window.doubleRuntime.simulateHorizontalSizeClassChange(to: .regular)
        #expect(!split.isCollapsed)
        #expect(delegate.events.last == "didExpand false")
        #expect(primary?.viewControllers.map(ObjectIdentifier.init) == list.map(ObjectIdentifier.init))
        #expect(secondary?.viewControllers.map(ObjectIdentifier.init) == detail.map(ObjectIdentifier.init))
    }

    @Test func theDelegateCanKeepThePrimaryColumnOnTopAndShowPushesTheSecondaryLater() {
        let (window, split, list, detail) = makeSplit()
        let delegate = Delegate()
        delegate.top = .primary
        split.delegate = delegate
        window.doubleRuntime.simulateHorizontalSizeClassChange(to: .compact)
        let primary = split.viewController(for: .primary) as? UINavigationController
        #expect(primary?.viewControllers.map(ObjectIdentifier.init) == list.map(ObjectIdentifier.init))
        split.show(.secondary)
        #expect(primary?.viewControllers.map(ObjectIdentifier.init) == (list + detail).map(ObjectIdentifier.init))
        split.hide(.primary)
        #expect(primary?.viewControllers.count == 3, "hiding the primary column is ignored while collapsed")
        split.hide(.secondary)
        #expect(primary?.viewControllers.map(ObjectIdentifier.init) == list.map(ObjectIdentifier.init))
        #expect((split.viewController(for: .secondary) as? UINavigationController)?.viewControllers.count == 2)
    }

    @Test func showPushesTheSecondaryColumnAgainAfterItsViewControllersWereReleasedAndNewOnesPushed() {
        let window = UIWindow(frame: .zero)
        let split = UISplitViewController(style: .doubleColumn)
        let list = UIViewController(nibName: nil, bundle: nil)
        let primary = UINavigationController(rootViewController: list)
        let secondary = UINavigationController(nibName: nil, bundle: nil)
        secondary.setViewControllers((0..<8).map { _ in UIViewController(nibName: nil, bundle: nil) }, animated: false)
        split.setViewController(primary, for: .primary)
        split.setViewController(secondary, for: .secondary)
        window.rootViewController = split
        window.makeKeyAndVisible()
        window.doubleRuntime.simulateHorizontalSizeClassChange(to: .compact)
        #expect(primary.viewControllers.count == 9)
        // The secondary column's view controllers leave the stack and are released; new ones,
        // which may take their memory, are pushed on the primary column.
        primary.setViewControllers([list], animated: false)
        for _ in 0..<8 { primary.pushViewController(UIViewController(nibName: nil, bundle: nil), animated: false) }
        let detail = UIViewController(nibName: nil, bundle: nil)
        secondary.setViewControllers([detail], animated: false)
        split.show(.secondary)
        #expect(primary.viewControllers.count == 10)
        #expect(primary.viewControllers.last === detail, "show(.secondary) pushes the secondary column")
    }

    @Test func expandingDuringASwipeBackTheUserCancelsLeavesEachViewControllerInOneNavigationController() throws {
        let (window, split, list, detail) = makeSplit()
        window.doubleRuntime.simulateHorizontalSizeClassChange(to: .compact)
        let primary = try #require(split.viewController(for: .primary) as? UINavigationController)
        let secondary = try #require(split.viewController(for: .secondary) as? UINavigationController)
        let swipe = try #require(window.doubleRuntime.beginSwipeBack(in: primary))
        // The window widens while the finger is down: the columns move apart mid-swipe.
        window.doubleRuntime.simulateHorizontalSizeClassChange(to: .regular)
        swipe.cancel()
        window.doubleRuntime.finishAllTransitions()
        let inPrimary = Set(primary.viewControllers.map(ObjectIdentifier.init))
        let inSecondary = Set(secondary.viewControllers.map(ObjectIdentifier.init))
        #expect(inPrimary.isDisjoint(with: inSecondary))
        #expect(primary.viewControllers.first === list[0])
        #expect(primary.viewControllers.last === detail[1], "the view controller the swipe took away comes back")
        #expect(secondary.viewControllers.map(ObjectIdentifier.init) == [ObjectIdentifier(detail[0])])
    }

    @Test func aSplitThatAppearsInACompactWindowCollapsesAtItsFirstLayout() async {
        let window = UIWindow(frame: .zero)
        window.makeKeyAndVisible()
        window.doubleRuntime.simulateHorizontalSizeClassChange(to: .compact)
        let split = UISplitViewController(style: .doubleColumn)
        split.setViewController(UIViewController(nibName: nil, bundle: nil), for: .primary)
        split.setViewController(UIViewController(nibName: nil, bundle: nil), for: .secondary)
        window.rootViewController = split
        #expect(!split.isCollapsed, "not before its first layout")
        await window.doubleRuntime.settle()
        #expect(split.isCollapsed)
    }
}
#endif
