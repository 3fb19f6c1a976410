/// Something the shop sells.
public struct Product: Hashable, Sendable, Codable, Identifiable {
    /// What one customer wrote about a product.
    public struct Review: Hashable, Sendable, Codable {
        /// Who wrote it.
        public var author: String
        /// From 1 to 5.
        public var stars: Int
        /// What they wrote.
        public var text: String

        /// Makes a review.
        public init(author: String, stars: Int, text: String) {
            self.author = author
            self.stars = stars
            self.text = text
        }
    }

    /// The product's number in the catalog.
    public var id: Int
    /// Its name.
    public var name: String
    /// Its price.
    public var price: Money
    /// One sentence about it.
    public var summary: String
    /// What customers wrote, oldest first.
    public var reviews: [Review]

    /// Makes a product.
    public init(id: Int, name: String, price: Money, summary: String, reviews: [Review] = []) {
        self.id = id
        self.name = name
        self.price = price
        self.summary = summary
        self.reviews = reviews
    }

    /// The average of the reviews' stars, as `4.5`, or `nil` without reviews.
    public var rating: String? {
        guard !reviews.isEmpty else { return nil }
        let tenths = reviews.map(\.stars).reduce(0, +) * 10 / reviews.count
        return "\(tenths / 10).\(tenths % 10)"
    }
}
