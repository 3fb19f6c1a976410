#if os(Linux)
/// Double of SwiftUI's `TextSelectability`: whether the user may select a text to copy it.
@available(iOS 15.0, macOS 12.0, *) @available(tvOS, unavailable) @available(watchOS, unavailable)
public protocol TextSelectability {
    /// Double of `TextSelectability.allowsSelection`.
    static var allowsSelection: Bool { get }
}

extension TextSelectability where Self == EnabledTextSelectability {
    /// Double of `TextSelectability.enabled`: the text can be selected.
    @available(iOS 15.0, macOS 12.0, *) @available(tvOS, unavailable) @available(watchOS, unavailable)
    public static var enabled: EnabledTextSelectability {
        EnabledTextSelectability()
    }
}
#endif
