public import Foundation

/// A stable identity for one thing in the navigation state: a screen, a layer or a coordinator.
///
/// Identities never change when an unrelated part of the state changes, so a host can keep
/// reusing the view controller or view it made for a screen. Each kind of thing has its own
/// identifier type (``ScreenID``, ``LayerID``, ``CoordinatorID``), so one cannot be passed for
/// another.
public struct Identifier<Subject>: Hashable, Sendable, Codable, CustomStringConvertible {
    /// The unique value behind the identity.
    public let rawValue: UUID

    /// Makes a new identity, different from every other one.
    public init() { rawValue = IdentifierSource.shared.next() }

    /// Rebuilds an identity from its raw value, as restoration does.
    package init(rawValue: UUID) { self.rawValue = rawValue }

    /// Hashes the identity's 16 bytes as two integers: the bytes `UUID` hashes one by one, in
    /// a fraction of the steps (hosts look up what they made for a screen several times per
    /// change).
    public func hash(into hasher: inout Hasher) {
        let (high, low) = halves
        hasher.combine(high)
        hasher.combine(low)
    }

    public static func == (lhs: Identifier, rhs: Identifier) -> Bool { lhs.halves == rhs.halves }

    /// The 16 bytes as two integers.
    private var halves: (UInt64, UInt64) {
        withUnsafeBytes(of: rawValue.uuid) { bytes in
            (
                bytes.loadUnaligned(fromByteOffset: 0, as: UInt64.self),
                bytes.loadUnaligned(fromByteOffset: 8, as: UInt64.self)
            )
        }
    }

    /// The last eight hex digits: enough to tell identities apart in a log.
    public var description: String { String(rawValue.uuidString.suffix(8)).lowercased() }

    public init(from decoder: any Decoder) throws {
        rawValue = try decoder.singleValueContainer().decode(UUID.self)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(rawValue)
    }
}

/// The identity of one screen in the navigation state.
public typealias ScreenID = Identifier<Screen>

/// The identity of one layer: the window root or one modal presentation.
public typealias LayerID = Identifier<Layer>

/// The identity of one coordinator, used as the owner of the screens it shows.
public typealias CoordinatorID = Identifier<CoordinatorIdentity>

/// The subject of ``CoordinatorID``: coordinators are classes, identities are values.
public enum CoordinatorIdentity {}

extension CoordinatorID {
    /// The owner of screens that no coordinator owns: state built by hand, in tests or by an app
    /// that uses the ``Navigator`` without coordinators.
    public static let app = CoordinatorID(rawValue: UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)))
}
