import Foundation

/// Makes identities fast: a random 64-bit prefix drawn once per process, then a counter.
///
/// `UUID()` reads the system's random source on every call (three system calls on Linux), which
/// was most of the cost of a push. Identities only need to be unique: within a process the
/// counter guarantees it, and across processes (restored data) the random prefix makes a clash
/// as unlikely as one between random UUIDs.
final class IdentifierSource: @unchecked Sendable {
    static let shared = IdentifierSource()

    private let lock = NSLock()
    private let prefix = UInt64.random(in: .min ... .max)
    private var counter = UInt64.random(in: .min ... .max)

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
}
