import Foundation

/// Reduces a Swift declaration to the form in which Apple's manifest text and the double's source are compared.
///
/// What the comparison ignores, on both sides:
/// - whitespace and line breaks, and spacing around `( ) [ ] < > , : ? ! ->`;
/// - `open`, `public`, `internal`, `package`, `override`, `final`, `dynamic` (UIKit members are imported
///   `open`; the double writes `public` where Swift requires it, e.g. initializers), `@preconcurrency`
///   (imported Objective-C is implicitly `@preconcurrency`) and `@available(…)` (not enforced on Linux);
/// - bodies of functions and initializers, and initial values of properties;
/// - how a property is implemented: a stored `var`, or a computed one with a setter, is `{ get set }`;
///   a `let`, a `private(set) var`, or a computed one without a setter is `{ get }`.
///
/// What it keeps: names, argument labels and parameter names, types and optionality, default
/// arguments, `@MainActor`, `@discardableResult`, `@escaping`, `required`, `convenience`, `static`,
/// `weak`, `unowned(unsafe)`, `nonisolated`, enum raw values.
///
/// Apple-only rules (applied to manifest text): `optional` is dropped and the double must then have
/// the requirement plus a default implementation (two matching declarations); a `func` that returns
/// a value must be `@discardableResult` (imported Objective-C methods are implicitly discardable).
/// Type declarations match when attributes, kind, name and the first inherited type agree and every
/// further conformance of the double is one Apple declares (the double may omit ones it does not model).
enum DeclarationNormalizer {
    /// A declaration after normalisation.
    enum Form: Equatable, CustomStringConvertible {
        case member(String)
        case type(attributes: String, kind: String, name: String, inheritance: [String])

        var description: String {
            switch self {
            case .member(let text):
                text
            case .type(let attributes, let kind, let name, let inheritance):
                ([attributes, kind, name].filter { !$0.isEmpty }.joined(separator: " "))
                    + (inheritance.isEmpty ? "" : ": " + inheritance.joined(separator: ", "))
            }
        }

        /// Whether the double's declaration `self` satisfies Apple's `apple`.
        func satisfies(_ apple: Form) -> Bool {
            switch (self, apple) {
            case (.member(let mine), .member(let theirs)):
                return mine == theirs
            case (.type(let myAttributes, let myKind, let myName, let mine), .type(let theirAttributes, let theirKind, let theirName, let theirs)):
                guard myAttributes == theirAttributes, myKind == theirKind, myName == theirName else { return false }
                guard mine.first == theirs.first else { return false }
                return mine.dropFirst().allSatisfy { theirs.dropFirst().contains($0) }
            default:
                return false
            }
        }
    }

    static let droppedModifiers: Set<String> = ["open", "public", "internal", "package", "override", "final", "dynamic"]
    static let setterRestrictions: Set<String> = ["private(set)", "fileprivate(set)", "internal(set)", "package(set)"]
    static let typeKinds: Set<String> = ["class", "struct", "enum", "protocol", "actor"]

    /// Normalises Apple's manifest text; `isOptionalRequirement` tells whether it carried `optional`.
    static func normalizeApple(_ text: String) -> (form: Form, isOptionalRequirement: Bool) {
        var words = tokens(of: text)
        let isOptional = words.contains("optional")
        words.removeAll { $0 == "optional" }
        var form = normalize(words: words, body: nil)
        if case .member(let member) = form, member.contains("func "), returnsValue(member), !member.hasPrefix("@discardableResult") {
            form = .member("@discardableResult " + member)
        }
        return (form, isOptional)
    }

    /// Normalises one of the double's declarations: its header, and the body of a property if it has one.
    static func normalizeDouble(_ header: String, body: String?) -> Form {
        normalize(words: tokens(of: header), body: body)
    }

    // MARK: Steps

    /// Words of the declaration, keeping parenthesised groups such as `@available(iOS 13, *)` or `unowned(unsafe)` whole.
    static func tokens(of text: String) -> [String] {
        var words: [String] = []
        var current = ""
        var depth = 0
        for character in text {
            if character == "(" || character == "[" || character == "<" { depth += 1 }
            if character == ")" || character == "]" || (character == ">" && !current.hasSuffix("-")) { depth -= 1 }
            if character.isWhitespace && depth <= 0 {
                if !current.isEmpty { words.append(current) }
                current = ""
            } else {
                current.append(character)
            }
        }
        if !current.isEmpty { words.append(current) }
        return words
    }

    private static func normalize(words input: [String], body: String?) -> Form {
        var attributes: [String] = []
        var modifiers: [String] = []
        var setterIsRestricted = false
        var index = 0
        // Leading attributes and modifiers, up to the introducing keyword.
        while index < input.count {
            let word = input[index]
            if word.hasPrefix("@") {
                if word != "@preconcurrency" && !word.hasPrefix("@available") {
                    attributes.append(word)
                }
            } else if droppedModifiers.contains(word) {
                // Ignored.
            } else if setterRestrictions.contains(word) {
                setterIsRestricted = true
            } else if ["required", "convenience", "static", "weak", "unowned", "unowned(unsafe)", "nonisolated", "mutating", "lazy"].contains(word)
                        || (word == "class" && index + 1 < input.count && ["var", "let", "func"].contains(input[index + 1])) {
                modifiers.append(word)
            } else {
                break
            }
            index += 1
        }
        guard index < input.count else { return .member(spacing(input.joined(separator: " "))) }
        let keyword = input[index]
        let rest = Array(input[(index + 1)...])

        if typeKinds.contains(keyword) {
            return normalizeType(attributes: attributes, kind: keyword, rest: rest.joined(separator: " "))
        }
        let prefix = (attributes + modifiers).joined(separator: " ")
        if keyword == "var" || keyword == "let" {
            return .member(normalizeProperty(prefix: prefix, isLet: keyword == "let", rest: rest.joined(separator: " "), body: body, setterIsRestricted: setterIsRestricted))
        }
        let declaration = ([prefix, keyword] + rest).filter { !$0.isEmpty }.joined(separator: " ")
        return .member(spacing(stripTopLevelBody(declaration)))
    }

