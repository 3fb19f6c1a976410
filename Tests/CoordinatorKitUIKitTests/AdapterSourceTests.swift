import Foundation
import Testing

// The adapter's sources must compile unchanged on iOS against the real UIKit and SwiftUI: they
// import the frameworks where UIKit has view controllers and the doubles on Linux (the guards are
// checked by `.ci/check-platform-guards`, for every target), and use nothing Linux cannot
// express. Linux builds reject most Objective-C interop already; this also catches it hidden in
// an `#if os(iOS)` branch, which Linux never compiles.
@Suite struct AdapterSources {
    private static let sourceDirectory = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Sources/CoordinatorKitUIKit")

    private static func sources() throws -> [(name: String, text: String)] {
        let files = try FileManager.default.contentsOfDirectory(at: sourceDirectory, includingPropertiesForKeys: nil)
            .filter { $0.pathExtension == "swift" }
            .sorted { $0.lastPathComponent < $1.lastPathComponent }
        return try files.map { ($0.lastPathComponent, try String(contentsOf: $0, encoding: .utf8)) }
    }

    @Test func noObjectiveCInteropOrOptionalRequirementCalls() throws {
        let sources = try Self.sources()
        #expect(sources.count >= 5)
        for (name, text) in sources {
            for forbidden in ["@objc", "#selector", "responds(to:", "optional func", "?(self", "?(navigationController", "?(tabBarController", "?(presentationController"] {
                #expect(!text.contains(forbidden), "\(name) contains \(forbidden)")
            }
        }
    }
}
