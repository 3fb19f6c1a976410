// A stack's screens, stored so that versions of one stack share their bottom.
//
// The navigator keeps two versions of every stack: the target and what the host rendered. With
// one array behind both, the first change to the target copied every screen (one retain each)
// and freeing the replaced version released every screen again: a push cost O(depth). Here the
// screens live in full, immutable chunks of `chunkSize` screens, shared by reference between
// versions, plus a short mutable tail. A push or pop copies at most the tail; crossing a chunk
// boundary copies the array of chunk references (depth ÷ `chunkSize` pointers), and two versions
// of one stack compare and find their common bottom chunk by chunk, by identity.

/// The screens of one stack, root first, in shared chunks plus a tail.
struct ScreenList: RandomAccessCollection, Sendable {
    /// How many screens one shared chunk holds. A push or pop copies the tail (up to this many
    /// screens, one retain each) and, once per chunk, the chunk references (depth ÷ this): 8
    /// keeps both small from depth 1 to 10,000: 16 made a push and a pop at depth 10 cost more,
    /// and 64 made a push deeper in a chunk cost visibly more than one near its start (the
    /// measurements are in git's history of Benchmarks/README.md).
    static let chunkSize = 8

    /// A full run of `chunkSize` screens, never changed once made.
    final class Chunk: Sendable {
        let screens: [Screen]
        init(_ screens: [Screen]) { self.screens = screens }
    }

    /// Full chunks, bottom first: chunk `c` holds screens `c * chunkSize ..< (c + 1) * chunkSize`.
    private(set) var chunks: [Chunk] = []
    /// The screens above the chunks, at most `chunkSize`.
    private(set) var tail: [Screen] = []

    init() {}

    init(_ screens: some Sequence<Screen>) {
        // One allocation for a stack that fits in the tail, instead of one per doubling.
        tail.reserveCapacity(Swift.min(screens.underestimatedCount, Self.chunkSize))
        for screen in screens { append(screen) }
    }

    var startIndex: Int { 0 }
    var endIndex: Int { chunks.count &* Self.chunkSize &+ tail.count }
    var count: Int { endIndex }
    var isEmpty: Bool { chunks.isEmpty && tail.isEmpty }

    subscript(position: Int) -> Screen {
        let chunked = chunks.count &* Self.chunkSize
        if position >= chunked { return tail[position &- chunked] }
        return chunks[position / Self.chunkSize].screens[position % Self.chunkSize]
    }

    var first: Screen? { isEmpty ? nil : self[0] }
    var last: Screen? { tail.last ?? chunks.last?.screens.last }

    /// The screens as one array: the tail itself while the stack fits in it.
    var array: [Screen] {
        if chunks.isEmpty { return tail }
        var all: [Screen] = []
        all.reserveCapacity(count)
        appendScreens(to: &all)
        return all
    }

    /// Appends the screens from `start` up to `array`, a run of contiguous storage at a time
    /// (appending the list as a sequence would go one screen at a time).
    func appendScreens(from start: Int = 0, to array: inout [Screen]) {
        guard start < count else { return }
        var chunk = start / Self.chunkSize
        var offset = start % Self.chunkSize
        while chunk < chunks.count {
            array.append(contentsOf: chunks[chunk].screens[offset...])
            chunk += 1
            offset = 0
        }
        let inTail = Swift.max(start - chunks.count * Self.chunkSize, 0)
        array.append(contentsOf: tail[inTail...])
    }

    mutating func append(_ screen: Screen) {
        if tail.count == Self.chunkSize {
            chunks.append(Chunk(tail))
            tail = []
            tail.reserveCapacity(Self.chunkSize)
        }
        tail.append(screen)
    }

    mutating func append(contentsOf screens: some Sequence<Screen>) {
        for screen in screens { append(screen) }
    }

    /// Removes the screens from `index` up.
    mutating func removeSuffix(from index: Int) {
        precondition(index >= 0 && index <= count, "ScreenList: no index \(index) in \(count) screens.")
        let chunked = chunks.count * Self.chunkSize
        if index >= chunked {
            tail.removeSubrange((index - chunked)...)
        } else {
            let chunk = index / Self.chunkSize
            tail = Array(chunks[chunk].screens[..<(index % Self.chunkSize)])
            chunks.removeSubrange(chunk...)
        }
    }

