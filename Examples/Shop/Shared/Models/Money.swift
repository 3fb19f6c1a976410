/// An amount of money in cents, printed the same way on every machine: `$249.00`.
public struct Money: Hashable, Sendable, Codable, Comparable, CustomStringConvertible {
    /// The amount in cents.
    public var cents: Int

    /// Makes an amount.
    /// - Parameter cents: the amount in cents.
    public init(cents: Int) { self.cents = cents }

    /// Makes an amount of whole dollars.
    /// - Parameter dollars: the amount in dollars.
    public static func dollars(_ dollars: Int) -> Money { Money(cents: dollars * 100) }

    /// No money at all.
    public static let zero = Money(cents: 0)

    public var description: String {
        let remainder = cents % 100
        return "$\(cents / 100).\(remainder < 10 ? "0" : "")\(remainder)"
    }

    /// The sum of two amounts.
    public static func + (lhs: Money, rhs: Money) -> Money { Money(cents: lhs.cents + rhs.cents) }

    /// An amount times a quantity.
    public static func * (lhs: Money, rhs: Int) -> Money { Money(cents: lhs.cents * rhs) }

    public static func < (lhs: Money, rhs: Money) -> Bool { lhs.cents < rhs.cents }
}
