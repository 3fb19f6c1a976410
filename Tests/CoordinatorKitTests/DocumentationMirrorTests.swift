import Foundation
import Testing

/// Every Swift code block of the README and the DocC catalogs is compiled by a test: this checks
/// that each line of a page's code, comments aside, is a line of one of the test (or example)
/// files listed for that page, so that the documentation and the code cannot drift apart.
@Suite struct DocumentationMirror {
    private static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    private static let catalog = "Sources/CoordinatorKit/Documentation.docc/"

    /// A page with Swift code, the files that compile that code, and the lines no test compiles
    /// (Apple's own imports and app entry points, which the doubles do not have).
    struct Page: CustomTestStringConvertible, Sendable {
        var path: String
        var compiledBy: [String]
        var notCompiled: Set<String> = []
        var testDescription: String { path }
    }

    private static let appEntryPoint: Set<String> = [
        "import UIKit", "import SwiftUI", "@main", "struct ShopApp: App {", "var body: some Scene {",
        "WindowGroup { ShopScene() }",
    ]

    static let pages: [Page] = [
        Page(
            path: "README.md",
            compiledBy: [
                "Tests/CoordinatorKitTests/ReadmeExampleTests.swift",
                "Tests/CoordinatorKitUIKitTests/ReadmeUIKitExampleTests.swift",
                "Tests/CoordinatorKitSwiftUITests/ReadmeSwiftUIExampleTests.swift",
            ],
            notCompiled: ["import UIKit", "import SwiftUI"]
        ),
        Page(path: catalog + "CoordinatorKit.md", compiledBy: ["Tests/CoordinatorKitTests/ReadmeExampleTests.swift"]),
        Page(
            path: catalog + "CoordinatorLifetimes.md",
            compiledBy: ["Tests/CoordinatorKitTests/Articles/CoordinatorLifetimesArticleTests.swift"]
        ),
        Page(
            path: catalog + "DeepLinksAndGuards.md",
            compiledBy: ["Tests/CoordinatorKitTests/Articles/DeepLinksAndGuardsArticleTests.swift"]
        ),
        Page(
            path: catalog + "LeaveGuards.md",
            compiledBy: ["Tests/CoordinatorKitTests/Articles/LeaveGuardsArticleTests.swift"]
        ),
        Page(path: catalog + "WritingAHost.md", compiledBy: ["Tests/CoordinatorKitTests/WritingAHostTests.swift"]),
        Page(
            path: catalog + "RestoringNavigation.md",
            compiledBy: ["Tests/CoordinatorKitTests/Articles/RestoringNavigationArticleTests.swift"]
        ),
        Page(
            path: catalog + "Transitions.md",
            compiledBy: ["Tests/CoordinatorKitTests/Articles/AlertsTransitionsColumnsArticleTests.swift"]
        ),
        Page(
            path: catalog + "AlertsAndConfirmationDialogs.md",
            compiledBy: ["Tests/CoordinatorKitTests/Articles/AlertsTransitionsColumnsArticleTests.swift"]
        ),
        Page(
            path: catalog + "ColumnsOnIPadAndMac.md",
            compiledBy: [
                "Tests/CoordinatorKitTests/Articles/AlertsTransitionsColumnsArticleTests.swift",
                "Examples/Shop/Shared/Coordinators/CatalogColumnsCoordinator.swift",
                "Examples/Shop/Shared/Coordinators/CatalogCoordinator.swift",
                "Tests/CoordinatorKitSwiftUITests/ColumnSelectionTests.swift",
                "Tests/ScenarioTests/SplitSelectionScenarios.swift",
            ]
        ),
        Page(
            path: catalog + "SheetsDetentsAndTabItems.md",
            compiledBy: ["Tests/CoordinatorKitTests/Articles/SheetsDetentsAndTabItemsArticleTests.swift"]
        ),
        Page(
            path: "Sources/CoordinatorKitTesting/Documentation.docc/CoordinatorKitTesting.md",
            compiledBy: ["Tests/CoordinatorKitTests/Articles/TestingCatalogTests.swift"]
        ),
        Page(
            path: "Sources/CoordinatorKitUIKitTesting/Documentation.docc/CoordinatorKitUIKitTesting.md",
            compiledBy: [
                "Tests/ScenarioTests/UIKitTestingCatalogScenario.swift",
                "Tests/ScenarioTests/TestingOnLinuxImports.swift",
            ]
        ),
        Page(
            path: "Sources/CoordinatorKitSwiftUITesting/Documentation.docc/CoordinatorKitSwiftUITesting.md",
            compiledBy: ["Tests/ScenarioTests/SwiftUITestingCatalogScenario.swift"]
        ),
        Page(
            path: "Sources/CoordinatorKitSwiftUI/Documentation.docc/CoordinatorKitSwiftUI.md",
            compiledBy: [
                "Tests/CoordinatorKitSwiftUITests/GettingStartedSwiftUITests.swift",
                "Tests/CoordinatorKitSwiftUITests/ReadmeSwiftUIExampleTests.swift",
            ],
            notCompiled: appEntryPoint
        ),
        Page(
            path: "Sources/CoordinatorKitUIKit/Documentation.docc/CoordinatorKitUIKit.md",
            compiledBy: [
                "Tests/CoordinatorKitUIKitTests/GettingStartedUIKitTests.swift",
                "Tests/CoordinatorKitUIKitTests/ReadmeUIKitExampleTests.swift",
                "Tests/CoordinatorKitUIKitTests/ReadmeClassicUIKitExampleTests.swift",
                "Tests/CoordinatorKitUIKitTests/UIKitNavigatorViewRecipeTests.swift",
            ]
        ),
    ]

