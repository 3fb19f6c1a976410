/// A list that holds a single element in place, and only a longer list in an array: the lists
/// the runtime makes on every change (a plan's commands, a host's actions, the view controllers a
/// push makes) usually hold none or one element, and then need no allocation.
///
/// Usable from inline code, and its members inlinable, so that the adapters, which keep lists of
/// their own types in it, get code made for those types rather than generic code.
@usableFromInline package struct SmallArray<Element> {
    @usableFromInline enum Storage {
        case none
        case one(Element)
        /// Two elements or more.
        case several([Element])
    }

    @usableFromInline var storage: Storage

    @inlinable package init() {
        storage = .none
    }

    /// A list of one element.
    @inlinable package static func one(_ element: Element) -> SmallArray {
        var list = SmallArray()
        list.storage = .one(element)
        return list
    }

    @inlinable package mutating func append(_ element: Element) {
        switch storage {
        case .none:
            storage = .one(element)
        case .one(let first):
            storage = .several([first, element])
        case .several(var list):
            // Let go of the stored array first, so that it is appended to in place.
            storage = .none
            list.append(element)
            storage = .several(list)
        }
    }

    @inlinable package mutating func append(contentsOf other: SmallArray) {
        for element in other { append(element) }
    }

    /// Removes and returns the first element; the list must not be empty.
    @inlinable package mutating func removeFirst() -> Element {
        switch storage {
        case .none:
            preconditionFailure("SmallArray: removeFirst() on an empty list.")
        case .one(let only):
            storage = .none
            return only
        case .several(var list):
            storage = .none
            let first = list.removeFirst()
            storage = list.count == 1 ? .one(list[0]) : .several(list)
            return first
        }
    }

    @inlinable package static func + (lhs: SmallArray, rhs: SmallArray) -> SmallArray {
        var sum = lhs
        sum.append(contentsOf: rhs)
        return sum
    }
}

// Every requirement the runtime uses is written out, inlinable: the standard library's default
// implementations would make the adapters' loops generic code.
extension SmallArray: RandomAccessCollection {
    @inlinable package var startIndex: Int { 0 }
    @inlinable package var endIndex: Int { count }
    @inlinable package var indices: Range<Int> { 0..<count }

    @inlinable package var count: Int {
        switch storage {
        case .none: 0
        case .one: 1
        case .several(let list): list.count
        }
    }

    @inlinable package var isEmpty: Bool {
        if case .none = storage { true } else { false }
    }

    @inlinable package func index(after index: Int) -> Int { index &+ 1 }
    @inlinable package func index(before index: Int) -> Int { index &- 1 }
    @inlinable package func index(_ index: Int, offsetBy distance: Int) -> Int { index &+ distance }
    @inlinable package func distance(from start: Int, to end: Int) -> Int { end &- start }

    @inlinable package subscript(position: Int) -> Element {
        switch storage {
        case .none: preconditionFailure("SmallArray: index \(position) of an empty list.")
        case .one(let only):
            precondition(position == 0, "SmallArray: index \(position) of a list of one.")
            return only
        case .several(let list): return list[position]
        }
    }

    @inlinable package func makeIterator() -> Iterator {
        switch storage {
        case .none: Iterator(state: .done)
        case .one(let only): Iterator(state: .one(only))
        case .several(let list): Iterator(state: .several(list.makeIterator()))
        }
    }

    /// The elements in order.
    @usableFromInline package struct Iterator: IteratorProtocol {
        @usableFromInline enum State {
            case done
            case one(Element)
            case several(IndexingIterator<[Element]>)
        }

        @usableFromInline var state: State

        @inlinable init(state: State) {
            self.state = state
        }

        @inlinable package mutating func next() -> Element? {
            switch state {
            case .done:
                return nil
            case .one(let only):
                state = .done
                return only
            case .several(var rest):
                state = .done
                guard let element = rest.next() else { return nil }
                state = .several(rest)
                return element
            }
        }
    }
}

extension SmallArray: ExpressibleByArrayLiteral {
    @inlinable package init(arrayLiteral elements: Element...) {
        switch elements.count {
        case 0: storage = .none
        case 1: storage = .one(elements[0])
        default: storage = .several(elements)
        }
    }
}

extension SmallArray: Equatable where Element: Equatable {
    @inlinable package static func == (lhs: SmallArray, rhs: SmallArray) -> Bool {
        lhs.elementsEqual(rhs)
    }
}

extension SmallArray: Sendable where Element: Sendable {}
extension SmallArray.Storage: Sendable where Element: Sendable {}
