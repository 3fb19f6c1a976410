// Checks that the package's sources and examples use no Apple declaration newer than the
// package's minimum systems outside a scope that guarantees it. Linux's compiler ignores Apple
// availability; Apple's refuses such a use.
//
// Usage: swift run --package-path Tools/AvailabilityCheck check-availability [PACKAGE_ROOT]
//
// What needs more than the minimum: the `@available` attributes of the public declarations in
// Sources/ (the doubles carry Apple's, quoted in their manifests), and a short list of the
// standard library's (`StandardLibrary`). What is checked: every Swift file in Sources/ but the
// doubles, and in Examples/. Exits 1, listing each use, when there is one.
import AvailabilityChecking
import Foundation
import SwiftParser
import SwiftSyntax

let root = URL(fileURLWithPath: CommandLine.arguments.dropFirst().first ?? FileManager.default.currentDirectoryPath)

func swiftFiles(in folder: String) -> [URL] {
    let directory = root.appendingPathComponent(folder)
    guard let enumerator = FileManager.default.enumerator(at: directory, includingPropertiesForKeys: nil) else { return [] }
    return enumerator.compactMap { $0 as? URL }.filter { $0.pathExtension == "swift" }.sorted { $0.path < $1.path }
}

func relative(_ url: URL) -> String {
    String(url.standardizedFileURL.path.dropFirst(root.standardizedFileURL.path.count + 1))
}

/// The module a file belongs to: `Sources/<Module>/…`, the example's two targets; `nil` for
/// the example app's own files, which see what they import.
func module(of path: String) -> String? {
    let parts = path.split(separator: "/").map(String.init)
    if parts.first == "Sources", parts.count > 2 { return parts[1] }
    if path.hasPrefix("Examples/Shop/App/") { return "ShopApp" }
    if path.hasPrefix("Examples/Shop/Shared/") { return "ShopExample" }
    return nil
}

do {
    let manifest = try String(contentsOf: root.appendingPathComponent("Package.swift"), encoding: .utf8)
    var index = DeclarationIndex(minimum: try PackageMinimum.read(from: manifest))
    for declaration in StandardLibrary.declarations { index.add(declaration) }
    let sources = swiftFiles(in: "Sources")
    for file in sources {
        let path = relative(file)
        index.addDeclarations(of: Parser.parse(source: try String(contentsOf: file, encoding: .utf8)), file: path, module: module(of: path))
    }
    let doubles = ["Sources/UIKitDouble/", "Sources/SwiftUIDouble/"]
    let checked = (sources + swiftFiles(in: "Examples")).filter { file in !doubles.contains { relative(file).hasPrefix($0) } }
    var findings: [Finding] = []
    for file in checked {
        let path = relative(file)
        findings += index.findings(in: Parser.parse(source: try String(contentsOf: file, encoding: .utf8)), file: path, module: module(of: path))
    }
    for finding in findings { print(finding) }
    print("check-availability: \(checked.count) files, \(index.gatedCount) declarations newer than \(index.minimum.summary): \(findings.isEmpty ? "OK" : "\(findings.count) unguarded uses")")
    exit(findings.isEmpty ? 0 : 1)
} catch {
    print("check-availability: \(error)")
    exit(2)
}
