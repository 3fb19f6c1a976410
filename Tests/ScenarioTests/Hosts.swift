import CoordinatorKitTesting
import Testing
#if os(Linux)
import CoordinatorKitSwiftUITesting
import CoordinatorKitUIKitTesting
#endif

/// Every host a scenario runs on: headless everywhere; on Linux, UIKitHost over the UIKit double
/// and NavigatorView over the SwiftUI double too, and UIKitHost inside a SwiftUI view
/// (`UIKitNavigatorView`, for iOS 13–15). Each also runs with its transitions held until
/// the scenario settles, so that what the code asks for while a transition runs is coalesced, as
/// over real animations.
let everyHost: [ScenarioHostKind] = {
    #if os(Linux)
    [.headless, .headlessHeldTransitions, .uikit, .uikitHeldTransitions, .uikitInSwiftUI, .swiftUI, .swiftUIHeldTransitions]
    #else
    [.headless, .headlessHeldTransitions]
    #endif
}()

extension ScenarioHostKind {
    /// A headless host whose transitions stay in flight until the scenario settles.
    static let headlessHeldTransitions = ScenarioHostKind("headless, transitions held") {
        HeadlessScenarioHost(completion: .manual)
    }
}

/// Settles the host, then expects it in sync: it shows the target state, the navigator rendered
/// all of it, and the host reported nothing.
@MainActor
func expectInSync(_ app: any ScenarioHost, sourceLocation: SourceLocation = #_sourceLocation) async {
    await app.settle()
    let sync = app.syncReport
    #expect(sync.isInSync, "\(sync)", sourceLocation: sourceLocation)
}
