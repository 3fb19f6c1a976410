#if os(Linux)
/// Double of SwiftUI's `FormPresentationSizing` (iOS 18), the type of `PresentationSizing.form`.
public struct FormPresentationSizing: PresentationSizing, Sendable {
    init() {}
}
#endif
