#if os(Linux)
/// Double of SwiftUI's `UnitPoint`: a point in a view's coordinate space, from 0 to 1 on each axis.
@frozen
public struct UnitPoint: Hashable {
    /// Double of `UnitPoint.x`.
    public var x: CGFloat
    /// Double of `UnitPoint.y`.
    public var y: CGFloat

    /// Double of `UnitPoint.init()`: the top leading corner.
    public init() {
        self.init(x: 0, y: 0)
    }

    /// Double of `UnitPoint.init(x:y:)`.
    ///
    /// - Parameters:
    ///   - x: The horizontal position.
    ///   - y: The vertical position.
    public init(x: CGFloat, y: CGFloat) {
        self.x = x
        self.y = y
    }

    /// Double of `UnitPoint.center`.
    public static let center: UnitPoint = UnitPoint(x: 0.5, y: 0.5)
    /// Double of `UnitPoint.top`.
    public static let top: UnitPoint = UnitPoint(x: 0.5, y: 0)
    /// Double of `UnitPoint.bottom`.
    public static let bottom: UnitPoint = UnitPoint(x: 0.5, y: 1)
    /// Double of `UnitPoint.leading`.
    public static let leading: UnitPoint = UnitPoint(x: 0, y: 0.5)
    /// Double of `UnitPoint.trailing`.
    public static let trailing: UnitPoint = UnitPoint(x: 1, y: 0.5)
}

extension UnitPoint: Sendable {}
#endif
