public import SwiftSyntax

/// A use of a declaration outside a scope that guarantees what it needs.
public struct Finding: Sendable, CustomStringConvertible {
    public let file: String
    public let line: Int
    public let column: Int
    public let declaration: Declaration
    /// The platforms where the scope guarantees less than the declaration needs, with what it needs.
    public let missing: [(Platform, Version)]

    public var description: String {
        // Mac Catalyst is named only where it needs another version than iOS.
        let iOS = missing.first { $0.0 == .iOS }?.1
        let needs = missing.filter { !($0.0 == .macCatalyst && $0.1 == iOS) }.map { "\($0.0.rawValue) \($0.1)" }.joined(separator: ", ")
        return "\(file):\(line):\(column): error: \(declaration.signature) needs \(needs) (\(declaration.origin)); "
            + "guard it with `if #available` or `@available`"
    }
}

/// Walks a file and finds each use of a declaration newer than the package's minimum outside a
/// scope that guarantees it: a declaration marked `@available` (or inside one), the body of an
/// `if #available`, the rest of a block after `guard #available`, the `else` of `if #unavailable`.
///
/// A use is matched by name, and for calls by argument labels, not by type: a name the package
/// or the doubles also declare without a newer availability is taken to mean that one.
final class UseChecker: SyntaxAnyVisitor {
    private let index: DeclarationIndex
    /// The modules whose declarations this file sees.
    private let visible: Set<String>
    private let file: String
    private let converter: SourceLocationConverter
    private var scopes: [(node: SyntaxIdentifier, availability: Availability)] = []
    /// The platforms the code being walked compiles for, from the `#if`s around it.
    private var platforms: Set<Platform> = Set(Platform.allCases)
    private(set) var findings: [Finding] = []

    init(index: DeclarationIndex, file: String, tree: SourceFileSyntax, module: String?) {
        self.index = index
        self.visible = index.modulesVisible(from: tree, module: module)
        self.file = file
        self.converter = SourceLocationConverter(fileName: file, tree: tree)
        super.init(viewMode: .sourceAccurate)
    }

    /// What the code being walked can count on.
    private var guaranteed: Availability {
        index.minimum.raised(to: scopes.last?.availability ?? Availability())
    }

    private func check(_ declaration: Declaration?, at node: some SyntaxProtocol) {
        guard let declaration else { return }
        let missing = guaranteed.shortfall(of: declaration.requirement).filter { platforms.contains($0.0) }
        guard !missing.isEmpty else { return }
        let location = node.startLocation(converter: converter)
        findings.append(Finding(file: file, line: location.line, column: location.column, declaration: declaration, missing: missing))
    }

    // MARK: Scopes

    /// Declarations: their `@available` raises what their bodies can count on. A declaration
    /// unavailable everywhere is never run, and not checked.
    override func visitAny(_ node: Syntax) -> SyntaxVisitorContinueKind {
        guard let declaration = node.asProtocol(WithAttributesSyntax.self), node.is(DeclSyntax.self) else { return .visitChildren }
        guard let own = Availability(attributes: declaration.attributes) else { return .skipChildren }
        scopes.append((node.id, (scopes.last?.availability ?? Availability()).raised(to: own)))
        return .visitChildren
    }

    override func visitAnyPost(_ node: Syntax) {
        if scopes.last?.node == node.id { scopes.removeLast() }
    }

    /// The availability an `#available` (or, with `unavailable`, an `#unavailable`) among these
    /// conditions adds.
    private func availability(in conditions: ConditionElementListSyntax, unavailable: Bool) -> Availability? {
        var found: Availability?
        for element in conditions {
            guard case .availability(let condition) = element.condition,
                  (condition.availabilityKeyword.tokenKind == .poundUnavailable) == unavailable else { continue }
            found = (found ?? Availability()).raised(to: Availability(arguments: condition.availabilityArguments))
        }
        return found
    }

    private func walk(_ node: some SyntaxProtocol, raisedTo availability: Availability?) {
        guard let availability else { return walk(node) }
        scopes.append((node.id, (scopes.last?.availability ?? Availability()).raised(to: availability)))
        walk(node)
        if scopes.last?.node == node.id { scopes.removeLast() }
    }

    /// Walks a condition list: what follows an `#available` in it counts on it, as in
    /// `if #available(iOS 15, *), let sheet = controller.sheetPresentationController`.
    private func walkConditions(_ conditions: ConditionElementListSyntax) {
        var raised: [SyntaxIdentifier] = []
        for element in conditions {
            walk(element)
            if case .availability(let condition) = element.condition, condition.availabilityKeyword.tokenKind != .poundUnavailable {
                scopes.append((element.id, (scopes.last?.availability ?? Availability()).raised(to: Availability(arguments: condition.availabilityArguments))))
                raised.append(element.id)
            }
        }
        scopes.removeAll { raised.contains($0.node) }
    }

    override func visit(_ node: GuardStmtSyntax) -> SyntaxVisitorContinueKind {
        walkConditions(node.conditions)
        walk(node.body)
        return .skipChildren
    }

