// swift-tools-version: 6.0
import PackageDescription

// Finds uses of Apple declarations newer than the package's minimum systems outside a scope that
// guarantees them (`@available`, `if #available`, `guard #available`). Linux ignores Apple
// availability, so CI runs this instead; `.ci/run` calls it. A package of its own so that the
// library's users never resolve swift-syntax.
let package = Package(
    name: "AvailabilityCheck",
    products: [
        .executable(name: "check-availability", targets: ["check-availability"]),
    ],
    dependencies: [
        .package(url: "https://github.com/swiftlang/swift-syntax", from: "603.0.0"),
    ],
    targets: [
        .target(
            name: "AvailabilityChecking",
            dependencies: [
                .product(name: "SwiftSyntax", package: "swift-syntax"),
                .product(name: "SwiftParser", package: "swift-syntax"),
            ]
        ),
        .executableTarget(name: "check-availability", dependencies: ["AvailabilityChecking"]),
        .testTarget(name: "AvailabilityCheckingTests", dependencies: ["AvailabilityChecking"]),
    ],
    swiftLanguageModes: [.v6]
)
