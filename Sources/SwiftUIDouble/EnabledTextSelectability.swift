#if os(Linux)
/// Double of SwiftUI's `EnabledTextSelectability`, the type of `TextSelectability.enabled`.
@available(iOS 15.0, macOS 12.0, *) @available(tvOS, unavailable) @available(watchOS, unavailable)
public struct EnabledTextSelectability: TextSelectability {
    /// Double of `EnabledTextSelectability.allowsSelection`: `true`.
    public static let allowsSelection: Bool = true

    init() {}
}
#endif
