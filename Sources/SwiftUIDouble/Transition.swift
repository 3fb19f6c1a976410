#if os(Linux)
/// Double of SwiftUI's `Transition` (iOS 17): how a view is inserted into or removed from the
/// hierarchy.
///
/// The double declares only the protocol, so that a name clash meets Linux as it meets Apple
/// platforms: a file that imports SwiftUI (here SwiftUIDouble) and a module that declares another
/// `Transition` must qualify the name. Its requirements (`body(content:phase:)`, `properties`) are
/// not doubled: the double draws no transition.
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
@preconcurrency @MainActor public protocol Transition {}
#endif
