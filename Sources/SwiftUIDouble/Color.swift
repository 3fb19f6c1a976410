#if os(Linux)
/// Double of SwiftUI's `Color`: only the colors the package uses, by name.
@frozen public struct Color: Hashable, CustomStringConvertible, Sendable {
    let name: String

    /// Double of `Color.clear`: a color that shows what is behind it.
    public static let clear: Color = Color(name: "clear")

    public var description: String { name }
}

extension Color: ShapeStyle {}

extension ShapeStyle where Self == Color {
    /// Double of `ShapeStyle.clear`: `Color.clear` where a style is asked for.
    @_alwaysEmitIntoClient public static var clear: Color { Color.clear }
}
#endif
