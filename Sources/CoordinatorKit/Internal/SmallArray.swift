/// A list that holds its first element in place and the others in an array: the lists the
/// runtime makes on every change (a plan's commands, a host's actions, the view controllers a push
/// makes) usually hold one element, and then need no allocation.
///
/// Usable from inline code, and its members inlinable, so that the adapters, which keep lists of
/// their own types in it, get code made for those types rather than generic code.
@usableFromInline package struct SmallArray<Element> {
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

// Every requirement the runtime uses is written out, inlinable: the standard library's default
// implementations would run unspecialized when a list is used from another module.
extension SmallArray: RandomAccessCollection {
    @inlinable package var startIndex: Int { 0 }
    @inlinable package var endIndex: Int { count }
    @inlinable package var indices: Range<Int> { 0..<count }
    @inlinable package var count: Int { if case .none = head { 0 } else { rest.count &+ 1 } }
    @inlinable package var isEmpty: Bool { if case .none = head { true } else { false } }

    @inlinable package func index(after index: Int) -> Int { index &+ 1 }
    @inlinable package func index(before index: Int) -> Int { index &- 1 }
    @inlinable package func index(_ index: Int, offsetBy distance: Int) -> Int { index &+ distance }
    @inlinable package func distance(from start: Int, to end: Int) -> Int { end &- start }

    @inlinable package subscript(position: Int) -> Element {
        if position == 0, let head { return head }
        return rest[position &- 1]
    }

    @inlinable package func makeIterator() -> Iterator { Iterator(list: self) }

    /// The elements in order: the first, then the others.
    @usableFromInline package struct Iterator: IteratorProtocol {
        @usableFromInline var head: Element?
        @usableFromInline var rest: IndexingIterator<[Element]>

        @inlinable init(list: SmallArray) {
            head = list.head
            rest = list.rest.makeIterator()
        }

        @inlinable package mutating func next() -> Element? {
            if let first = head.take() { return first }
            return rest.next()
        }
    }
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
