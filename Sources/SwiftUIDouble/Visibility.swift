#if os(Linux)
/// Double of SwiftUI's `Visibility`: whether an element such as a sheet's drag indicator shows.
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
@frozen
public enum Visibility: Hashable, CaseIterable {
    /// Double of `Visibility.automatic`: as the component decides (a sheet shows its drag indicator
    /// when it has more than one detent).
    case automatic
    /// Double of `Visibility.visible`.
    case visible
    /// Double of `Visibility.hidden`.
    case hidden
}

@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
extension Visibility: Sendable {}
#endif
