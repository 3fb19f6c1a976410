public import SwiftSyntax

/// A declaration other code refers to by name: a function or initializer with its argument
/// labels, or a type, property or enum case.
public struct Declaration: Sendable {
    public enum Kind: Sendable {
        case function, initializer, type, value
        /// A type reached only as a member of another (`Steps.Failure`), never by its bare name.
        case memberType
    }

    public let kind: Kind
    /// The base name; an initializer's is the type it makes.
    public let name: String
    /// The argument labels of a function or initializer, `_` for an unlabeled one.
    public let labels: [String]
    /// What it needs; empty where it is available wherever the package is.
    public let requirement: Availability
    /// Where it was declared, `File.swift:12`, or `the standard library`.
    public let origin: String
    /// The module that declares it; `nil` for the standard library's, which every file sees.
    public let module: String?
    /// Whether it is a member of a type: such a property or case is reached as `.name` or
    /// `Type.name`, never by its bare name (which is then a local's or another's).
    public let isMember: Bool

    public init(
        kind: Kind, name: String, labels: [String] = [], requirement: Availability, origin: String,
        module: String? = nil, isMember: Bool = false
    ) {
        self.isMember = isMember
        self.kind = kind
        self.name = name
        self.labels = labels
        self.requirement = requirement
        self.origin = origin
        self.module = module
    }

    /// `addAction(_:for:)`, `UIAction.init(handler:)`, `NavigatorView`.
    public var signature: String {
        switch kind {
        case .function: "\(name)(\(labels.map { "\($0):" }.joined()))"
        case .initializer: "\(name).init(\(labels.map { "\($0):" }.joined()))"
        case .type, .value: name
        case .memberType: "_.\(name)"
        }
    }

    /// Whether a call with these argument labels (trailing closures left out) can call it: the
    /// call's labels appear among its own, in order, the others having defaults or being the
    /// trailing closures.
    func accepts(callLabels: [String]) -> Bool {
        var remaining = labels[...]
        for label in callLabels {
            guard let index = remaining.firstIndex(of: label) else { return false }
            remaining = remaining[remaining.index(after: index)...]
        }
        return true
    }
}

/// The declarations uses are checked against: those newer than the package's minimum systems,
/// and, beside them, every declaration of the same names that is not, so that a name the
/// package's code declares for itself (a `Tab` of its own beside SwiftUI's iOS 18 `Tab`) is
/// never taken for Apple's.
public struct DeclarationIndex: Sendable {
    /// By base name (an initializer's: its type's).
    public private(set) var declarations: [String: [Declaration]] = [:]
    /// The package's minimum systems: below them nothing needs a guard.
    public let minimum: Availability
    /// The modules each module re-exports (`@_exported import`).
    public private(set) var reexports: [String: Set<String>] = [:]

    public init(minimum: Availability) {
        self.minimum = minimum
    }

    /// Adds a declaration.
    public mutating func add(_ declaration: Declaration) {
        declarations[declaration.name, default: []].append(declaration)
    }

    /// Adds the public, open and package declarations of a source file of `module`, with the
    /// availability their own `@available` attributes and those of the types and extensions
    /// around them give, and the modules the file re-exports.
    public mutating func addDeclarations(of source: SourceFileSyntax, file: String, module: String? = nil) {
        let collector = DeclarationCollector(file: file, tree: source, module: module)
        collector.walk(source)
        for declaration in collector.found { add(declaration) }
        if let module { reexports[module, default: []].formUnion(Imports(of: source).reexported) }
    }

    /// The modules whose declarations a file sees: its own, those it imports, and what they
    /// re-export. Apple's frameworks are their doubles here.
    func modulesVisible(from source: SourceFileSyntax, module: String?) -> Set<String> {
        var visible: Set<String> = module.map { [$0] } ?? []
        var waiting = Array(Imports(of: source).all)
        while let next = waiting.popLast() {
            guard visible.insert(next).inserted else { continue }
            waiting += reexports[next] ?? []
        }
        return visible
    }

