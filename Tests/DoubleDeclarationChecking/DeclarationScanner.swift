#if os(Linux)
import Foundation

/// Finds the declarations in a Swift source file: each header with its leading attributes, its body, and
/// the requirements of the `extension … where …` it is declared in.
///
/// Line-based and deliberately simple (it reads the double's own, consistently formatted source): a
/// declaration starts on a line whose first word, after attributes and modifiers, is a declaration
/// keyword; its header runs until brackets balance, and ends at its first top-level `{`. Lines holding
/// only attributes attach to the next declaration. Declarations inside bodies are found as well; those
/// inside an `extension X where …` carry its requirements.
public enum DeclarationScanner {
    public struct Declaration: Sendable {
        public let header: String
        public let body: String?
        /// Requirements of the enclosing `extension … where …` blocks, e.g. `["Label == Text"]`.
        public let context: [String]
    }

    static let keywords: Set<String> = [
        "func", "init", "var", "let", "case", "class", "struct", "enum", "protocol", "typealias", "subscript",
        "extension", "associatedtype", "actor",
    ]
    static let skippedWords: Set<String> = DeclarationNormalizer.keptModifiers.union([
        "private", "fileprivate", "optional", "indirect",
    ])

    public static func declarations(in source: String) -> [Declaration] {
        scan(stripComments(source).components(separatedBy: "\n"), context: [])
    }

    private static func scan(_ lines: [String], context: [String]) -> [Declaration] {
        var result: [Declaration] = []
        var pendingAttributes: [String] = []
        var index = 0
        while index < lines.count {
            let line = lines[index].trimmingCharacters(in: .whitespaces)
            if line.isEmpty {
                index += 1
                continue
            }
            if isAttributeOnly(line) {
                pendingAttributes.append(line)
                index += 1
                continue
            }
            guard startsDeclaration(line) else {
                pendingAttributes = []
                index += 1
                continue
            }
            var header = line
            var last = index
            while bracketDepth(header) > 0, last + 1 < lines.count {
                last += 1
                header += " " + lines[last].trimmingCharacters(in: .whitespaces)
            }
            var body: String?
            var next = last + 1
            if let brace = DeclarationNormalizer.topLevelIndex(of: "{", in: header) {
                let remainder = String(header[brace...]) + "\n" + lines[(last + 1)...].joined(separator: "\n")
                let block = balancedBlock(remainder)
                body = block.contents
                next = last + block.newlines + 1
                header = String(header[..<brace])
            }
            result.append(Declaration(header: (pendingAttributes + [header]).joined(separator: " "), body: body, context: context))
            if let body {
                result += scan(body.components(separatedBy: "\n"), context: context + extensionRequirements(of: header))
            }
            pendingAttributes = []
            index = next
        }
        return result
    }

    /// The requirements of `extension X where …`; none for other declarations.
    static func extensionRequirements(of header: String) -> [String] {
        let words = DeclarationNormalizer.tokens(of: header)
        guard words.contains("extension"),
              let whereRange = DeclarationNormalizer.topLevelRange(of: " where ", in: header, angleBrackets: true) else { return [] }
        return DeclarationNormalizer.splitTopLevel(String(header[whereRange.upperBound...]), separator: ",")
    }

    /// Whether the first word after attributes and modifiers is a declaration keyword.
    static func startsDeclaration(_ line: String) -> Bool {
        for word in DeclarationNormalizer.tokens(of: line) {
            if word.hasPrefix("@") || DeclarationNormalizer.droppedModifiers.contains(word)
                || DeclarationNormalizer.setterRestrictions.contains(word) || skippedWords.contains(word) {
                continue
            }
            let keyword = word.prefix { $0.isLetter }
            return keywords.contains(String(keyword))
        }
        return false
    }

    static func isAttributeOnly(_ line: String) -> Bool {
        line.range(of: #"^(@\w+(\([^)]*\))?\s*)+$"#, options: .regularExpression) != nil
    }

    /// Depth of `(` and `[` still open at the end of `text`.
    static func bracketDepth(_ text: String) -> Int {
        var depth = 0
        for character in text {
            if character == "(" || character == "[" { depth += 1 }
            if character == ")" || character == "]" { depth -= 1 }
        }
        return depth
    }

    /// The contents of the `{ … }` block `text` starts with, skipping string literals, and how many line
    /// breaks precede its closing brace.
    static func balancedBlock(_ text: String) -> (contents: String, newlines: Int) {
        var depth = 0
        var inString = false
        var escaped = false
        var contents = ""
        var newlines = 0
        for character in text {
            if character == "\n" { newlines += 1 }
            if inString {
                if escaped { escaped = false } else if character == "\\" { escaped = true } else if character == "\"" { inString = false }
            } else if character == "\"" {
                inString = true
            } else if character == "{" {
                depth += 1
                if depth == 1 { continue }
            } else if character == "}" {
                depth -= 1
                if depth == 0 { return (contents, newlines) }
            }
            contents.append(character)
        }
        return (contents, newlines)
    }

    /// `source` without `//` and `/* */` comments (string literals kept).
    static func stripComments(_ source: String) -> String {
        var result = ""
        var characters = Array(source)[...]
        var inString = false
        while let character = characters.first {
            if inString {
                result.append(character)
                characters = characters.dropFirst()
                if character == "\\", let next = characters.first {
                    result.append(next)
                    characters = characters.dropFirst()
                } else if character == "\"" {
                    inString = false
                }
                continue
            }
            if character == "\"" {
                inString = true
                result.append(character)
                characters = characters.dropFirst()
            } else if characters.starts(with: "//") {
                while let next = characters.first, next != "\n" { characters = characters.dropFirst() }
            } else if characters.starts(with: "/*") {
                characters = characters.dropFirst(2)
                while !characters.isEmpty, !characters.starts(with: "*/") { characters = characters.dropFirst() }
                characters = characters.dropFirst(2)
            } else {
                result.append(character)
                characters = characters.dropFirst()
            }
        }
        return result
    }
}
#endif
