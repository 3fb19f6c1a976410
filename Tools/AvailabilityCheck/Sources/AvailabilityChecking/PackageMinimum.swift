import Foundation

/// The minimum systems a package manifest declares: `.iOS(.v13)`, `.macOS(.v10_15)`.
public enum PackageMinimum {
    public struct Missing: Error, CustomStringConvertible {
        public var description: String { "Package.swift declares no platforms: nothing to check against" }
    }

    /// The versions named in the manifest's `platforms:`; Mac Catalyst follows iOS.
    public static func read(from manifest: String) throws -> Availability {
        let names: [String: Platform] = ["iOS": .iOS, "macCatalyst": .macCatalyst, "macOS": .macOS, "tvOS": .tvOS, "watchOS": .watchOS]
        var versions: [Platform: Version] = [:]
        let pattern = try NSRegularExpression(pattern: #"\.(iOS|macCatalyst|macOS|tvOS|watchOS)\(\.v([0-9_]+)\)"#)
        let range = NSRange(manifest.startIndex..., in: manifest)
        for match in pattern.matches(in: manifest, range: range) {
            guard let name = Range(match.range(at: 1), in: manifest), let number = Range(match.range(at: 2), in: manifest),
                  let platform = names[String(manifest[name])],
                  let version = Version(manifest[number].replacingOccurrences(of: "_", with: ".")) else { continue }
            versions[platform] = version
        }
        guard !versions.isEmpty else { throw Missing() }
        return Availability(versions)
    }
}

extension Availability {
    /// `iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0`.
    public var summary: String {
        Platform.allCases.compactMap { platform in versions[platform].map { "\(platform.rawValue) \($0)" } }.joined(separator: ", ")
    }
}

extension DeclarationIndex {
    /// How many declarations need more than the minimum.
    public var gatedCount: Int {
        declarations.values.joined().filter { !minimum.shortfall(of: $0.requirement).isEmpty }.count
    }
}
