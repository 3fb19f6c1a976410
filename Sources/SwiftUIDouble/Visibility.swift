#if os(Linux)
/// Double of SwiftUI's `Visibility`: whether an element such as a sheet's drag indicator shows.
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

extension Visibility: Sendable {}
#endif
