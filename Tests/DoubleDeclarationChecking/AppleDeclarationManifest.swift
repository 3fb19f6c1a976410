#if os(Linux)
public import Foundation

/// A double's `AppleDeclarations.manifest`, parsed, and its comparison with the double's source.
///
/// Each double of an Apple framework (`Sources/UIKitDouble`, `Sources/SwiftUIDouble`) keeps the manifest
/// next to its source; its test target loads it and asks for the three lists of problems:
///
/// ```swift
/// let manifest = try AppleDeclarationManifest.load(double: "SwiftUIDouble", origin: .swift)
/// #expect(try manifest.unsatisfiedEntries() == [])
/// #expect(try manifest.sectionsWithoutFiles() == [])
/// #expect(try manifest.publicDeclarationsAppleLacks(allowing: [:]) == [])
/// ```
public struct AppleDeclarationManifest: Sendable {
    /// How Apple's declarations reach Swift, which decides the rules only Apple's side follows.
    public enum Origin: Sendable {
        /// Imported from Objective-C headers (UIKit): methods that return a value are implicitly
        /// `@discardableResult`, protocol requirements may be `optional`.
        case objectiveC
        /// Declared in Swift (SwiftUI): the manifest text is the declaration as the `.swiftinterface` prints it.
        case swift
    }

    public struct Entry: Sendable {
        /// The `[Type]` section: the declaration must be in `Type.swift` or `Type+*.swift`.
        public let type: String
        /// Apple's declaration text.
        public let apple: String
        /// The double's declaration where Apple's cannot be written on Linux (`A ~> B`).
        public let substitute: String?
        public let line: Int
    }

    public let entries: [Entry]
    /// The double's source folder, `Sources/<module>`.
    public let sourcesDirectory: URL
    public let origin: Origin

    /// The package's root folder, found from this file's place in `Tests/DoubleDeclarationChecking`.
    public static let packageDirectory = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// Loads `Sources/<module>/AppleDeclarations.manifest`.
    public static func load(double module: String, origin: Origin) throws -> AppleDeclarationManifest {
        let directory = packageDirectory.appendingPathComponent("Sources").appendingPathComponent(module)
        let text = try String(contentsOf: directory.appendingPathComponent("AppleDeclarations.manifest"), encoding: .utf8)
        return parse(text, sourcesDirectory: directory, origin: origin)
    }

    public static func parse(_ text: String, sourcesDirectory: URL, origin: Origin) -> AppleDeclarationManifest {
        var entries: [Entry] = []
        var section = ""
        for (offset, rawLine) in text.components(separatedBy: "\n").enumerated() {
            let line = rawLine.trimmingCharacters(in: .whitespaces)
            if line.isEmpty || line.hasPrefix("#") { continue }
            if line.hasPrefix("[") && line.hasSuffix("]") {
                section = String(line.dropFirst().dropLast())
                continue
            }
            let parts = line.components(separatedBy: "~>")
            entries.append(Entry(
                type: section,
                apple: parts[0].trimmingCharacters(in: .whitespaces),
                substitute: parts.count > 1 ? parts[1].trimmingCharacters(in: .whitespaces) : nil,
                line: offset + 1
            ))
        }
        return AppleDeclarationManifest(entries: entries, sourcesDirectory: sourcesDirectory, origin: origin)
    }

    /// The double's source files for `type`: `Type.swift` and `Type+*.swift`.
    public func sourceFiles(for type: String) throws -> [URL] {
        try FileManager.default.contentsOfDirectory(at: sourcesDirectory, includingPropertiesForKeys: nil)
            .filter { $0.lastPathComponent == "\(type).swift" || $0.lastPathComponent.hasPrefix("\(type)+") }
    }

    /// Normalised declarations found in `sources`.
    public static func declarations(in sources: [String]) -> [DeclarationNormalizer.Form] {
        sources.flatMap(DeclarationScanner.declarations(in:)).map {
            DeclarationNormalizer.normalizeDouble($0.header, body: $0.body, context: $0.context)
        }
    }

    /// The normalised form of an entry: its substitute if it has one, else Apple's text.
    public func expectedForm(of entry: Entry) -> DeclarationNormalizer.Form {
        Self.expectedForm(apple: entry.apple, substitute: entry.substitute, origin: origin)
    }

    /// The normalised form the double must declare: `substitute`, carrying the `@available` attributes
    /// quoted before Apple's declaration, if there is one, else `apple`.
    public static func expectedForm(apple: String, substitute: String?, origin: Origin) -> DeclarationNormalizer.Form {
        guard let substitute else { return DeclarationNormalizer.normalizeApple(apple, origin: origin).form }
        let availability = DeclarationNormalizer.availabilityAttributes(of: apple)
        return DeclarationNormalizer.normalizeApple((availability + [substitute]).joined(separator: " "), origin: origin).form
    }

