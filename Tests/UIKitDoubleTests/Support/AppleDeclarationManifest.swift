import Foundation

/// The double's `AppleDeclarations.manifest`, parsed, and its comparison with the double's source.
struct AppleDeclarationManifest {
    struct Entry {
        /// The `[Type]` section: the declaration must be in `Type.swift` or `Type+*.swift`.
        let type: String
        /// Apple's declaration text.
        let apple: String
        /// The double's declaration where Apple's cannot be written on Linux (`A ~> B`).
        let substitute: String?
        let line: Int
    }

    let entries: [Entry]

    static let sourcesDirectory = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Sources/UIKitDouble")

    static func load() throws -> AppleDeclarationManifest {
        let text = try String(contentsOf: sourcesDirectory.appendingPathComponent("AppleDeclarations.manifest"), encoding: .utf8)
        return parse(text)
    }

    static func parse(_ text: String) -> AppleDeclarationManifest {
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
        return AppleDeclarationManifest(entries: entries)
    }

    /// The double's source files for `type`: `Type.swift` and `Type+*.swift`.
    static func sourceFiles(for type: String) throws -> [URL] {
        try FileManager.default.contentsOfDirectory(at: sourcesDirectory, includingPropertiesForKeys: nil)
            .filter { $0.lastPathComponent == "\(type).swift" || $0.lastPathComponent.hasPrefix("\(type)+") }
    }

    /// Normalised declarations found in `sources`.
    static func declarations(in sources: [String]) -> [DeclarationNormalizer.Form] {
        sources.flatMap(DeclarationScanner.declarations(in:)).map { DeclarationNormalizer.normalizeDouble($0.header, body: $0.body) }
    }

    /// Why `apple` (or its substitute) is not satisfied by `declarations`, or `nil` when it is.
    static func mismatch(apple: String, substitute: String?, declarations: [DeclarationNormalizer.Form]) -> String? {
        let (appleForm, isOptional) = DeclarationNormalizer.normalizeApple(apple)
        let expected: DeclarationNormalizer.Form
        if let substitute {
            let substituteForm = DeclarationNormalizer.normalizeApple(substitute).form
            if substituteForm == appleForm {
                return "the substitute is the same as Apple's declaration: drop `~>`"
            }
            expected = substituteForm
        } else {
            expected = appleForm
        }
        let matches = declarations.filter { $0.satisfies(expected) }.count
        let needed = isOptional ? 2 : 1
        guard matches >= needed else {
            let what = isOptional && matches == 1
                ? "an optional requirement needs the requirement and a default implementation; found one"
                : "no declaration matches"
            return "\(what): expected `\(expected)`"
        }
        return nil
    }
}
