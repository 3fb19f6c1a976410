#if os(Linux)
import DoubleDeclarationChecking
import Foundation
import Testing

/// SwiftUIDouble declares SwiftUI's API exactly as the iOS 18 SDK does, and nothing else in Apple's names.
@Suite struct AppleDeclarationManifestTests {
    private static func manifest() throws -> AppleDeclarationManifest {
        try AppleDeclarationManifest.load(double: "SwiftUIDouble", origin: .swift)
    }

    @Test func everyManifestDeclarationIsDeclaredByTheDouble() throws {
        let manifest = try Self.manifest()
        #expect(manifest.entries.count > 60)
        let problems = try manifest.unsatisfiedEntries()
        #expect(problems.isEmpty, "\(problems.joined(separator: "\n"))")
    }

    @Test func everySectionNamesAFileOfTheDouble() throws {
        let problems = try Self.manifest().sectionsWithoutFiles()
        #expect(problems.isEmpty, "\(problems.joined(separator: "\n"))")
    }

    /// Public declarations of the Apple-named files that are not Apple's, each with its reason.
    private static let doubleOnlyDeclarations: [String: String] = [
        "[View] var body: Never { get }":
            "the body of primitive views (`extension View where Body == Never`): SwiftUI satisfies it outside its public interface",
        "[Never] typealias Body = Never":
            "Apple's `extension Never : View` prints no Body; the double's compiler cannot infer it",
    ]

    @Test func theDoubleDeclaresNoPublicSwiftUIAPIThatAppleLacks() throws {
        let problems = try Self.manifest().publicDeclarationsAppleLacks(allowing: Self.doubleOnlyDeclarations)
        #expect(problems.isEmpty, "\(problems.joined(separator: "\n"))")
    }

    @Test func everyDoubleOnlyDeclarationIsStillNeeded() throws {
        let unneeded = try Self.manifest().unneededAllowances(in: Self.doubleOnlyDeclarations)
        #expect(unneeded.isEmpty, "\(unneeded.joined(separator: "\n"))")
    }
}
#endif
