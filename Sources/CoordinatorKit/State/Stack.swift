/// A navigation stack: `screens[0]` is its root, the last screen is on top.
///
/// A stack is what one `UINavigationController` or one SwiftUI `NavigationStack` shows. Once
/// rendered it is never empty: its root screen can be replaced but not popped.
public struct Stack: Hashable, Sendable, Codable, CustomStringConvertible {
    /// The screens, root first.
    public internal(set) var screens: [Screen]

    /// Makes a stack of the given screens, root first.
    public init(_ screens: [Screen]) { self.screens = screens }

    /// Makes a stack of new screens for the given routes, root first.
    /// - Parameters:
    ///   - routes: the routes to show, root first.
    ///   - owner: the coordinator that owns the new screens.
    public init(routes: [some Route], owner: CoordinatorID = .app) {
        screens = routes.map { Screen($0, owner: owner) }
    }

    /// The root screen.
    public var root: Screen? { screens.first }

    /// The screen on top, the one the user sees.
    public var top: Screen? { screens.last }

    /// The routes of the screens, root first: what tests usually compare.
    public var routes: [AnyRoute] { screens.map(\.route) }

    public var description: String {
        screens.map(\.description).joined(separator: " > ")
    }

    /// Two stacks are equal when they hold the same screens in the same order.
    ///
    /// Stacks that share storage compare in constant time, and stacks that differ near the top
    /// stop at the first difference from the top, so comparing a deep stack after one push or
    /// pop costs the same as comparing a short one.
    public static func == (lhs: Stack, rhs: Stack) -> Bool {
        let count = lhs.screens.count
        guard count == rhs.screens.count else { return false }
        guard count > 0, !lhs.sharesStorage(with: rhs) else { return true }
        for index in stride(from: count - 1, through: 0, by: -1)
        where lhs.screens[index] != rhs.screens[index] {
            return false
        }
        return true
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(screens)
    }

    private func sharesStorage(with other: Stack) -> Bool {
        screens.withUnsafeBufferPointer { mine in
            other.screens.withUnsafeBufferPointer { theirs in mine.baseAddress == theirs.baseAddress }
        }
    }

    public init(from decoder: any Decoder) throws {
        screens = try decoder.singleValueContainer().decode([Screen].self)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(screens)
    }
}
