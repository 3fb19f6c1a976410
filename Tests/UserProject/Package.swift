// swift-tools-version: 6.0
import PackageDescription

// A user's project in miniature: one test target that links CoordinatorKit and the testing
// product, as the README's Installation section and the CoordinatorKitUIKitTesting catalog's
// "Testing on Linux" say, and nothing else
// (the doubles on Linux only, where UIKit and SwiftUI do not exist). `.ci/run`
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
                // With the UIKit and SwiftUI scenario hosts, which run over the doubles on Linux.
                .product(name: "CoordinatorKitTesting", package: "CoordinatorKit"),
            ]
        ),
    ],
    swiftLanguageModes: [.v6]
)
