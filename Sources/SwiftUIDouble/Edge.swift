#if os(Linux)
/// Double of SwiftUI's `Edge`: an edge of a rectangle.
@frozen
public enum Edge: Int8, CaseIterable {
    case top
    case leading
    case bottom
    case trailing
}
#endif