    /// Whether `declaration` needs more than the package's minimum on some platform.
    func isGated(_ declaration: Declaration) -> Bool {
        !minimum.shortfall(of: declaration.requirement).isEmpty
    }

    /// The declaration a reference can only mean that needs more than the package's minimum:
    /// `nil` when no such declaration fits, or when one that does not need more fits too.
    /// Only the declarations of the `visible` modules (and the standard library's) count; with
    /// `inDoublesOnly`, only the doubles' (Apple's); for a `bare` name, no type's members.
    func gatedDeclaration(
        named name: String, kinds: Set<Declaration.Kind>, callLabels: [String]? = nil,
        visible: Set<String>, inDoublesOnly: Bool = false, bare: Bool = false
    ) -> Declaration? {
        let fitting = (declarations[name] ?? []).filter { declaration in
            guard kinds.contains(declaration.kind), declaration.module.map(visible.contains) ?? true,
                  !(bare && declaration.isMember),
                  !inDoublesOnly || declaration.module?.hasSuffix("Double") == true else { return false }
            guard let callLabels, declaration.kind == .function || declaration.kind == .initializer else { return true }
            return declaration.accepts(callLabels: callLabels)
        }
        guard !fitting.isEmpty, fitting.allSatisfy(isGated) else { return nil }
        // Of several that fit, the one that asks least decides: one that every other asks at
        // least as much as (`View.badge(_:)`, iOS 15, beside `TabContent.badge(_:)`, iOS 18),
        // else the one short on the fewest platforms.
        if let least = fitting.first(where: { candidate in
            fitting.allSatisfy { $0.requirement.shortfall(of: candidate.requirement).isEmpty }
        }) {
            return least
        }
        return fitting.min { minimum.shortfall(of: $0.requirement).count < minimum.shortfall(of: $1.requirement).count }
    }
}

/// The declarations of the standard library and Apple's overlays newer than the package's
/// minimum that its code is likeliest to reach for. Linux's standard library carries no Apple
/// availability, so these are listed here, from Apple's SDKs.
public enum StandardLibrary {
    private static func versions(iOS: Int, macOS: Int, tvOS: Int, watchOS: Int) -> Availability {
        Availability([.iOS: Version([iOS]), .macOS: Version([macOS]), .tvOS: Version([tvOS]), .watchOS: Version([watchOS])])
    }

    /// Typed throws in asynchronous sequences: `AsyncSequence.Failure` and
    /// `AsyncIteratorProtocol.Failure`, reached as a member type (`Steps.Failure`).
    public static let failure = Declaration(
        kind: .memberType, name: "Failure", requirement: versions(iOS: 18, macOS: 15, tvOS: 18, watchOS: 11),
        origin: "the standard library (AsyncSequence.Failure)"
    )

    /// Every entry.
    public static let declarations: [Declaration] = [
        failure,
        Declaration(kind: .type, name: "Duration", requirement: versions(iOS: 16, macOS: 13, tvOS: 16, watchOS: 9), origin: "the standard library"),
        Declaration(kind: .type, name: "ContinuousClock", requirement: versions(iOS: 16, macOS: 13, tvOS: 16, watchOS: 9), origin: "the standard library"),
        Declaration(kind: .type, name: "SuspendingClock", requirement: versions(iOS: 16, macOS: 13, tvOS: 16, watchOS: 9), origin: "the standard library"),
        Declaration(kind: .type, name: "Regex", requirement: versions(iOS: 16, macOS: 13, tvOS: 16, watchOS: 9), origin: "the standard library"),
        Declaration(kind: .type, name: "Mutex", requirement: versions(iOS: 18, macOS: 15, tvOS: 18, watchOS: 11), origin: "Synchronization"),
        Declaration(kind: .type, name: "Atomic", requirement: versions(iOS: 18, macOS: 15, tvOS: 18, watchOS: 11), origin: "Synchronization"),
        Declaration(kind: .function, name: "withObservationTracking", labels: ["_", "onChange"], requirement: versions(iOS: 17, macOS: 14, tvOS: 17, watchOS: 10), origin: "Observation"),
        Declaration(kind: .type, name: "Observable", requirement: versions(iOS: 17, macOS: 14, tvOS: 17, watchOS: 10), origin: "Observation"),
    ]
}

