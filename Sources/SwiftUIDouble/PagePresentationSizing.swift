#if os(Linux)
/// Double of SwiftUI's `PagePresentationSizing` (iOS 18), the type of `PresentationSizing.page`.
public struct PagePresentationSizing: PresentationSizing, Sendable {
    init() {}
}
#endif
