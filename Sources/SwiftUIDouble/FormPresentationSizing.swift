#if os(Linux)
/// Double of SwiftUI's `FormPresentationSizing` (iOS 18), the type of `PresentationSizing.form`.
@available(iOS 18.0, macOS 15.0, tvOS 18.0, visionOS 2.0, watchOS 11.0, *)
public struct FormPresentationSizing: PresentationSizing, Sendable {
    init() {}
}
#endif
