// Versions of the state share the storage of what did not change (arrays are copied on write).
// Two arrays that hold the very same storage are equal whatever their elements, which lets the
// runtime tell an unchanged part from a changed one without comparing it element by element.

extension Array {
    /// Whether both arrays are copies of one array, unchanged since: then they are equal.
    @inlinable package func sharesStorage(with other: [Element]) -> Bool {
        withUnsafeBufferPointer { mine in
            other.withUnsafeBufferPointer { theirs in
                mine.baseAddress == theirs.baseAddress && mine.count == theirs.count
            }
        }
    }
}

extension ArraySlice {
    /// Whether both slices are the same elements of one array's storage: then they are equal.
    @inlinable package func sharesStorage(with other: ArraySlice<Element>) -> Bool {
        withUnsafeBufferPointer { mine in
            other.withUnsafeBufferPointer { theirs in
                mine.baseAddress == theirs.baseAddress && mine.count == theirs.count
            }
        }
    }
}
