#if os(Linux)
/// Double of SwiftUI's `ShapeStyle`: a color or pattern to fill with.
///
/// Apple's requirements (`_apply(to:)`, `_makeView`) are left out: the double draws nothing, so a
/// style is only named (``Color``, a presentation's background).
public protocol ShapeStyle: Sendable {}
#endif
