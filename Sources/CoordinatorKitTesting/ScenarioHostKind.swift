/// A kind of ``ScenarioHost``, as a test argument: a name and how to make a fresh host.
///
/// Pass the kinds a scenario runs on to `@Test(arguments:)`; each run makes its own host.
///
/// ``headless`` is here; `.uikit`, `.uikitHeldTransitions` and `.uikitInSwiftUI` come with the
/// product CoordinatorKitUIKitTesting, `.swiftUI` and `.swiftUIHeldTransitions` with
/// CoordinatorKitSwiftUITesting (on Linux, over the doubles). A kind of your own is a name and
/// a function that makes a host:
///
/// ```swift
/// extension ScenarioHostKind {
///     static let slowHeadless = ScenarioHostKind("headless, held") {
///         HeadlessScenarioHost(completion: .manual)
///     }
/// }
///
/// @Test(arguments: [ScenarioHostKind.headless, .slowHeadless])
/// func loginThenHome(_ kind: ScenarioHostKind) async {
///     let app = kind.makeHost()
///     app.navigator.start(AppCoordinator())
///     …
/// }
/// ```
public struct ScenarioHostKind: Sendable, CustomStringConvertible {
    /// The host's name, as test results show it.
    public let name: String
    private let make: @MainActor @Sendable () -> any ScenarioHost

    /// Makes a kind of host.
    /// - Parameters:
    ///   - name: the name test results show.
    ///   - make: makes a new host that shows nothing yet, its navigator attached.
    public init(_ name: String, make: @escaping @MainActor @Sendable () -> any ScenarioHost) {
        self.name = name
        self.make = make
    }

    /// Makes a new host of this kind, showing nothing yet.
    @MainActor
    public func makeHost() -> any ScenarioHost { make() }

    public var description: String { name }

    /// A ``HeadlessScenarioHost`` whose transitions complete at once.
    public static let headless = ScenarioHostKind("headless") { HeadlessScenarioHost() }
}
