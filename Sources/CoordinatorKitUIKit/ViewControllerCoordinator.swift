#if canImport(UIKit) && !os(watchOS)
public import UIKit
#elseif os(Linux)
public import UIKitDouble
#endif
#if (canImport(UIKit) && !os(watchOS)) || os(Linux)
public import CoordinatorKit

/// A coordinator that builds its own view controllers, the classic UIKit way, and needs no
/// route enum: its routes are the view controllers it pushes and presents.
///
/// ```swift
/// final class ProductsCoordinator: ViewControllerCoordinator {
///     override func start() {
///         let list = ProductListViewController()
///         list.coordinator = self
///         push(list)
///     }
///
///     func showDetail(of product: Product) {
///         let detail = ProductViewController(product: product)
///         detail.coordinator = self
///         push(detail)
///     }
///
///     func showFilters() {
///         present(FiltersViewController(), as: .sheet)
///     }
/// }
/// ```
///
/// Everything else is a `Coordinator`'s: `pop()`, `popToRoot()`, `dismiss()`,
/// `finish()`, `startChild(_:as:)`; the user's back swipe is written back; the flow ends, and
/// its view controllers are released, when its last screen leaves. ``CoordinatorKit/Coordinator/viewControllers`` lists its
/// screens' view controllers, and `userDidRemove(_:)` hands over those the user removed:
///
/// ```swift
/// override func userDidRemove(_ routes: [ViewControllerRoute]) {
///     if routes.contains(where: { $0.viewController is ProductViewController }) { detailViewModel = nil }
/// }
/// ```
///
/// A coordinator with a route enum can push and present view controllers it built too (the
/// same `push(_:)` and `present(_:as:)`); this alias is for one that has nothing else to name. Its screens cannot be restored from
/// encoded state: a view controller is no value to decode.
public typealias ViewControllerCoordinator = Coordinator<ViewControllerRoute>

extension Coordinator where R == ViewControllerRoute {
    /// The view controllers of this flow's screens, as the navigation state stands now, root
    /// layer first, each stack root first.
    public var viewControllers: [UIViewController] { routes.map(\.viewController) }

    /// Pops the flow's stack until `viewController` is on top; screens below the flow's first
    /// one are not searched.
    ///
    /// A view controller that is not one of this flow's screens changes nothing and is reported
    /// as an issue at your call.
    /// - Parameters:
    ///   - viewController: one of ``CoordinatorKit/Coordinator/viewControllers``.
    ///   - animated: whether the host animates the last visible transition.
    ///   - fileID: the file of the call, where an issue is reported; leave the default.
    ///   - filePath: the path of that file; leave the default.
    ///   - line: the line of the call; leave the default.
    ///   - column: the column of the call; leave the default.
    public func pop(
        to viewController: UIViewController, animated: Bool = true,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) {
        pop(
            to: ViewControllerRoute(viewController), animated: animated, fileID: fileID, filePath: filePath, line: line,
            column: column)
    }
}
#endif
