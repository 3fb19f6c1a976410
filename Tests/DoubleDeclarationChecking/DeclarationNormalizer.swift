#if os(Linux)
import Foundation

/// Reduces a Swift declaration to the form in which Apple's manifest text and the double's source are compared.
///
/// What the comparison ignores, on both sides:
/// - whitespace and line breaks, and spacing around `( ) [ ] < > , : ? ! ->`;
/// - module qualifiers (`SwiftUICore.View`, `Swift.Never`, `@_Concurrency.MainActor`), so lines can be
///   copied from a `.swiftinterface`, and `Self.` before a member type (`Self.Body` is `Body`);
/// - `open`, `public`, `internal`, `package`, `override`, `final`, `dynamic` (UIKit members are imported
///   `open`; the double writes `public` where Swift requires it, e.g. initializers), `@preconcurrency`
///   (imported Objective-C is implicitly `@preconcurrency`; it relaxes diagnostics, not the API);
/// - attributes about binary layout and inlining, which a non-resilient double cannot honour:
///   `@inlinable`, `@_alwaysEmitIntoClient`, `@frozen`, `@usableFromInline`, `@_transparent`,
///   `@_originallyDefinedIn(…)`;
/// - the order of attributes, and of a generic declaration's requirements;
/// - where a generic constraint is written: `<V: View>` is `<V> where V: View`, and the requirements of an
///   enclosing `extension … where …` count as the member's own;
/// - bodies of functions and initializers, and initial values of properties;
/// - how a property or subscript is implemented: a stored `var`, or a computed one with a setter, is
///   `{ get set }`; a `let`, a `private(set) var`, or a computed one without a setter is `{ get }`.
///
/// What it keeps: names, argument labels and parameter names, types and optionality, default
/// arguments, `@available(…)` (each attribute whole, so the double carries exactly the availability the
/// manifest quotes: Linux does not enforce it, a check of the package's sources reads it),
/// `@MainActor`, `@ViewBuilder` and other attributes, `@discardableResult`, `@_disfavoredOverload`
/// (it decides overload resolution), `@escaping`, `required`, `convenience`, `static`, `weak`,
/// `unowned(unsafe)`, `nonisolated`, `mutating`, enum raw values, `some`/`any`, generic requirements.
/// `@_functionBuilder` is read as its new name `@resultBuilder`.
///
/// Apple-only rules (applied to manifest text): `optional` is dropped and the double must then have
/// the requirement plus a default implementation (two matching declarations); for a manifest of
/// imported Objective-C (``AppleDeclarationManifest/Origin/objectiveC``) a `func` that returns a value
/// must be `@discardableResult`, as imported methods are implicitly discardable.
/// Type declarations and extensions match when attributes, kind, name and the first inherited type agree,
/// every further conformance of the double is one Apple declares (the double may omit ones it does not
/// model) and the generic requirements are the same.
public enum DeclarationNormalizer {
    /// A declaration after normalisation.
    public enum Form: Equatable, CustomStringConvertible, Sendable {
        case member(String)
        case type(attributes: String, kind: String, name: String, inheritance: [String], requirements: [String])

        public var description: String {
            switch self {
            case .member(let text):
                text
            case .type(let attributes, let kind, let name, let inheritance, let requirements):
                ([attributes, kind, name].filter { !$0.isEmpty }.joined(separator: " "))
                    + (inheritance.isEmpty ? "" : ": " + inheritance.joined(separator: ", "))
                    + (requirements.isEmpty ? "" : " where " + requirements.joined(separator: ", "))
            }
        }

        /// The declaration's `@available(…)` attributes, in canonical spacing and sorted.
        public var availability: [String] {
            switch self {
            case .member(let text):
                DeclarationNormalizer.tokens(of: text).filter(DeclarationNormalizer.isAvailability)
            case .type(let attributes, _, _, _, _):
                DeclarationNormalizer.tokens(of: attributes).filter(DeclarationNormalizer.isAvailability)
            }
        }

        /// The declaration without its `@available(…)` attributes.
        public var withoutAvailability: Form {
            switch self {
            case .member(let text):
                .member(DeclarationNormalizer.tokens(of: text).filter { !DeclarationNormalizer.isAvailability($0) }.joined(separator: " "))
            case .type(let attributes, let kind, let name, let inheritance, let requirements):
                .type(
                    attributes: DeclarationNormalizer.tokens(of: attributes).filter { !DeclarationNormalizer.isAvailability($0) }.joined(separator: " "),
                    kind: kind, name: name, inheritance: inheritance, requirements: requirements
                )
            }
        }

