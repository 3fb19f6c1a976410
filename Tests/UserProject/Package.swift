// swift-tools-version: 6.0
import PackageDescription

// A user's project in miniature: one test target that links CoordinatorKit and
// CoordinatorKitTesting, as the README's Installation section says, and nothing else. `.ci/run`
// runs `swift test` here. It is a package of its own because SwiftPM links every test target of a
// package into one test binary: in the root package, the targets that link
// IssueReportingTestSupport themselves would hide a CoordinatorKitTesting that does not.
let package = Package(
    name: "UserProject",
    dependencies: [
        .package(name: "CoordinatorKit", path: "../.."),
    ],
    targets: [
        .testTarget(
            name: "UserProjectTests",
            dependencies: [
                .product(name: "CoordinatorKit", package: "CoordinatorKit"),
                .product(name: "CoordinatorKitTesting", package: "CoordinatorKit"),
            ]
        ),
    ],
    swiftLanguageModes: [.v6]
)
