#if os(Linux)
/// Double of SwiftUI's `Edge`: an edge of a rectangle.
@frozen
public enum Edge: Int8, CaseIterable {
    case top, leading, bottom, trailing

    /// Double of SwiftUI's `Edge.Set`: a set of edges.
    @frozen public struct Set: OptionSet {
        public let rawValue: Int8

        /// Double of `Edge.Set.init(rawValue:)`.
        ///
        /// - Parameter rawValue: The edges' bits.
        public init(rawValue: Int8) {
            self.rawValue = rawValue
        }

        /// Double of `Edge.Set.top`.
        public static let top: Edge.Set = Edge.Set(.top)
        /// Double of `Edge.Set.leading`.
        public static let leading: Edge.Set = Edge.Set(.leading)
        /// Double of `Edge.Set.bottom`.
        public static let bottom: Edge.Set = Edge.Set(.bottom)
        /// Double of `Edge.Set.trailing`.
        public static let trailing: Edge.Set = Edge.Set(.trailing)
        /// Double of `Edge.Set.all`.
        public static let all: Edge.Set = [.top, .leading, .bottom, .trailing]
        /// Double of `Edge.Set.horizontal`.
        public static let horizontal: Edge.Set = [.leading, .trailing]
        /// Double of `Edge.Set.vertical`.
        public static let vertical: Edge.Set = [.top, .bottom]

        /// Double of `Edge.Set.init(_:)`: the set of one edge.
        ///
        /// - Parameter e: The edge.
        public init(_ e: Edge) {
            self.init(rawValue: 1 << e.rawValue)
        }
    }
}

extension Edge.Set: Sendable {}

extension Edge: Sendable {}
#endif
