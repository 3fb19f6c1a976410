import Foundation
import Testing

@Suite struct AppleDeclarationManifestTests {
    @Test func everyManifestDeclarationIsDeclaredByTheDouble() throws {
        let manifest = try AppleDeclarationManifest.load()
        #expect(manifest.entries.count > 90)
        for (type, entries) in Dictionary(grouping: manifest.entries, by: \.type) {
            let files = try AppleDeclarationManifest.sourceFiles(for: type)
            #expect(!files.isEmpty, "no Sources/UIKitDouble/\(type).swift for section [\(type)]")
            let sources = try files.map { try String(contentsOf: $0, encoding: .utf8) }
            let declarations = AppleDeclarationManifest.declarations(in: sources)
            for entry in entries {
                let problem = AppleDeclarationManifest.mismatch(apple: entry.apple, substitute: entry.substitute, declarations: declarations)
                #expect(problem == nil, "AppleDeclarations.manifest:\(entry.line) [\(type)] \(entry.apple)\n  \(problem ?? "")")
            }
        }
    }

    @Test func everySectionNamesAFileOfTheDouble() throws {
        let manifest = try AppleDeclarationManifest.load()
        let types = Set(manifest.entries.map(\.type))
        #expect(!types.contains(""), "declarations before the first [Type] section")
        for type in types {
            #expect(try !AppleDeclarationManifest.sourceFiles(for: type).isEmpty, "[\(type)]")
        }
    }

    /// Public declarations of the Apple-named files that are not Apple's, each with its reason.
    private static let doubleOnlyDeclarations: [String: String] = [
        "convenience init()": "UIKit inherits NSObject's init(); the double must redeclare it next to its designated initializers",
        "var rawValue: String { get set }": "RawRepresentable's requirement, implicit in Apple's imported struct",
        "@discardableResult func animate(alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?) -> Bool":
            "stands for Apple's `completion: … = nil` default, see the manifest's `~>` line",
    ]

    @Test func theDoubleDeclaresNoPublicUIKitAPIThatAppleLacks() throws {
        let manifest = try AppleDeclarationManifest.load()
        let everywhere = manifest.entries.map { DeclarationNormalizer.normalizeApple($0.substitute ?? $0.apple).form }
        for (type, entries) in Dictionary(grouping: manifest.entries, by: \.type) {
            let expected = entries.map { entry in
                DeclarationNormalizer.normalizeApple(entry.substitute ?? entry.apple).form
            }
            for file in try AppleDeclarationManifest.sourceFiles(for: type) {
                let source = try String(contentsOf: file, encoding: .utf8)
                for declaration in DeclarationScanner.declarations(in: source) {
                    let words = DeclarationNormalizer.tokens(of: declaration.header)
                    guard words.contains("public") || words.contains("open") else { continue }
                    let form = DeclarationNormalizer.normalizeDouble(declaration.header, body: declaration.body)
                    // The double's own test control is spelled `double…` (e.g. `doubleRuntime`).
                    if form.description.contains(" double") { continue }
                    if case .member(let text) = form, Self.doubleOnlyDeclarations[text] != nil { continue }
                    // An override re-declares a superclass member (e.g. UIWindow's `isHidden`).
                    if words.contains("override"), everywhere.contains(where: { form.satisfies($0) }) { continue }
                    #expect(
                        expected.contains { form.satisfies($0) },
                        "\(file.lastPathComponent): `\(form)` is public but not in AppleDeclarations.manifest [\(type)]"
                    )
                }
            }
        }
    }
}
