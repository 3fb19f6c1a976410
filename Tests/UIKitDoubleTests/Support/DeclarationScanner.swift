import Foundation

/// Finds the declarations in a Swift source file: each header with its leading attributes, and its body.
///
/// Line-based and deliberately simple (it reads the double's own, consistently formatted source): a
/// declaration starts on a line whose first word, after attributes and modifiers, is a declaration
/// keyword; its header runs until brackets balance, and ends at its first top-level `{`. Lines holding
/// only attributes attach to the next declaration. Declarations inside bodies are found as well.
enum DeclarationScanner {
    struct Declaration {
        let header: String
        let body: String?
    }

    static let keywords: Set<String> = ["func", "init", "var", "let", "case", "class", "struct", "enum", "protocol", "typealias", "subscript"]

    static func declarations(in source: String) -> [Declaration] {
        let lines = stripComments(source).components(separatedBy: "\n")
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
            if let brace = DeclarationNormalizer.topLevelIndex(of: "{", in: header) {
                let remainder = String(header[brace...]) + "\n" + lines[(last + 1)...].joined(separator: "\n")
                body = balancedBlock(remainder)
                header = String(header[..<brace])
            }
            result.append(Declaration(header: (pendingAttributes + [header]).joined(separator: " "), body: body))
            pendingAttributes = []
            index = last + 1
        }
        return result
    }

    /// Whether the first word after attributes and modifiers is a declaration keyword.
    static func startsDeclaration(_ line: String) -> Bool {
        for word in DeclarationNormalizer.tokens(of: line) {
            if word.hasPrefix("@") || DeclarationNormalizer.droppedModifiers.contains(word) || DeclarationNormalizer.setterRestrictions.contains(word) {
                continue
            }
            if ["required", "convenience", "static", "weak", "unowned", "unowned(unsafe)", "nonisolated", "mutating", "lazy", "private", "fileprivate", "optional"].contains(word) {
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

    /// The contents of the `{ … }` block `text` starts with, skipping string literals.
    static func balancedBlock(_ text: String) -> String {
        var depth = 0
        var inString = false
        var escaped = false
        var contents = ""
        for character in text {
            if inString {
                if escaped { escaped = false } else if character == "\\" { escaped = true } else if character == "\"" { inString = false }
            } else if character == "\"" {
                inString = true
            } else if character == "{" {
                depth += 1
                if depth == 1 { continue }
            } else if character == "}" {
                depth -= 1
                if depth == 0 { return contents }
            }
            contents.append(character)
        }
        return contents
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