/// Walks a file and records each public, open or package declaration with the availability
/// around it.
final class DeclarationCollector: SyntaxVisitor {
    private let file: String
    private let module: String?
    private let converter: SourceLocationConverter
    /// The availability of the declarations being walked, and the type that holds them.
    private var context: [(node: SyntaxIdentifier, availability: Availability, type: String?)] = []
    private(set) var found: [Declaration] = []

    init(file: String, tree: SourceFileSyntax, module: String?) {
        self.file = file
        self.module = module
        self.converter = SourceLocationConverter(fileName: file, tree: tree)
        super.init(viewMode: .sourceAccurate)
    }

    private var availability: Availability { context.last?.availability ?? Availability() }
    private var enclosingType: String? { context.last?.type }

    /// Enters a declaration: its attributes raise the availability of what it holds. A
    /// declaration unavailable everywhere is skipped with what it holds.
    private func enter(_ node: some SyntaxProtocol, attributes: AttributeListSyntax, type: String?) -> SyntaxVisitorContinueKind {
        guard let own = Availability(attributes: attributes) else { return .skipChildren }
        context.append((node.id, availability.raised(to: own), type ?? enclosingType))
        return .visitChildren
    }

    private func leave(_ node: some SyntaxProtocol) {
        if context.last?.node == node.id { context.removeLast() }
    }

    private func record(_ kind: Declaration.Kind, _ name: String, labels: [String] = [], modifiers: DeclModifierListSyntax, at node: some SyntaxProtocol) {
        let visible = modifiers.contains { ["public", "open", "package"].contains($0.name.text) }
        // Members of a protocol are as visible as the protocol.
        guard visible || isInPublicProtocol else { return }
        let line = node.startLocation(converter: converter).line
        found.append(Declaration(kind: kind, name: name, labels: labels, requirement: availability, origin: "\(file):\(line)", module: module, isMember: enclosingType != nil))
    }

