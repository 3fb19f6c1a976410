/// A navigation stack: `screens[0]` is its root, the last screen is on top.
///
/// A stack is what one `UINavigationController` or one SwiftUI `NavigationStack` shows. Once
/// rendered it is never empty: its root screen can be replaced but not popped.
public struct Stack: Hashable, Sendable, Codable, CustomStringConvertible {
    /// The screens, in chunks that versions of the stack share: the navigator's target and
    /// rendered states hold the same bottom, so a change costs what changed, not the depth.
    var list: ScreenList

    /// The screens, root first.
    ///
    /// Built from shared storage on each read: code that reads one screen or the count should
    /// use ``root``, ``top`` or ``count``.
    public internal(set) var screens: [Screen] {
        get { list.array }
        set { list = ScreenList(newValue) }
    }

    /// Makes a stack of the given screens, root first.
    public init(_ screens: [Screen]) { list = ScreenList(screens) }

    /// Makes a stack of a list of screens as it is.
    init(list: ScreenList) { self.list = list }

    /// Makes a stack of new screens for the given routes, root first.
    /// - Parameters:
    ///   - routes: the routes to show, root first.
    ///   - owner: the coordinator that owns the new screens.
    public init(routes: [some Route], owner: CoordinatorID = .app) {
        list = ScreenList(routes.lazy.map { Screen($0, owner: owner) })
    }

    /// The root screen.
    public var root: Screen? { list.first }

    /// The screen on top, the one the user sees.
    public var top: Screen? { list.last }

    /// How many screens the stack holds.
    public var count: Int { list.count }

    /// The routes of the screens, root first: what tests usually compare.
    public var routes: [AnyRoute] { list.map(\.route) }

    public var description: String {
        list.map(\.description).joined(separator: " > ")
    }

    /// Two stacks are equal when they hold the same screens in the same order.
    ///
    /// Versions of one stack share their storage, so comparing a deep stack after one push or
    /// pop costs about the same as comparing a short one: shared parts are skipped, and the
    /// comparison stops at the first difference from the top.
    public static func == (lhs: Stack, rhs: Stack) -> Bool {
        lhs.list.elementsEqual(rhs.list)
    }

    public func hash(into hasher: inout Hasher) {
        // As `[Screen]` hashes: the count, then each screen.
        hasher.combine(list.count)
        for screen in list { hasher.combine(screen) }
    }

    public init(from decoder: any Decoder) throws {
        list = ScreenList(try decoder.singleValueContainer().decode([Screen].self))
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(list.array)
    }
}