    /// Why `apple` (or its substitute) is not satisfied by `declarations`, or `nil` when it is.
    ///
    /// The `@available` attributes quoted before Apple's declaration are part of it: the double's
    /// declaration must carry exactly those, and a substitute takes them from Apple's side.
    public static func mismatch(
        apple: String, substitute: String?, declarations: [DeclarationNormalizer.Form], origin: Origin
    ) -> String? {
        let (appleForm, isOptional) = DeclarationNormalizer.normalizeApple(apple, origin: origin)
        let expected = expectedForm(apple: apple, substitute: substitute, origin: origin)
        if let substitute {
            if !DeclarationNormalizer.availabilityAttributes(of: substitute).isEmpty {
                return "a substitute takes the availability quoted before Apple's declaration: drop `@available` after `~>`"
            }
            if expected == appleForm {
                return "the substitute is the same as Apple's declaration: drop `~>`"
            }
        }
        let needed = isOptional ? 2 : 1
        let matches = declarations.filter { $0.satisfies(expected) }
        guard matches.count >= needed else {
            let sameButAvailability = declarations.filter {
                !$0.satisfies(expected) && $0.withoutAvailability.satisfies(expected.withoutAvailability)
            }
            if let differing = sameButAvailability.first, matches.count + sameButAvailability.count >= needed {
                return "the availability differs: Apple's is \(Self.describe(expected.availability)), "
                    + "the double's \(Self.describe(differing.availability)): expected `\(expected)`"
            }
            let what = isOptional && matches.count == 1
                ? "an optional requirement needs the requirement and a default implementation; found one"
                : "no declaration matches"
            return "\(what): expected `\(expected)`"
        }
        return nil
    }

    private static func describe(_ availability: [String]) -> String {
        availability.isEmpty ? "none" : "`" + availability.joined(separator: " ") + "`"
    }

    // MARK: The checks

    /// Entries no declaration of the double satisfies, each as `AppleDeclarations.manifest:<line> [Type] … — why`.
    public func unsatisfiedEntries() throws -> [String] {
        var problems: [String] = []
        for (type, entries) in Dictionary(grouping: entries, by: \.type).sorted(by: { $0.key < $1.key }) {
            let sources = try sourceFiles(for: type).map { try String(contentsOf: $0, encoding: .utf8) }
            let declarations = Self.declarations(in: sources)
            for entry in entries {
                if let problem = Self.mismatch(apple: entry.apple, substitute: entry.substitute, declarations: declarations, origin: origin) {
                    problems.append("AppleDeclarations.manifest:\(entry.line) [\(type)] \(entry.apple)\n  \(problem)")
                }
            }
        }
        return problems
    }

    /// Sections without a `Type.swift` or `Type+*.swift` file, and declarations before the first section.
    public func sectionsWithoutFiles() throws -> [String] {
        var problems: [String] = []
        for type in Set(entries.map(\.type)).sorted() {
            if type.isEmpty {
                problems.append("declarations before the first [Type] section")
            } else if try sourceFiles(for: type).isEmpty {
                problems.append("[\(type)]: no \(sourcesDirectory.lastPathComponent)/\(type).swift")
            }
        }
        return problems
    }

    /// Public declarations in the Apple-named files that the manifest does not list.
    ///
    /// The double's own test control is exempt when its name starts with `double` (`doubleRuntime`,
    /// `doubleRender()`); so is an `override` of a declaration the manifest lists in another section, and
    /// every normalised declaration in `doubleOnly`, whose values say why the double needs it. A key is the
    /// declaration's normalised form, allowed in every section, or `[Type] form`, allowed in that section only.
    public func publicDeclarationsAppleLacks(allowing doubleOnly: [String: String]) throws -> [String] {
        var problems: [String] = []
        let everywhere = entries.map(expectedForm(of:))
        for (type, entries) in Dictionary(grouping: entries, by: \.type).sorted(by: { $0.key < $1.key }) {
            let expected = entries.map(expectedForm(of:))
            for file in try sourceFiles(for: type) {
                let source = try String(contentsOf: file, encoding: .utf8)
                for declaration in DeclarationScanner.declarations(in: source) {
                    let words = DeclarationNormalizer.tokens(of: declaration.header)
                    guard words.contains("public") || words.contains("open") else { continue }
                    let form = DeclarationNormalizer.normalizeDouble(declaration.header, body: declaration.body, context: declaration.context)
                    if form.description.contains(" double") { continue }
                    if doubleOnly[form.description] != nil || doubleOnly["[\(type)] \(form)"] != nil { continue }
                    if words.contains("override"), everywhere.contains(where: { form.satisfies($0) }) { continue }
                    if !expected.contains(where: { form.satisfies($0) }) {
                        problems.append("\(file.lastPathComponent): `\(form)` is public but not in AppleDeclarations.manifest [\(type)]")
                    }
                }
            }
        }
        return problems
    }

    /// Keys of `doubleOnly` that no public declaration needs any more, so the allowance list cannot go stale.
    public func unneededAllowances(in doubleOnly: [String: String]) throws -> [String] {
        let allowed = try publicDeclarationsAppleLacks(allowing: doubleOnly).count
        return try doubleOnly.keys.sorted().filter { key in
            var without = doubleOnly
            without[key] = nil
            return try publicDeclarationsAppleLacks(allowing: without).count == allowed
        }
    }
}
#endif
