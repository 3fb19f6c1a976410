#if os(Linux)
import DoubleDeclarationChecking
import Foundation
import Testing

@Suite struct AppleDeclarationManifestTests {
    private static func manifest() throws -> AppleDeclarationManifest {
        try AppleDeclarationManifest.load(double: "UIKitDouble", origin: .objectiveC)
    }

    @Test func everyManifestDeclarationIsDeclaredByTheDouble() throws {
        let manifest = try Self.manifest()
        #expect(manifest.entries.count > 90)
        let problems = try manifest.unsatisfiedEntries()
        #expect(problems.isEmpty, "\(problems.joined(separator: "\n"))")
    }

    @Test func everySectionNamesAFileOfTheDouble() throws {
        let problems = try Self.manifest().sectionsWithoutFiles()
        #expect(problems.isEmpty, "\(problems.joined(separator: "\n"))")
    }

    /// Public declarations of the Apple-named files that are not Apple's, each with its reason.
    private static let doubleOnlyDeclarations: [String: String] = [
        "convenience init()": "UIKit inherits NSObject's init(); the double must redeclare it next to its designated initializers",
        "var rawValue: String { get set }": "RawRepresentable's requirement, implicit in Apple's imported struct",
        "@discardableResult func animate(alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?) -> Bool":
            "stands for Apple's `completion: … = nil` default, see the manifest's `~>` line",
    ]

    @Test func theDoubleDeclaresNoPublicUIKitAPIThatAppleLacks() throws {
        let problems = try Self.manifest().publicDeclarationsAppleLacks(allowing: Self.doubleOnlyDeclarations)
        #expect(problems.isEmpty, "\(problems.joined(separator: "\n"))")
    }

    @Test func everyDoubleOnlyDeclarationIsStillNeeded() throws {
        let unneeded = try Self.manifest().unneededAllowances(in: Self.doubleOnlyDeclarations)
        #expect(unneeded.isEmpty, "\(unneeded.joined(separator: "\n"))")
    }
}
#endif