        /// Whether the double's declaration `self` satisfies Apple's `apple`.
        public func satisfies(_ apple: Form) -> Bool {
            switch (self, apple) {
            case (.member(let mine), .member(let theirs)):
                return mine == theirs
            case let (.type(myAttributes, myKind, myName, mine, myRequirements), .type(theirAttributes, theirKind, theirName, theirs, theirRequirements)):
                guard myAttributes == theirAttributes, myKind == theirKind, myName == theirName else { return false }
                guard myRequirements == theirRequirements, mine.first == theirs.first else { return false }
                return mine.dropFirst().allSatisfy { theirs.dropFirst().contains($0) }
            default:
                return false
            }
        }
    }

    public static let droppedModifiers: Set<String> = ["open", "public", "internal", "package", "override", "final", "dynamic"]
    public static let keptModifiers: Set<String> = [
        "required", "convenience", "static", "weak", "unowned", "unowned(unsafe)", "nonisolated", "nonisolated(unsafe)",
        "mutating", "lazy",
    ]
    public static let setterRestrictions: Set<String> = ["private(set)", "fileprivate(set)", "internal(set)", "package(set)"]
    static let typeKinds: Set<String> = ["class", "struct", "enum", "protocol", "actor", "extension"]
    static let droppedAttributes: Set<String> = [
        "@preconcurrency", "@inlinable", "@_alwaysEmitIntoClient", "@frozen", "@usableFromInline", "@_transparent",
    ]
    static let droppedAttributePrefixes = ["@_originallyDefinedIn"]
    static let moduleQualifiers = [
        "Swift", "SwiftUI", "SwiftUICore", "_Concurrency", "CoreFoundation", "CoreGraphics", "Foundation", "UIKit",
        "ObjectiveC", "Combine", "Observation",
        // The double names itself where Apple names Combine: `Published.Publisher` conforms to
        // the module's `Publisher`, which its own name hides.
        "SwiftUIDouble",
    ]

    /// Normalises Apple's manifest text; `isOptionalRequirement` tells whether it carried `optional`.
    public static func normalizeApple(_ text: String, origin: AppleDeclarationManifest.Origin) -> (form: Form, isOptionalRequirement: Bool) {
        var words = tokens(of: prepare(text))
        let isOptional = words.contains("optional")
        words.removeAll { $0 == "optional" }
        var form = normalize(words: words, body: nil, context: [])
        if origin == .objectiveC, case .member(let member) = form, member.contains("func "), returnsValue(member),
           !member.hasPrefix("@discardableResult") {
            form = .member(sortedAttributes(of: "@discardableResult " + member))
        }
        return (form, isOptional)
    }

    /// Normalises one of the double's declarations: its header, the body of a property if it has one, and
    /// the requirements of the `extension … where …` it is declared in.
    public static func normalizeDouble(_ header: String, body: String?, context: [String] = []) -> Form {
        normalize(words: tokens(of: prepare(header)), body: body, context: context.map(prepare))
    }

    // MARK: Steps

