#if os(Linux)
/// Double of SwiftUI's `Edge`: an edge of a rectangle.
@frozen
public enum Edge: Int8, CaseIterable {
    case top, leading, bottom, trailing
}

extension Edge: Sendable {}
#endif
