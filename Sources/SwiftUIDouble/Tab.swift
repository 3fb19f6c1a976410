#if os(Linux)
/// Double of SwiftUI's `Tab` (iOS 18): a tab of a `TabView` built with a tab content builder.
///
/// The double declares only the type, so that a name clash meets Linux as it meets Apple platforms: a
/// file that imports SwiftUI (here SwiftUIDouble) and another module declaring a `Tab` must qualify
/// the name. Its initializers and its `TabContent` conformance are not doubled: tabs are built with
/// `tabItem(_:)` and `tag(_:)`.
@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
public struct Tab<Value, Content, Label> {}
#endif
