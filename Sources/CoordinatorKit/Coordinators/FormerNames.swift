// Former names of public types, renamed because SwiftUI declares types of the same names: in a
// file that imports both SwiftUI and CoordinatorKit (a coordinator that provides SwiftUI views),
// `Transition<Route>` and `Tab` were ambiguous. Xcode's fix-it writes the new name.

/// The former name of ``RouteTransition``; SwiftUI's `Transition` (iOS 17) made it ambiguous in
/// files that import SwiftUI.
@available(*, deprecated, renamed: "RouteTransition")
public typealias Transition<R: Route> = RouteTransition<R>

/// The former name of ``NavigationTab``; SwiftUI's `Tab` (iOS 18) made it ambiguous in files that
/// import SwiftUI.
@available(*, deprecated, renamed: "NavigationTab")
public typealias Tab = NavigationTab