    override func visit(_ node: IfExprSyntax) -> SyntaxVisitorContinueKind {
        walkConditions(node.conditions)
        walk(node.body, raisedTo: availability(in: node.conditions, unavailable: false))
        if let elseBody = node.elseBody {
            walk(elseBody, raisedTo: availability(in: node.conditions, unavailable: true))
        }
        return .skipChildren
    }

    /// Each clause of an `#if` is checked for the platforms that may compile it: code under
    /// `#if os(iOS)` needs nothing of tvOS.
    override func visit(_ node: IfConfigDeclSyntax) -> SyntaxVisitorContinueKind {
        let outer = platforms
        for (clause, clausePlatforms) in node.platformsOfClauses(within: outer) where !clausePlatforms.isEmpty {
            platforms = clausePlatforms
            if let elements = clause.elements { walk(elements) }
        }
        platforms = outer
        return .skipChildren
    }

    /// After `guard #available(…) else { … }`, the rest of the block counts on it.
    override func visit(_ node: CodeBlockItemListSyntax) -> SyntaxVisitorContinueKind {
        var raised: [SyntaxIdentifier] = []
        for item in node {
            walk(item)
            if let guardStatement = item.item.as(GuardStmtSyntax.self),
               let availability = availability(in: guardStatement.conditions, unavailable: false) {
                scopes.append((guardStatement.id, (scopes.last?.availability ?? Availability()).raised(to: availability)))
                raised.append(guardStatement.id)
            }
        }
        scopes.removeAll { raised.contains($0.node) }
        return .skipChildren
    }

    // MARK: Uses

    /// The labels of a call's arguments, trailing closures left out.
    private func labels(of call: FunctionCallExprSyntax) -> [String] {
        call.arguments.map { $0.label?.text ?? "_" }
    }

    private func isCalled(_ node: ExprSyntax) -> Bool {
        node.parent?.as(FunctionCallExprSyntax.self)?.calledExpression.id == node.id
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        let labels = labels(of: node)
        if let member = node.calledExpression.as(MemberAccessExprSyntax.self) {
            let name = member.declName.baseName.text
            if name == "init", let base = member.base?.trimmedDescription {
                check(index.gatedDeclaration(named: base, kinds: [.initializer], callLabels: labels, visible: visible), at: member.declName)
            } else {
                check(index.gatedDeclaration(named: name, kinds: [.function], callLabels: labels, visible: visible), at: member.declName)
            }
        } else if let reference = node.calledExpression.as(DeclReferenceExprSyntax.self) {
            let name = reference.baseName.text
            if name.first?.isUppercase == true {
                check(index.gatedDeclaration(named: name, kinds: [.type], visible: visible) ?? index.gatedDeclaration(named: name, kinds: [.initializer], callLabels: labels, visible: visible), at: reference)
            } else {
                check(index.gatedDeclaration(named: name, kinds: [.function], callLabels: labels, visible: visible), at: reference)
            }
        }
        return .visitChildren
    }

    override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
        if !isCalled(ExprSyntax(node)) {
            check(index.gatedDeclaration(named: node.declName.baseName.text, kinds: [.value], visible: visible), at: node.declName)
        }
        return .visitChildren
    }

    override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
        // A member's name is checked with its member access, a callee's with its call.
        let isMemberName = node.parent?.as(MemberAccessExprSyntax.self)?.declName.id == node.id
        if !isMemberName, !isCalled(ExprSyntax(node)) {
            check(index.gatedDeclaration(named: node.baseName.text, kinds: [.type, .value], visible: visible, bare: true), at: node)
        }
        return .visitChildren
    }

    override func visit(_ node: IdentifierTypeSyntax) -> SyntaxVisitorContinueKind {
        check(index.gatedDeclaration(named: node.name.text, kinds: [.type], visible: visible), at: node)
        return .visitChildren
    }

    /// `Steps.Failure`, `SwiftUI.Tab`: a member type is checked by its name, `Result`'s
    /// `Failure` (always available) aside.
    override func visit(_ node: MemberTypeSyntax) -> SyntaxVisitorContinueKind {
        let base = node.baseType.trimmedDescription
        if ["SwiftUI", "UIKit", "SwiftUIDouble", "UIKitDouble"].contains(base) {
            // Qualified with Apple's module: the package's own type of that name is not meant.
            check(index.gatedDeclaration(named: node.name.text, kinds: [.type], visible: visible, inDoublesOnly: true), at: node.name)
        } else if !base.hasPrefix("Result") {
            check(index.gatedDeclaration(named: node.name.text, kinds: [.type, .memberType], visible: visible), at: node.name)
        }
        return .visitChildren
    }
}

extension DeclarationIndex {
    /// The uses in `source` of declarations newer than the package's minimum, outside a scope
    /// that guarantees them.
    public func findings(in source: SourceFileSyntax, file: String, module: String? = nil) -> [Finding] {
        let checker = UseChecker(index: self, file: file, tree: source, module: module)
        checker.walk(source)
        return checker.findings
    }
}
