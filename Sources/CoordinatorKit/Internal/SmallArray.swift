/// A list that holds its first element in place and the others in an array: the lists the
/// runtime makes on every change (a plan's commands, a host's actions, the view controllers a push
/// makes) usually hold one element, and then need no allocation.
package struct SmallArray<Element> {
    /// The first element; `nil` only when the list is empty.
    @usableFromInline var head: Element?
    /// The elements after the first.
    @usableFromInline var rest: [Element]

    @inlinable package init() {
        head = nil
        rest = []
    }

    /// A list of one element.
    @inlinable package static func one(_ element: Element) -> SmallArray {
        var list = SmallArray()
        list.head = element
        return list
    }

    @inlinable package mutating func append(_ element: Element) {
        if case .none = head { head = element } else { rest.append(element) }
    }

    @inlinable package mutating func append(contentsOf other: SmallArray) {
        for element in other { append(element) }
    }

    /// Removes and returns the first element; the list must not be empty.
    @inlinable package mutating func removeFirst() -> Element {
        guard let first = head.take() else { preconditionFailure("SmallArray: removeFirst() on an empty list.") }
        if !rest.isEmpty { head = rest.removeFirst() }
        return first
    }

    @inlinable package static func + (lhs: SmallArray, rhs: SmallArray) -> SmallArray {
        var sum = lhs
        sum.append(contentsOf: rhs)
        return sum
    }
}

extension SmallArray: RandomAccessCollection {
    @inlinable package var startIndex: Int { 0 }
    @inlinable package var endIndex: Int { if case .none = head { 0 } else { rest.count &+ 1 } }

    @inlinable package subscript(position: Int) -> Element {
        if position == 0, let head { return head }
        return rest[position &- 1]
    }

    @inlinable package var isEmpty: Bool { if case .none = head { true } else { false } }
}

extension SmallArray: ExpressibleByArrayLiteral {
    @inlinable package init(arrayLiteral elements: Element...) {
        self.init()
        for element in elements { append(element) }
    }
}

extension SmallArray: Equatable where Element: Equatable {
    @inlinable package static func == (lhs: SmallArray, rhs: SmallArray) -> Bool {
        lhs.elementsEqual(rhs)
    }
}

extension SmallArray: Sendable where Element: Sendable {}
