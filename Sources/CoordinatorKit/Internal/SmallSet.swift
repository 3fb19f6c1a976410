/// A set for the few elements the runtime usually collects in one change (the owners of the
/// screens that changed, the screens still shown that the target lacks): looked through in
/// place while small, hashed once it holds more than ``hashingThreshold`` elements.
@usableFromInline package struct SmallSet<Element: Hashable> {
    /// The size above which hashing an element costs less than looking through the others.
    @usableFromInline static var hashingThreshold: Int { 16 }

    @usableFromInline var few: SmallArray<Element> = []
    @usableFromInline var many: Set<Element>?

    @inlinable package init() {}

    @inlinable package init(_ elements: some Sequence<Element>) {
        for element in elements { insert(element) }
    }

    @inlinable package var isEmpty: Bool { few.isEmpty && (many?.isEmpty ?? true) }

    @inlinable package func contains(_ element: Element) -> Bool {
        if let many { return many.contains(element) }
        for member in few where member == element { return true }
        return false
    }

    /// The elements that `isIncluded` keeps.
    package func filter(_ isIncluded: (Element) -> Bool) -> SmallSet {
        if let many { return SmallSet(many.filter(isIncluded)) }
        return SmallSet(few.filter(isIncluded))
    }

    /// Adds `element`; returns whether it was new.
    @inlinable @discardableResult
    package mutating func insert(_ element: Element) -> Bool {
        if let inserted = many?.insert(element).inserted { return inserted }
        if contains(element) { return false }
        if few.count < Self.hashingThreshold {
            few.append(element)
        } else {
            var hashed = Set(few)
            hashed.insert(element)
            many = hashed
            few = []
        }
        return true
    }
}
