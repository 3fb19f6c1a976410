#if os(Linux)
/// Double of SwiftUI's `PagePresentationSizing` (iOS 18), the type of `PresentationSizing.page`.
@available(iOS 18.0, macOS 15.0, tvOS 18.0, visionOS 2.0, watchOS 11.0, *)
public struct PagePresentationSizing: PresentationSizing, Sendable {
    init() {}
}
#endif
