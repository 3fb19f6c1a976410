#if os(Linux)
/// Double of SwiftUI's `HorizontalAlignment`: how a ``VStack`` lines up its views (not modelled: the double does no layout).
@frozen
public struct HorizontalAlignment: Equatable {
    /// The alignment's name, for equality.
    let name: String
}

extension HorizontalAlignment {
    /// Double of `HorizontalAlignment.leading`.
    public static let leading: HorizontalAlignment = HorizontalAlignment(name: "leading")

    /// Double of `HorizontalAlignment.center`.
    public static let center: HorizontalAlignment = HorizontalAlignment(name: "center")

    /// Double of `HorizontalAlignment.trailing`.
    public static let trailing: HorizontalAlignment = HorizontalAlignment(name: "trailing")
}

extension HorizontalAlignment: Sendable {}
#endif
