#if os(Linux)
/// Double of SwiftUI's `NavigationStack`: a root view with views pushed over it, one per element of a path.
///
/// ```swift
/// NavigationStack(path: $path) {
///     HomeScreen()
///         .navigationDestination(for: Route.self) { route in RouteScreen(route: route) }
/// }
/// ```
///
/// A ``SwiftUIDoubleRuntime`` shows the root and one screen per element of `path`, each drawn by the
/// `navigationDestination(for:destination:)` for the element's type, and writes the user's back
/// navigation into `path` ("The stack adds items to the collection as it adds views to the stack and
/// removes items when it removes views", Apple's documentation).
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
@MainActor @preconcurrency
public struct NavigationStack<Data, Root>: View where Root: View {
    nonisolated(unsafe) let root: Root
    nonisolated(unsafe) let path: StackPath?

    /// Double of `NavigationStack.init(path:root:)` for a collection of hashable values.
    ///
    /// - Parameters:
    ///   - path: The values of the pushed screens, bottom first.
    ///   - root: The view under every pushed screen.
    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
    nonisolated public init(path: Binding<Data>, @ViewBuilder root: () -> Root) where Data: MutableCollection, Data: RandomAccessCollection, Data: RangeReplaceableCollection, Data.Element: Hashable {
        self.root = root()
        self.path = StackPath(path)
    }

    /// Double of `NavigationStack.init(path:root:)` for a ``NavigationPath``.
    ///
    /// - Parameters:
    ///   - path: The values of the pushed screens, bottom first, of any hashable types.
    ///   - root: The view under every pushed screen.
    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
    nonisolated public init(path: Binding<NavigationPath>, @ViewBuilder root: () -> Root) where Data == NavigationPath {
        self.root = root()
        self.path = StackPath(navigationPath: path)
    }

    /// Double of `NavigationStack.init(root:)`: a stack that keeps its own path (the double has no
    /// `NavigationLink`, so nothing is pushed on it).
    ///
    /// - Parameter root: The view under every pushed screen.
    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
    nonisolated public init(@ViewBuilder root: () -> Root) where Data == NavigationPath {
        self.root = root()
        self.path = nil
    }

    /// Double of `NavigationStack.body`: never evaluated, the renderer draws the stack itself.
    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
    @MainActor @preconcurrency public var body: some View {
        root
    }
}

/// A stack's path, type-erased: its elements and how the user's back navigation shortens it.
struct StackPath {
    let elements: () -> [AnyHashable]
    /// Keeps the first `count` elements (all, when there are fewer), written in the transaction.
    let truncate: (Int, Transaction) -> Void

    nonisolated init<Data>(_ path: Binding<Data>) where Data: MutableCollection & RandomAccessCollection & RangeReplaceableCollection, Data.Element: Hashable {
        elements = { path.wrappedValue.map { AnyHashable($0) } }
        truncate = { count, transaction in
            var data = path.wrappedValue
            // The app may have shortened the path since the stack was drawn: nothing to drop then.
            data.removeLast(max(data.count - count, 0))
            path.transaction(transaction).wrappedValue = data
        }
    }

    nonisolated init(navigationPath path: Binding<NavigationPath>) {
        elements = { path.wrappedValue.elements }
        truncate = { count, transaction in
            var data = path.wrappedValue
            // The app may have shortened the path since the stack was drawn: nothing to drop then.
            data.removeLast(max(data.count - count, 0))
            path.transaction(transaction).wrappedValue = data
        }
    }
}
#endif
