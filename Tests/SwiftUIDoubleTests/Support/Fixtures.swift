#if os(Linux)
import SwiftUIDouble

/// Hosts `view` in a hosting controller and loads its view, which renders it.
@MainActor
func rendered<Content: View>(_ view: Content) -> UIHostingController<Content> {
    let controller = UIHostingController(rootView: view)
    controller.loadViewIfNeeded()
    return controller
}

/// The key of ``EnvironmentValues/userName``.
struct UserNameKey: EnvironmentKey {
    static let defaultValue = "Guest"
}

/// The key of ``EnvironmentValues/badgeCount``.
struct BadgeCountKey: EnvironmentKey {
    static let defaultValue = 0
}

extension EnvironmentValues {
    /// A custom environment value for the tests; `"Guest"` by default.
    var userName: String {
        get { self[UserNameKey.self] }
        set { self[UserNameKey.self] = newValue }
    }

    /// A second custom environment value; `0` by default.
    var badgeCount: Int {
        get { self[BadgeCountKey.self] }
        set { self[BadgeCountKey.self] = newValue }
    }
}

/// Shows `"Hello, <userName>"`.
struct Greeting: View {
    @Environment(\.userName) var name

    var body: some View {
        Text("Hello, \(name)")
    }
}

/// Counts what happens to it, so tests can see actions run and objects released.
@MainActor
final class Counter {
    var count = 0
}
#endif