    private static func normalizeType(attributes: [String], kind: String, rest: String) -> Form {
        let header = stripTopLevelBody(rest)
        let name: String
        var inheritance: [String] = []
        if let colon = header.firstIndex(of: ":") {
            name = header[..<colon].trimmingCharacters(in: .whitespaces)
            inheritance = splitTopLevel(String(header[header.index(after: colon)...]), separator: ",")
                .map { spacing($0) }
                .filter { !$0.isEmpty }
        } else {
            name = header.trimmingCharacters(in: .whitespaces)
        }
        return .type(attributes: attributes.joined(separator: " "), kind: kind, name: name, inheritance: inheritance)
    }

    private static func normalizeProperty(prefix: String, isLet: Bool, rest: String, body: String?, setterIsRestricted: Bool) -> String {
        var signature = rest
        var accessorText = body
        if let brace = topLevelIndex(of: "{", in: signature) {
            accessorText = String(signature[signature.index(after: brace)...])
            signature = String(signature[..<brace])
        }
        if let equals = topLevelIndex(of: "=", in: signature) {
            signature = String(signature[..<equals])
            accessorText = nil
        }
        let hasSetter: Bool
        if isLet || setterIsRestricted {
            hasSetter = false
        } else if let accessorText {
            hasSetter = accessorText.range(of: #"(?<![.\w])(set|didSet|willSet)(?!\w)"#, options: .regularExpression) != nil
        } else {
            hasSetter = true
        }
        let declaration = [prefix, "var", spacing(signature)].filter { !$0.isEmpty }.joined(separator: " ")
        return declaration + (hasSetter ? " { get set }" : " { get }")
    }

    // MARK: Text helpers

    /// Canonical spacing: single spaces, none inside brackets or before `, : ? !`, one after `,` and `:`.
    static func spacing(_ text: String) -> String {
        var result = text.replacingOccurrences(of: #"\s+"#, with: " ", options: .regularExpression)
        result = result.replacingOccurrences(of: #"\s*->\s*"#, with: " -> ", options: .regularExpression)
        result = result.replacingOccurrences(of: #"\s+([,:)\]?!])"#, with: "$1", options: .regularExpression)
        result = result.replacingOccurrences(of: #"([(\[])\s+"#, with: "$1", options: .regularExpression)
        result = result.replacingOccurrences(of: #"\s+>"#, with: ">", options: .regularExpression)
        result = result.replacingOccurrences(of: #"<\s+"#, with: "<", options: .regularExpression)
        result = result.replacingOccurrences(of: #"([,:])(?=\S)"#, with: "$1 ", options: .regularExpression)
        result = result.replacingOccurrences(of: " - > ", with: " -> ")
        return result.trimmingCharacters(in: .whitespaces)
    }

    /// Whether a normalised function declaration returns something other than `Void`.
    static func returnsValue(_ declaration: String) -> Bool {
        guard let arrow = topLevelRange(of: " -> ", in: declaration) else { return false }
        let result = declaration[arrow.upperBound...].trimmingCharacters(in: .whitespaces)
        return result != "Void" && result != "()"
    }

    /// `text` up to its first `{` outside brackets.
    static func stripTopLevelBody(_ text: String) -> String {
        guard let brace = topLevelIndex(of: "{", in: text) else { return text }
        return String(text[..<brace])
    }

    static func topLevelIndex(of target: Character, in text: String) -> String.Index? {
        var depth = 0
        var index = text.startIndex
        while index < text.endIndex {
            let character = text[index]
            if depth == 0 && character == target { return index }
            if character == "(" || character == "[" { depth += 1 }
            if character == ")" || character == "]" { depth -= 1 }
            index = text.index(after: index)
        }
        return nil
    }

    static func topLevelRange(of target: String, in text: String) -> Range<String.Index>? {
        var depth = 0
        var index = text.startIndex
        while index < text.endIndex {
            let character = text[index]
            if depth == 0, text[index...].hasPrefix(target) {
                return index..<text.index(index, offsetBy: target.count)
            }
            if character == "(" || character == "[" { depth += 1 }
            if character == ")" || character == "]" { depth -= 1 }
            index = text.index(after: index)
        }
        return nil
    }

    static func splitTopLevel(_ text: String, separator: Character) -> [String] {
        var parts: [String] = []
        var current = ""
        var depth = 0
        for character in text {
            if character == "(" || character == "[" || character == "<" { depth += 1 }
            if character == ")" || character == "]" || character == ">" { depth -= 1 }
            if character == separator && depth == 0 {
                parts.append(current)
                current = ""
            } else {
                current.append(character)
            }
        }
        parts.append(current)
        return parts.map { $0.trimmingCharacters(in: .whitespaces) }
    }
}