    /// Removes module qualifiers and `Self.` before member types, and renames `@_functionBuilder`.
    static func prepare(_ text: String) -> String {
        let modules = moduleQualifiers.joined(separator: "|")
        var result = text.replacingOccurrences(of: #"(?<![\w.])(\#(modules))\.(?=[A-Za-z_])"#, with: "", options: .regularExpression)
        result = result.replacingOccurrences(of: #"(?<![\w.])Self\.(?=[A-Z])"#, with: "", options: .regularExpression)
        return result.replacingOccurrences(of: "@_functionBuilder", with: "@resultBuilder")
    }

    /// Words of the declaration, keeping parenthesised groups such as `@available(iOS 13, *)` or `unowned(unsafe)` whole.
    public static func tokens(of text: String) -> [String] {
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

    static func isDroppedAttribute(_ word: String) -> Bool {
        droppedAttributes.contains(word) || droppedAttributePrefixes.contains { word.hasPrefix($0) }
    }

    /// Whether `word` is an `@available(…)` attribute.
    public static func isAvailability(_ word: String) -> Bool {
        word.hasPrefix("@available(")
    }

    /// The `@available(…)` attributes written in `text`, in canonical spacing.
    public static func availabilityAttributes(of text: String) -> [String] {
        tokens(of: text).filter(isAvailability).map { spacing($0) }
    }

    private static func normalize(words input: [String], body: String?, context: [String]) -> Form {
        var attributes: [String] = []
        var modifiers: [String] = []
        var setterIsRestricted = false
        var index = 0
        // Leading attributes and modifiers, up to the introducing keyword.
        while index < input.count {
            let word = input[index]
            if word.hasPrefix("@") {
                if isAvailability(word) {
                    attributes.append(spacing(word))
                } else if !isDroppedAttribute(word) {
                    attributes.append(word)
                }
            } else if droppedModifiers.contains(word) {
                // Ignored.
            } else if setterRestrictions.contains(word) {
                setterIsRestricted = true
            } else if keptModifiers.contains(word)
                        || (word == "class" && index + 1 < input.count && ["var", "let", "func"].contains(input[index + 1])) {
                modifiers.append(word)
            } else {
                break
            }
            index += 1
        }
        attributes.sort()
        guard index < input.count else { return .member(spacing(input.joined(separator: " "))) }
        let keyword = input[index]
        let rest = input[(index + 1)...].joined(separator: " ")

        if typeKinds.contains(keyword) {
            return normalizeType(attributes: attributes, kind: keyword, rest: rest)
        }
        let prefix = (attributes + modifiers).joined(separator: " ")
        // `init(…)`, `init?<T>(…)` and `subscript<K>(…)` reach here as one word: their parameter list is glued to them.
        let keywordName = String(keyword.prefix { $0.isLetter })
        let signature = String(keyword.dropFirst(keywordName.count)) + " " + rest
        switch keywordName {
        case "var" where keyword == "var", "let" where keyword == "let":
            let property = normalizeAccessors(of: rest, body: body, isLet: keyword == "let", setterIsRestricted: setterIsRestricted, allowsInitialValue: true)
            return .member([prefix, "var", spacing(property.signature)].filter { !$0.isEmpty }.joined(separator: " ") + property.accessors)
        case "subscript":
            let accessors = normalizeAccessors(of: signature, body: body, isLet: false, setterIsRestricted: setterIsRestricted, allowsInitialValue: false)
            let declaration = canonicalGenerics(of: "subscript" + accessors.signature, context: context)
            return .member([prefix, declaration].filter { !$0.isEmpty }.joined(separator: " ") + accessors.accessors)
        case "func" where keyword == "func", "init":
            let declaration = canonicalGenerics(of: keywordName + stripTopLevelBody(signature), context: context)
            return .member([prefix, declaration].filter { !$0.isEmpty }.joined(separator: " "))
        default:
            let declaration = ([prefix, keyword, rest]).filter { !$0.isEmpty }.joined(separator: " ")
            return .member(spacing(stripTopLevelBody(declaration)))
        }
    }

    private static func normalizeType(attributes: [String], kind: String, rest: String) -> Form {
        var header = stripTopLevelBody(rest)
        var requirements: [String] = []
        if let whereRange = topLevelRange(of: " where ", in: header, angleBrackets: true) {
            requirements = splitTopLevel(String(header[whereRange.upperBound...]), separator: ",")
            header = String(header[..<whereRange.lowerBound])
        }
        var name: String
        var inheritance: [String] = []
        if let colon = topLevelIndex(of: ":", in: header, angleBrackets: true) {
            name = header[..<colon].trimmingCharacters(in: .whitespaces)
            inheritance = splitTopLevel(String(header[header.index(after: colon)...]), separator: ",")
                .map { spacing($0) }
                .filter { !$0.isEmpty }
        } else {
            name = header.trimmingCharacters(in: .whitespaces)
        }
        if let open = name.firstIndex(of: "<"), name.hasSuffix(">") {
            let generics = genericParameters(String(name[name.index(after: open)..<name.index(before: name.endIndex)]))
            name = String(name[..<open]) + "<" + generics.names.joined(separator: ", ") + ">"
            requirements += generics.requirements
        }
        return .type(
            attributes: attributes.joined(separator: " "),
            kind: kind,
            name: spacing(name),
            inheritance: inheritance,
            requirements: canonicalRequirements(requirements)
        )
    }

    /// The signature of a property or subscript without accessors, and its accessors as `{ get }` or `{ get set }`.
    private static func normalizeAccessors(
        of rest: String, body: String?, isLet: Bool, setterIsRestricted: Bool, allowsInitialValue: Bool
    ) -> (signature: String, accessors: String) {
        var signature = rest
        var accessorText = body
        if let brace = topLevelIndex(of: "{", in: signature) {
            accessorText = String(signature[signature.index(after: brace)...])
            signature = String(signature[..<brace])
        }
        if allowsInitialValue, let equals = topLevelIndex(of: "=", in: signature) {
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
        return (signature.trimmingCharacters(in: .whitespaces), hasSetter ? " { get set }" : " { get }")
    }

    /// `func f<A: P, B>(…) -> R where B: Q` as `func f<A, B>(…) -> R where A: P, B: Q`, with `context` added
    /// to the requirements and the requirements sorted.
    static func canonicalGenerics(of declaration: String, context: [String]) -> String {
        var text = spacing(declaration)
        var requirements = context
        if let whereRange = topLevelRange(of: " where ", in: text, angleBrackets: true) {
            requirements += splitTopLevel(String(text[whereRange.upperBound...]), separator: ",")
            text = String(text[..<whereRange.lowerBound])
        }
        // The generic parameter clause directly follows the name, before the parameter list.
        if let open = text.firstIndex(of: "<"), let paren = text.firstIndex(of: "("), open < paren,
           let close = matchingAngleBracket(in: text, from: open) {
            let generics = genericParameters(String(text[text.index(after: open)..<close]))
            requirements += generics.requirements
            text = String(text[...open]) + generics.names.joined(separator: ", ") + String(text[close...])
        }
        let canonical = canonicalRequirements(requirements)
        return canonical.isEmpty ? text : text + " where " + canonical.joined(separator: ", ")
    }

    /// The names of a generic parameter list (`each T` for a pack) and the requirements written inline.
    static func genericParameters(_ list: String) -> (names: [String], requirements: [String]) {
        var names: [String] = []
        var requirements: [String] = []
        for parameter in splitTopLevel(list, separator: ",") where !parameter.isEmpty {
            if let colon = topLevelIndex(of: ":", in: parameter, angleBrackets: true) {
                let name = parameter[..<colon].trimmingCharacters(in: .whitespaces)
                names.append(name)
                let subject = name.hasPrefix("each ") ? "repeat " + name : name
                requirements.append(subject + ": " + parameter[parameter.index(after: colon)...].trimmingCharacters(in: .whitespaces))
            } else {
                names.append(parameter)
            }
        }
        return (names, requirements)
    }

    static func canonicalRequirements(_ requirements: [String]) -> [String] {
        Array(Set(requirements.map { spacing($0) }.filter { !$0.isEmpty })).sorted()
    }

    private static func matchingAngleBracket(in text: String, from open: String.Index) -> String.Index? {
        var depth = 0
        var index = open
        var previous: Character = " "
        while index < text.endIndex {
            let character = text[index]
            if character == "<" { depth += 1 }
            if character == ">" && previous != "-" {
                depth -= 1
                if depth == 0 { return index }
            }
            previous = character
            index = text.index(after: index)
        }
        return nil
    }

    static func sortedAttributes(of member: String) -> String {
        let words = tokens(of: member)
        let attributes = words.prefix { $0.hasPrefix("@") }.sorted()
        return (attributes + words.drop { $0.hasPrefix("@") }).joined(separator: " ")
    }

    // MARK: Text helpers

    /// Canonical spacing: single spaces, none inside brackets or before `, : ? !`, one after `,` and `:`.
    public static func spacing(_ text: String) -> String {
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
        var signature = declaration
        if let whereRange = topLevelRange(of: " where ", in: signature, angleBrackets: true) {
            signature = String(signature[..<whereRange.lowerBound])
        }
        guard let arrow = topLevelRange(of: " -> ", in: signature) else { return false }
        let result = signature[arrow.upperBound...].trimmingCharacters(in: .whitespaces)
        return result != "Void" && result != "()"
    }

    /// `text` up to its first `{` outside brackets.
    public static func stripTopLevelBody(_ text: String) -> String {
        guard let brace = topLevelIndex(of: "{", in: text) else { return text }
        return String(text[..<brace])
    }

    /// The first `target` outside `()` and `[]` (and `<>` when `angleBrackets`).
    public static func topLevelIndex(of target: Character, in text: String, angleBrackets: Bool = false) -> String.Index? {
        var depth = 0
        var index = text.startIndex
        var previous: Character = " "
        while index < text.endIndex {
            let character = text[index]
            if depth == 0 && character == target { return index }
            if character == "(" || character == "[" || (angleBrackets && character == "<") { depth += 1 }
            if character == ")" || character == "]" || (angleBrackets && character == ">" && previous != "-") { depth -= 1 }
            previous = character
            index = text.index(after: index)
        }
        return nil
    }

    /// The first `target` outside `()` and `[]` (and `<>` when `angleBrackets`).
    static func topLevelRange(of target: String, in text: String, angleBrackets: Bool = false) -> Range<String.Index>? {
        var depth = 0
        var index = text.startIndex
        var previous: Character = " "
        while index < text.endIndex {
            let character = text[index]
            if depth == 0, text[index...].hasPrefix(target) {
                return index..<text.index(index, offsetBy: target.count)
            }
            if character == "(" || character == "[" || (angleBrackets && character == "<") { depth += 1 }
            if character == ")" || character == "]" || (angleBrackets && character == ">" && previous != "-") { depth -= 1 }
            previous = character
            index = text.index(after: index)
        }
        return nil
    }

    static func splitTopLevel(_ text: String, separator: Character) -> [String] {
        var parts: [String] = []
        var current = ""
        var depth = 0
        var previous: Character = " "
        for character in text {
            if character == "(" || character == "[" || character == "<" { depth += 1 }
            if character == ")" || character == "]" || (character == ">" && previous != "-") { depth -= 1 }
            if character == separator && depth == 0 {
                parts.append(current)
                current = ""
            } else {
                current.append(character)
            }
            previous = character
        }
        parts.append(current)
        return parts.map { $0.trimmingCharacters(in: .whitespaces) }
    }
}
#endif
