public import SwiftSyntax

/// An Apple platform, as `@available` and `#available` name it.
///
/// visionOS is left out: its versions are inferred from iOS's in ways this check does not model,
/// and no visionOS SDK was at hand to compare with.
public enum Platform: String, CaseIterable, Sendable, Comparable {
    case iOS, macCatalyst, macOS, tvOS, watchOS

    /// The platform an availability argument names; `nil` for others (`visionOS`, `*`, the
    /// application-extension variants).
    init?(argument name: String) {
        switch name {
        case "iOS": self = .iOS
        case "macCatalyst": self = .macCatalyst
        case "macOS", "OSX": self = .macOS
        case "tvOS": self = .tvOS
        case "watchOS": self = .watchOS
        default: return nil
        }
    }

    public static func < (left: Platform, right: Platform) -> Bool {
        allCases.firstIndex(of: left)! < allCases.firstIndex(of: right)!
    }
}

/// A system version, `14.0` or `10.15`.
public struct Version: Comparable, Sendable, CustomStringConvertible {
    public let components: [Int]

    public init(_ components: [Int]) {
        // `14` and `14.0` are the same version.
        var components = components
        while components.count > 1, components.last == 0 { components.removeLast() }
        self.components = components
    }

    /// A version as written in source: `14`, `14.0`, `10.15`; `nil` if it is not one.
    public init?(_ text: String) {
        let parts = text.split(separator: ".").map { Int($0) }
        guard !parts.isEmpty, !parts.contains(nil) else { return nil }
        self.init(parts.compactMap { $0 })
    }

    public static func < (left: Version, right: Version) -> Bool {
        for index in 0..<max(left.components.count, right.components.count) {
            let l = index < left.components.count ? left.components[index] : 0
            let r = index < right.components.count ? right.components[index] : 0
            if l != r { return l < r }
        }
        return false
    }

    public var description: String {
        components.count == 1 ? "\(components[0]).0" : components.map(String.init).joined(separator: ".")
    }
}

/// The lowest version of each platform that some code can count on, or that a declaration needs.
///
/// A platform it does not name is "any version" as a requirement, and the package's minimum as a
/// guarantee. Mac Catalyst follows iOS unless it is named, as Swift's availability does.
public struct Availability: Sendable, Equatable {
    public private(set) var versions: [Platform: Version]

    public init(_ versions: [Platform: Version] = [:]) {
        self.versions = versions
    }

    /// The version of `platform` this availability names, Mac Catalyst taking iOS's.
    public func version(of platform: Platform) -> Version? {
        versions[platform] ?? (platform == .macCatalyst ? versions[.iOS] : nil)
    }

    /// This availability, raised to `other`'s version on each platform where that is higher.
    public func raised(to other: Availability) -> Availability {
        var raised = self
        for platform in Platform.allCases {
            guard let version = other.version(of: platform) else { continue }
            if let own = raised.version(of: platform), own >= version { continue }
            raised.versions[platform] = version
        }
        return raised
    }

    /// The platforms on which `requirement` asks for more than this availability guarantees, with
    /// the version it asks for.
    public func shortfall(of requirement: Availability) -> [(Platform, Version)] {
        Platform.allCases.compactMap { platform in
            guard let needed = requirement.version(of: platform) else { return nil }
            if let guaranteed = version(of: platform), guaranteed >= needed { return nil }
            return (platform, needed)
        }
    }

    /// The versions of `@available` attributes (platform and version forms, and
    /// `@available(iOS, introduced: 14.0)`); `nil` when an attribute makes the declaration
    /// unavailable everywhere (`@available(*, unavailable)`), which no code can call.
    public init?(attributes: AttributeListSyntax) {
        var availability = Availability()
        for element in attributes {
            guard case .attribute(let attribute) = element,
                  attribute.attributeName.trimmedDescription == "available",
                  case .availability(let arguments)? = attribute.arguments else { continue }
            let names = arguments.compactMap { argument -> String? in
                if case .token(let token) = argument.argument { return token.text }
                return nil
            }
            if names.first == "*", names.contains("unavailable") { return nil }
            availability = availability.raised(to: Availability(arguments: arguments))
        }
        self = availability
    }

    /// The versions an availability argument list names: `iOS 14.0, tvOS 14.0, *` or
    /// `iOS, introduced: 14.0`.
    public init(arguments: AvailabilityArgumentListSyntax) {
        var versions: [Platform: Version] = [:]
        var named: Platform?
        for argument in arguments {
            switch argument.argument {
            case .availabilityVersionRestriction(let restriction):
                guard let platform = Platform(argument: restriction.platform.text),
                      let text = restriction.version?.trimmedDescription,
                      let version = Version(text) else { continue }
                versions[platform] = version
            case .token(let token):
                named = Platform(argument: token.text)
            case .availabilityLabeledArgument(let labeled):
                guard labeled.label.text == "introduced", let platform = named,
                      case .version(let tuple) = labeled.value,
                      let version = Version(tuple.trimmedDescription) else { continue }
                versions[platform] = version
            @unknown default:
                continue
            }
        }
        self.init(versions)
    }
}
