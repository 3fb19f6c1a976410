import Foundation

/// Makes identities fast: a random 64-bit prefix drawn once per process, then a counter.
///
/// `UUID()` reads the system's random source on every call (three system calls on Linux), which
/// was most of the cost of a push. Identities only need to be unique: within a process the
/// counter guarantees it, and across processes (restored data) the random prefix makes a clash
/// as unlikely as one between random UUIDs.
///
/// The counter also tells new identities from old ones: an identity this source made after a
/// ``mark()`` was taken cannot be in any value that existed when it was taken, so a change
/// need not look for it there (see `NavigationState.checkNew`). The mark answers that by
/// itself, so validation needs only the mark it is given.
final class IdentifierSource: @unchecked Sendable {
    static let shared = IdentifierSource()

    /// A point in the sequence of identities a source makes.
    struct Mark {
        fileprivate let prefix: UInt64
        fileprivate let start: UInt64
        fileprivate let made: UInt64

        /// Whether `id` is new since this mark: its source made it after the mark was taken, so
        /// no value that existed then holds it.
        func isNew(_ id: UUID) -> Bool {
            let (high, low) = withUnsafeBytes(of: id.uuid) { bytes in
                (
                    UInt64(bigEndian: bytes.loadUnaligned(fromByteOffset: 0, as: UInt64.self)),
                    UInt64(bigEndian: bytes.loadUnaligned(fromByteOffset: 8, as: UInt64.self))
                )
            }
            return high == prefix && (low &- start) > made
        }
    }

    private let lock = NSLock()
    private let prefix = UInt64.random(in: .min ... .max)
    private let start: UInt64
    private var counter: UInt64

    private init() {
        start = UInt64.random(in: .min ... .max)
        counter = start
    }

    func next() -> UUID {
        lock.lock()
        counter &+= 1
        let value = counter
        lock.unlock()
        let high = prefix.bigEndian
        let low = value.bigEndian
        return withUnsafeBytes(of: (high, low)) { bytes in
            UUID(uuid: bytes.load(as: uuid_t.self))
        }
    }

    /// Where the sequence stands: every identity made so far is at or before it.
    func mark() -> Mark {
        lock.lock()
        defer { lock.unlock() }
        return Mark(prefix: prefix, start: start, made: counter &- start)
    }
}