    private var protocolDepth = 0
    private var isInPublicProtocol: Bool { protocolDepth > 0 }

    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
        let kind = enter(node, attributes: node.attributes, type: node.name.text)
        if kind == .visitChildren { record(.type, node.name.text, modifiers: node.modifiers, at: node) }
        return kind
    }
    override func visitPost(_ node: StructDeclSyntax) { leave(node) }

    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
        let kind = enter(node, attributes: node.attributes, type: node.name.text)
        if kind == .visitChildren { record(.type, node.name.text, modifiers: node.modifiers, at: node) }
        return kind
    }
    override func visitPost(_ node: ClassDeclSyntax) { leave(node) }

    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
        let kind = enter(node, attributes: node.attributes, type: node.name.text)
        if kind == .visitChildren {
            record(.type, node.name.text, modifiers: node.modifiers, at: node)
            publicEnums.append(node.modifiers.contains { ["public", "open", "package"].contains($0.name.text) } ? node.id : nil)
        }
        return kind
    }
    override func visitPost(_ node: EnumDeclSyntax) {
        if context.last?.node == node.id { publicEnums.removeLast() }
        leave(node)
    }

    /// For each enum being walked, its identity if it is public: its cases are as visible as it.
    private var publicEnums: [SyntaxIdentifier?] = []

    override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind {
        let kind = enter(node, attributes: node.attributes, type: node.name.text)
        if kind == .visitChildren {
            record(.type, node.name.text, modifiers: node.modifiers, at: node)
            if node.modifiers.contains(where: { ["public", "package"].contains($0.name.text) }) { protocolDepth += 1 }
        }
        return kind
    }
    override func visitPost(_ node: ProtocolDeclSyntax) {
        if node.modifiers.contains(where: { ["public", "package"].contains($0.name.text) }), context.last?.node == node.id { protocolDepth -= 1 }
        leave(node)
    }

    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
        let extended = node.extendedType.trimmedDescription.split(separator: ".").last.map(String.init)
        return enter(node, attributes: node.attributes, type: extended)
    }
    override func visitPost(_ node: ExtensionDeclSyntax) { leave(node) }

    override func visit(_ node: TypeAliasDeclSyntax) -> SyntaxVisitorContinueKind {
        let kind = enter(node, attributes: node.attributes, type: nil)
        if kind == .visitChildren { record(.type, node.name.text, modifiers: node.modifiers, at: node) }
        return kind
    }
    override func visitPost(_ node: TypeAliasDeclSyntax) { leave(node) }

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        let kind = enter(node, attributes: node.attributes, type: nil)
        if kind == .visitChildren {
            let labels = node.signature.parameterClause.parameters.map(\.firstName.text)
            record(.function, node.name.text, labels: labels, modifiers: node.modifiers, at: node)
        }
        return .skipChildren
    }
    override func visitPost(_ node: FunctionDeclSyntax) { leave(node) }

    override func visit(_ node: InitializerDeclSyntax) -> SyntaxVisitorContinueKind {
        let kind = enter(node, attributes: node.attributes, type: nil)
        if kind == .visitChildren, let type = enclosingType {
            let labels = node.signature.parameterClause.parameters.map(\.firstName.text)
            record(.initializer, type, labels: labels, modifiers: node.modifiers, at: node)
        }
        return .skipChildren
    }
    override func visitPost(_ node: InitializerDeclSyntax) { leave(node) }

    override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
        let kind = enter(node, attributes: node.attributes, type: nil)
        if kind == .visitChildren {
            for binding in node.bindings {
                guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
                record(.value, name, modifiers: node.modifiers, at: node)
            }
        }
        return .skipChildren
    }
    override func visitPost(_ node: VariableDeclSyntax) { leave(node) }

    override func visit(_ node: EnumCaseDeclSyntax) -> SyntaxVisitorContinueKind {
        let kind = enter(node, attributes: node.attributes, type: nil)
        if kind == .visitChildren, publicEnums.last.map({ $0 != nil }) == true {
            // Enum cases are as visible as their enum.
            for element in node.elements {
                let line = element.startLocation(converter: converter).line
                found.append(Declaration(kind: .value, name: element.name.text, requirement: availability, origin: "\(file):\(line)", module: module, isMember: enclosingType != nil))
            }
        }
        return .skipChildren
    }
    override func visitPost(_ node: EnumCaseDeclSyntax) { leave(node) }
}

/// The modules a file imports, whatever `#if` they are under, Apple's frameworks named by their
/// doubles.
struct Imports {
    private(set) var all: Set<String> = []
    private(set) var reexported: Set<String> = []

    init(of source: SourceFileSyntax) {
        final class Finder: SyntaxVisitor {
            var found: [(module: String, exported: Bool)] = []
            override func visit(_ node: ImportDeclSyntax) -> SyntaxVisitorContinueKind {
                let exported = node.attributes.contains { $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription == "_exported" }
                if let first = node.path.first?.name.text { found.append((first, exported)) }
                return .skipChildren
            }
        }
        let finder = Finder(viewMode: .sourceAccurate)
        finder.walk(source)
        let doubles = ["UIKit": "UIKitDouble", "SwiftUI": "SwiftUIDouble"]
        for (module, exported) in finder.found {
            let name = doubles[module] ?? module
            all.insert(name)
            if exported { reexported.insert(name) }
        }
    }
}