    /// Pages checked by a suite of their own: GettingStartedMirror.
    private static let checkedElsewhere: Set<String> = [catalog + "GettingStarted.md"]

    private static func text(_ path: String) throws -> String {
        try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
    }

    /// A line as compared: trimmed, without a trailing comment, without `private`/`fileprivate`.
    private static func normalized(_ line: String) -> String {
        var line = line.trimmingCharacters(in: .whitespaces)
        if line.hasPrefix("//") { return "" }
        line = line.replacingOccurrences(of: #"\s+//.*$"#, with: "", options: .regularExpression)
        return line.replacingOccurrences(of: #"^(fileprivate|private) "#, with: "", options: .regularExpression)
    }

    /// The ```swift blocks of a page, fences indented or not.
    static func swiftBlocks(of markdown: String) -> [[String]] {
        var blocks: [[String]] = []
        var current: [String]?
        for line in markdown.components(separatedBy: "\n") {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if current == nil, trimmed == "```swift" {
                current = []
            } else if trimmed == "```", let block = current {
                blocks.append(block)
                current = nil
            } else {
                current?.append(line)
            }
        }
        return blocks
    }

    @Test(arguments: pages)
    func everyLineOfThePagesCodeIsCompiledByATest(_ page: Page) throws {
        var compiled: Set<String> = []
        for file in page.compiledBy {
            compiled.formUnion(try Self.text(file).components(separatedBy: "\n").map(Self.normalized))
        }
        // The README's Installation snippet is built by `.ci/check-install-line`.
        let blocks = Self.swiftBlocks(of: try Self.text(page.path)).filter { $0.first != "dependencies: [" }
        #expect(!blocks.isEmpty)
        let untested = blocks.joined().map(Self.normalized)
            .filter { !$0.isEmpty && !page.notCompiled.contains($0) && !compiled.contains($0) }
        #expect(untested == [], "lines of \(page.path)'s code that no listed file compiles")
    }

    @Test func everyPageWithSwiftCodeIsListed() throws {
        let listed = Set(Self.pages.map(\.path)).union(Self.checkedElsewhere)
        var withCode: [String] = []
        let sources = Self.root.appendingPathComponent("Sources")
        for module in try FileManager.default.contentsOfDirectory(atPath: sources.path) {
            let docc = "Sources/\(module)/Documentation.docc"
            guard let files = try? FileManager.default.contentsOfDirectory(atPath: Self.root.appendingPathComponent(docc).path)
            else { continue }
            for file in files where file.hasSuffix(".md") {
                let path = "\(docc)/\(file)"
                if !Self.swiftBlocks(of: try Self.text(path)).isEmpty { withCode.append(path) }
            }
        }
        #expect(withCode.count >= 10)
        #expect(withCode.filter { !listed.contains($0) }.sorted() == [], "pages whose Swift code no test is listed for")
    }
}
