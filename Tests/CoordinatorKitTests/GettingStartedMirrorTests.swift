import Foundation
import Testing

/// Getting Started's code is compiled and run by three test files, one per host; this checks that
/// each line of the article's Swift code is a line of one of them, so that the article and the
/// tests cannot drift apart.
@Suite struct GettingStartedMirror {
    private static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    private static let testFiles = [
        "Tests/CoordinatorKitTests/GettingStartedTests.swift",
        "Tests/CoordinatorKitUIKitTests/GettingStartedUIKitTests.swift",
        "Tests/CoordinatorKitSwiftUITests/GettingStartedSwiftUITests.swift",
    ]

    /// Lines the tests cannot compile: the manifest, the imports of the app's own modules and
    /// Apple's, and the scene and app types that the doubles do not have.
    private static let notCompiled: Set<String> = [
        "@testable import MyApp",
        "import UIKit",
        "import SwiftUI",
        "final class SceneDelegate: UIResponder, UIWindowSceneDelegate {",
        "func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options: UIScene.ConnectionOptions) {",
        "guard let scene = scene as? UIWindowScene else { return }",
        "let window = UIWindow(windowScene: scene)",
        "@main",
        "struct ShopApp: App {",
        "var body: some Scene {",
        "WindowGroup { ShopScene() }",
    ]

    private static func text(_ path: String) throws -> String {
        try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
    }

    private static func codeBlocks(of markdown: String) -> [[String]] {
        var blocks: [[String]] = []
        var current: [String]?
        for line in markdown.components(separatedBy: "\n") {
            if line == "```swift" {
                current = []
            } else if line == "```", let block = current {
                blocks.append(block)
                current = nil
            } else {
                current?.append(line)
            }
        }
        return blocks
    }

    @Test func everyLineOfTheArticlesCodeIsCompiledByATest() throws {
        let article = try Self.text("Sources/CoordinatorKit/Documentation.docc/GettingStarted.md")
        var tested: Set<String> = []
        for file in Self.testFiles {
            for line in try Self.text(file).components(separatedBy: "\n") {
                // The UIKit and SwiftUI tests keep the article's types to their file.
                let trimmed = line.trimmingCharacters(in: .whitespaces)
                tested.insert(trimmed.replacingOccurrences(of: #"^fileprivate "#, with: "", options: .regularExpression))
            }
        }
        let blocks = Self.codeBlocks(of: article).filter { $0.first != "dependencies: [" }
        #expect(blocks.count >= 6)
        let untested = blocks.joined()
            .map { $0.trimmingCharacters(in: .whitespaces) }
            .filter { !$0.isEmpty && !Self.notCompiled.contains($0) && !tested.contains($0) }
        #expect(untested == [], "lines of GettingStarted.md's code that no test compiles")
    }
}
