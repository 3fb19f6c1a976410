#if os(Linux)
import CoordinatorKit
import CoordinatorKitSwiftUI
import SwiftUIDouble
import Testing

// A coordinator file that provides SwiftUI views imports CoordinatorKit and SwiftUI together, and
// names SwiftUI's `Tab` (iOS 18) and `Transition` (iOS 17) as SwiftUI's documentation does,
// unqualified. CoordinatorKit declares neither name (its own are `NavigationTab` and
// `RouteTransition`): a type or alias of either name in CoordinatorKit fails this file's build,
// with "cannot specialize non-generic type 'Tab'" or "'Transition' is ambiguous".

@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
private typealias SettingsTab = Tab<Int, EmptyView, EmptyView>

@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
@MainActor private func isSwiftUITransition(_ type: Any.Type) -> Bool { type is any Transition.Type }

@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
@MainActor private struct Fade: Transition {}

@Suite struct SwiftUINamesBesideCoordinatorKit {
    @Test @MainActor func tabAndTransitionNameSwiftUIsTypesUnqualified() {
        #expect(String(describing: SettingsTab.self).hasPrefix("Tab<"))
        #expect(isSwiftUITransition(Fade.self))
        #expect(!isSwiftUITransition(RouteTransition<TabRoute>.self))
        #expect(String(describing: NavigationTab.self) == "NavigationTab")
    }
}

private enum TabRoute: Route { case home }
#endif
