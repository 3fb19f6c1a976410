#if os(Linux)
/// Double of SwiftUI's `AutomaticPresentationSizing` (iOS 18), the type of `PresentationSizing.automatic`.
public struct AutomaticPresentationSizing: PresentationSizing, Sendable {
    init() {}
}
#endif
