import SwiftSyntax

/// What an `#if` condition says of one platform: it holds, it does not, or this check cannot
/// tell (`DEBUG`, `swift(>=6)`, a module it does not know).
enum ConditionValue {
    case yes, no, unknown

    static prefix func ! (value: ConditionValue) -> ConditionValue {
        switch value {
        case .yes: .no
        case .no: .yes
        case .unknown: .unknown
        }
    }
}

extension Platform {
    /// The value of a compilation condition on this platform, as Apple's compiler sees it.
    func evaluate(_ condition: ExprSyntax) -> ConditionValue {
        if let tuple = condition.as(TupleExprSyntax.self), tuple.elements.count == 1, let inner = tuple.elements.first {
            return evaluate(inner.expression)
        }
        if let prefix = condition.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "!" {
            return !evaluate(prefix.expression)
        }
        if let infix = condition.as(InfixOperatorExprSyntax.self), let op = infix.operator.as(BinaryOperatorExprSyntax.self) {
            let left = evaluate(infix.leftOperand), right = evaluate(infix.rightOperand)
            switch op.operator.text {
            case "&&": return left == .no || right == .no ? .no : (left == .yes && right == .yes ? .yes : .unknown)
            case "||": return left == .yes || right == .yes ? .yes : (left == .no && right == .no ? .no : .unknown)
            default: return .unknown
            }
        }
        // `a && b || c` before operators are folded: a flat sequence; too rare here to fold.
        guard let call = condition.as(FunctionCallExprSyntax.self),
              let function = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text,
              let argument = call.arguments.first?.expression.trimmedDescription else { return .unknown }
        switch function {
        case "os":
            switch argument {
            case "iOS": return self == .iOS || self == .macCatalyst ? .yes : .no
            case "macOS", "OSX": return self == .macOS ? .yes : .no
            case "tvOS": return self == .tvOS ? .yes : .no
            case "watchOS": return self == .watchOS ? .yes : .no
            default: return .no  // Linux, Windows, visionOS, …: none of the platforms checked
            }
        case "targetEnvironment":
            return argument == "macCatalyst" ? (self == .macCatalyst ? .yes : .no) : .unknown
        case "canImport":
            switch argument {
            case "UIKit": return self == .macOS ? .no : .yes
            case "AppKit": return self == .macOS ? .yes : .no
            case "SwiftUI", "Foundation", "Combine", "Observation": return .yes
            case "UIKitDouble", "SwiftUIDouble": return .no
            default: return .unknown
            }
        default:
            return .unknown
        }
    }
}

extension IfConfigDeclSyntax {
    /// For each clause, the platforms on which it may be the one compiled: its condition may
    /// hold there, and no clause before it surely does.
    func platformsOfClauses(within platforms: Set<Platform>) -> [(IfConfigClauseSyntax, Set<Platform>)] {
        var taken: Set<Platform> = []
        return clauses.map { clause in
            var here: Set<Platform> = []
            for platform in platforms where !taken.contains(platform) {
                let value = clause.condition.map { platform.evaluate($0) } ?? .yes
                if value != .no { here.insert(platform) }
                if value == .yes { taken.insert(platform) }
            }
            return (clause, here)
        }
    }
}
