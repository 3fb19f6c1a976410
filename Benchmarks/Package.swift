// swift-tools-version: 6.2
import PackageDescription

// The benchmarks live in their own package so that the library itself never depends on the
// benchmark harness. Run from this folder:
//   swift package --allow-writing-to-package-directory benchmark
let package = Package(
    name: "CoordinatorKitBenchmarks",
    platforms: [.macOS(.v13)],
    dependencies: [
        .package(name: "CoordinatorKit", path: ".."),
        .package(url: "https://github.com/ordo-one/benchmark", from: "1.38.1", traits: ["MallocInterposer"]),
    ],
    targets: [
        // What both executables measure: routes, the do-nothing host, the single changes, both
        // UIKit sides (UIKitHost and the by-hand baseline, on Linux's UIKit double), NavigatorView
        // drawn by Linux's SwiftUI double, the deep link's flows.
        .target(
            name: "BenchmarkFixtures",
            dependencies: [
                .product(name: "CoordinatorKit", package: "CoordinatorKit"),
                // On Linux, with the doubles those products bring.
                .product(name: "CoordinatorKitUIKit", package: "CoordinatorKit", condition: .when(platforms: [.linux])),
                .product(name: "CoordinatorKitSwiftUI", package: "CoordinatorKit", condition: .when(platforms: [.linux])),
            ],
            path: "Fixtures/BenchmarkFixtures"
        ),
        .executableTarget(
            name: "CoordinatorKitBenchmarks",
            dependencies: [
                "BenchmarkFixtures",
                .product(name: "CoordinatorKit", package: "CoordinatorKit"),
                .product(name: "CoordinatorKitTesting", package: "CoordinatorKit"),
                .product(name: "Benchmark", package: "benchmark"),
            ],
            path: "Benchmarks/CoordinatorKitBenchmarks",
            plugins: [
                .plugin(name: "BenchmarkPlugin", package: "benchmark"),
            ]
        ),
        // A plain release-mode driver for callgrind instruction counts; no harness inside.
        .executableTarget(
            name: "CoordinatorKitCallgrind",
            dependencies: [
                "BenchmarkFixtures",
                .product(name: "CoordinatorKit", package: "CoordinatorKit"),
            ],
            path: "Callgrind/CoordinatorKitCallgrind"
        ),
        // The ratios measured side by side, both sides taking turns in one process, as issue 16
        // measured its figures; no harness inside.
        .executableTarget(
            name: "CoordinatorKitSideBySide",
            dependencies: [
                "BenchmarkFixtures",
                .product(name: "CoordinatorKit", package: "CoordinatorKit"),
            ],
            path: "SideBySide/CoordinatorKitSideBySide"
        ),
    ]
)