    mutating func removeLast(_ k: Int = 1) {
        removeSuffix(from: count - k)
    }

    /// Removes every screen that matches; the rest keep their order.
    mutating func removeAll(where shouldBeRemoved: (Screen) throws -> Bool) rethrows {
        guard let first = try firstIndex(where: shouldBeRemoved) else { return }
        var kept = ScreenList()
        kept.chunks = Array(chunks.prefix(first / Self.chunkSize))
        for index in (kept.chunks.count * Self.chunkSize)..<count where try !shouldBeRemoved(self[index]) {
            kept.append(self[index])
        }
        self = kept
    }

    /// How many screens at the bottom both lists share, by identity. Chunks both lists hold by
    /// reference are skipped whole, so two versions of one stack compare in about
    /// depth ÷ `chunkSize` steps plus what changed, and in a few steps when they hold the same
    /// array of chunks.
    func commonPrefixCount(with other: ScreenList) -> Int {
        let limit = Swift.min(count, other.count)
        var chunk = sharedChunkCount(with: other)
        let sharedChunks = Swift.min(chunks.count, other.chunks.count)
        while chunk < sharedChunks, chunks[chunk] === other.chunks[chunk] { chunk += 1 }
        var index = chunk * Self.chunkSize
        if chunk == chunks.count, chunk == other.chunks.count {
            // Both tails start here: compare identities in place, copying no screen out.
            return index
                + tail.withUnsafeBufferPointer { mine in
                    other.tail.withUnsafeBufferPointer { theirs in
                        let shared = Swift.min(mine.count, theirs.count)
                        var offset = 0
                        while offset < shared, mine[offset].id == theirs[offset].id { offset += 1 }
                        return offset
                    }
                }
        }
        while index < limit, self[index].id == other[index].id { index += 1 }
        return index
    }

    /// Whether both lists hold the same screens, compared from the top so that versions that
    /// differ near the top stop at once; chunks held by reference in both are skipped whole.
    func elementsEqual(_ other: ScreenList) -> Bool {
        guard count == other.count else { return false }
        // One version copied whole (the rendered state after a command) holds the same storage.
        if sharesStorage(with: other) { return true }
        let aligned = Swift.min(chunks.count, other.chunks.count)
        // Above the chunks both have: at most a tail and one chunk, one screen at a time.
        var index = count - 1
        while index >= aligned * Self.chunkSize {
            guard self[index] == other[index] else { return false }
            index -= 1
        }
        let shared = sharedChunkCount(with: other)
        for chunk in stride(from: aligned - 1, through: shared, by: -1) where chunks[chunk] !== other.chunks[chunk] {
            guard Self.equalFromTheTop(chunks[chunk].screens, other.chunks[chunk].screens) else { return false }
        }
        return true
    }

    private static func equalFromTheTop(_ lhs: [Screen], _ rhs: [Screen]) -> Bool {
        lhs.withUnsafeBufferPointer { mine in
            rhs.withUnsafeBufferPointer { theirs in
                var index = mine.count - 1
                while index >= 0 {
                    guard mine[index] == theirs[index] else { return false }
                    index -= 1
                }
                return true
            }
        }
    }

    /// Whether both lists hold the very same chunks and tail: copies of one version.
    private func sharesStorage(with other: ScreenList) -> Bool {
        tail.sharesStorage(with: other.tail) && chunks.sharesStorage(with: other.chunks)
    }

    /// How many bottom chunks both lists certainly share: all of them when both hold one array of
    /// chunks (versions of a stack that changed only in its tail).
    private func sharedChunkCount(with other: ScreenList) -> Int {
        chunks.sharesStorage(with: other.chunks) ? chunks.count : 0
    }

    /// Checks the layout, in tests: full chunks, a tail no longer than one chunk.
    func checkInvariants() {
        for chunk in chunks {
            precondition(
                chunk.screens.count == Self.chunkSize, "ScreenList: a chunk of \(chunk.screens.count) screens.")
        }
        precondition(tail.count <= Self.chunkSize, "ScreenList: a tail of \(tail.count) screens.")
    }
}
