#if canImport(UIKit) && !os(watchOS)
import UIKit
#elseif os(Linux)
import UIKitDouble
#endif
#if (canImport(UIKit) && !os(watchOS)) || os(Linux)
import CoordinatorKit

/// The view controller of every screen the host made and has not let go, and the screen each
/// view controller shows: one map, kept the same both ways.
///
/// A view controller can be claimed by a newer screen (its former screen left, and its owner
/// gave it again): it is then that screen's, and letting go of the former screen keeps it.
struct ScreenControllers {
    private var controllers: [ScreenID: UIViewController] = [:]
    private var screens: [ObjectIdentifier: ScreenID] = [:]

    /// The view controller made for a screen.
    subscript(screen: ScreenID) -> UIViewController? { controllers[screen] }

    /// The screen a view controller shows.
    func screen(of controller: UIViewController) -> ScreenID? { screens[ObjectIdentifier(controller)] }

    /// Records the view controller made for a screen, which it was claimed for already.
    mutating func add(_ controller: UIViewController, for screen: ScreenID) {
        controllers[screen] = controller
    }

    /// Makes `controller` show `screen`.
    /// - Returns: the screen it showed before, if any, for ``unclaim(_:restoring:)``.
    mutating func claim(_ controller: UIViewController, for screen: ScreenID) -> ScreenID? {
        screens.updateValue(screen, forKey: ObjectIdentifier(controller))
    }

    /// Undoes a claim that cannot stand: the view controller shows `former` again, or nothing.
    mutating func unclaim(_ controller: UIViewController, restoring former: ScreenID?) {
        screens[ObjectIdentifier(controller)] = former
    }

    /// Lets go of a gone screen's view controller.
    /// - Returns: `true` when it was the screen's own, not one a newer screen took over.
    mutating func release(_ screen: ScreenID) -> Bool {
        guard let controller = controllers.removeValue(forKey: screen) else { return false }
        let key = ObjectIdentifier(controller)
        guard let shown = screens.removeValue(forKey: key) else { return false }
        if shown != screen {
            // A view controller a newer screen took over stays that screen's.
            screens[key] = shown
            return false
        }
        return true
    }

    /// Lets go of every view controller.
    mutating func removeAll() {
        controllers = [:]
        screens = [:]
    }
}
#endif
