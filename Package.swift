// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "CoordinatorKit",
    platforms: [.iOS(.v13), .tvOS(.v13), .macOS(.v10_15), .watchOS(.v6)],
    products: [
        // Four products, each one an app or a test target links on every platform. The modules
        // that exist for Linux only ride along inside them and build as empty modules elsewhere:
        // `UIKitDouble` and `SwiftUIDouble` (UIKit and SwiftUI where they do not exist, for an
        // app's UIKit and SwiftUI code built on Linux) with the adapters that need them, and the
        // UIKit and SwiftUI scenario hosts (`ScenarioHostKind.uikit`, `.swiftUI`, over the
        // doubles) with the testing product. The README says what each is for (Products).
        .library(name: "CoordinatorKit", targets: ["CoordinatorKit"]),
        .library(
            name: "CoordinatorKitTesting",
            targets: ["CoordinatorKitTesting", "CoordinatorKitUIKitTesting", "CoordinatorKitSwiftUITesting"]
        ),
        .library(name: "CoordinatorKitUIKit", targets: ["CoordinatorKitUIKit", "UIKitDouble"]),
        // `NavigatorView` (iOS 16+) and `ViewProviding`: the navigator rendered by SwiftUI.
        .library(name: "CoordinatorKitSwiftUI", targets: ["CoordinatorKitSwiftUI", "SwiftUIDouble"]),
    ],
    dependencies: [
        .package(url: "https://github.com/pointfreeco/xctest-dynamic-overlay", from: "1.13.1"),
        .package(url: "https://github.com/x-sheep/swift-property-based", from: "2.0.1"),
    ],
    targets: [
        .target(
            name: "CoordinatorKit",
            dependencies: [.product(name: "IssueReporting", package: "xctest-dynamic-overlay")]
        ),
        .target(
            name: "CoordinatorKitTesting",
            dependencies: [
                "CoordinatorKit",
                // Misuse is reported through IssueReporting. On Linux it fails a test only where
                // its test support is linked; with this, linking CoordinatorKitTesting is enough.
                // Apple platforms need no link in debug builds (IssueReporting finds Swift Testing
                // and XCTest itself), and there it would link XCTest into every program that uses
                // HeadlessHost, the terminal demo too, which outside a test runner cannot load it.
                .product(
                    name: "IssueReportingTestSupport",
                    package: "xctest-dynamic-overlay",
                    condition: .when(platforms: [.linux])
                ),
            ]
        ),
        // The doubles, their tests and anything depending on them are built on Linux only (every
        // dependency on them has the condition; their sources are wrapped in `#if os(Linux)`).
        // `.ci/check-platform-guards` checks both.
        .target(name: "UIKitDouble", exclude: ["AppleDeclarations.manifest"]),
        .target(
            name: "SwiftUIDouble",
            dependencies: [.target(name: "UIKitDouble", condition: .when(platforms: [.linux]))],
            exclude: ["AppleDeclarations.manifest"]
        ),
        .target(
            name: "CoordinatorKitSwiftUI",
            dependencies: [
                "CoordinatorKit",
                .product(name: "IssueReporting", package: "xctest-dynamic-overlay"),
                // The double stands in for SwiftUI on Linux only; on Apple platforms the same
                // sources import SwiftUI.
                .target(name: "SwiftUIDouble", condition: .when(platforms: [.linux])),
            ]
        ),
        .testTarget(
            name: "CoordinatorKitSwiftUITests",
            dependencies: [
                "CoordinatorKitSwiftUI",
                "CoordinatorKit",
                "CoordinatorFixtures",
                "CoordinatorKitTesting",
                .target(name: "SwiftUIDouble", condition: .when(platforms: [.linux])),
                .product(name: "PropertyBased", package: "swift-property-based"),
                .product(name: "IssueReportingTestSupport", package: "xctest-dynamic-overlay"),
            ]
        ),
        .target(
            name: "CoordinatorKitUIKit",
            dependencies: [
                "CoordinatorKit",
                // `ViewProviding` lives there and serves both hosts; re-exported.
                "CoordinatorKitSwiftUI",
                .product(name: "IssueReporting", package: "xctest-dynamic-overlay"),
                // The doubles stand in for UIKit and SwiftUI on Linux only; on Apple platforms the
                // same sources import the real frameworks.
                .target(name: "UIKitDouble", condition: .when(platforms: [.linux])),
                .target(name: "SwiftUIDouble", condition: .when(platforms: [.linux])),
            ]
        ),
        .testTarget(
            name: "CoordinatorKitUIKitTests",
            dependencies: [
                "CoordinatorKitUIKit",
                "CoordinatorKit",
                "CoordinatorFixtures",
                "CoordinatorKitTesting",
                .target(name: "CoordinatorKitUIKitTesting", condition: .when(platforms: [.linux])),
                .target(name: "UIKitDouble", condition: .when(platforms: [.linux])),
                .target(name: "SwiftUIDouble", condition: .when(platforms: [.linux])),
                .product(name: "PropertyBased", package: "swift-property-based"),
                .product(name: "IssueReportingTestSupport", package: "xctest-dynamic-overlay"),
            ]
        ),
        // The scenario hosts of UIKit and SwiftUI. They drive the doubles' runtimes, so on Apple
        // platforms they compile to nothing (their sources are wrapped in `#if os(Linux)`) and
        // depend on nothing there: a test target that links CoordinatorKitTesting on an Apple
        // platform builds no adapter for them.
        .target(
            name: "CoordinatorKitUIKitTesting",
            dependencies: [
                .target(name: "CoordinatorKit", condition: .when(platforms: [.linux])),
                .target(name: "CoordinatorKitTesting", condition: .when(platforms: [.linux])),
                .target(name: "CoordinatorKitUIKit", condition: .when(platforms: [.linux])),
                .target(name: "UIKitDouble", condition: .when(platforms: [.linux])),
                .target(name: "SwiftUIDouble", condition: .when(platforms: [.linux])),
            ]
        ),
        .target(
            name: "CoordinatorKitSwiftUITesting",
            dependencies: [
                .target(name: "CoordinatorKit", condition: .when(platforms: [.linux])),
                .target(name: "CoordinatorKitTesting", condition: .when(platforms: [.linux])),
                .target(name: "CoordinatorKitSwiftUI", condition: .when(platforms: [.linux])),
                .target(name: "SwiftUIDouble", condition: .when(platforms: [.linux])),
            ]
        ),
        .target(name: "CoordinatorFixtures", dependencies: ["CoordinatorKit"], path: "Tests/CoordinatorFixtures"),
        // One scenario suite, written once and run on every host as test arguments: headless
        // everywhere, UIKitHost and NavigatorView over the doubles on Linux.
        .testTarget(
            name: "ScenarioTests",
            dependencies: [
                "CoordinatorKit",
                "CoordinatorKitTesting",
                "CoordinatorFixtures",
                .target(name: "CoordinatorKitUIKit", condition: .when(platforms: [.linux])),
                .target(name: "CoordinatorKitSwiftUI", condition: .when(platforms: [.linux])),
                .target(name: "CoordinatorKitUIKitTesting", condition: .when(platforms: [.linux])),
                .target(name: "CoordinatorKitSwiftUITesting", condition: .when(platforms: [.linux])),
                .target(name: "UIKitDouble", condition: .when(platforms: [.linux])),
                .target(name: "SwiftUIDouble", condition: .when(platforms: [.linux])),
                .product(name: "IssueReportingTestSupport", package: "xctest-dynamic-overlay"),
            ]
        ),
        .testTarget(
            name: "CoordinatorKitTests",
            dependencies: [
                "CoordinatorKit",
                "CoordinatorFixtures",
                "CoordinatorKitTesting",
                .product(name: "PropertyBased", package: "swift-property-based"),
                .product(name: "IssueReportingTestSupport", package: "xctest-dynamic-overlay"),
            ]
        ),
        // Compares a double's source with its AppleDeclarations.manifest; shared by the doubles' test targets.
        .target(name: "DoubleDeclarationChecking", path: "Tests/DoubleDeclarationChecking"),
        .testTarget(
            name: "UIKitDoubleTests",
            dependencies: [
                .target(name: "UIKitDouble", condition: .when(platforms: [.linux])),
                .target(name: "DoubleDeclarationChecking", condition: .when(platforms: [.linux])),
            ]
        ),
        .testTarget(
            name: "SwiftUIDoubleTests",
            dependencies: [
                .target(name: "SwiftUIDouble", condition: .when(platforms: [.linux])),
                .target(name: "UIKitDouble", condition: .when(platforms: [.linux])),
                .target(name: "DoubleDeclarationChecking", condition: .when(platforms: [.linux])),
            ]
        ),
        .target(name: "ShopExample", dependencies: ["CoordinatorKit"], path: "Examples/Shop/Shared"),
        .target(name: "ShopDemoCore", dependencies: ["ShopExample", "CoordinatorKit", "CoordinatorKitTesting"]),
        .executableTarget(
            name: "ShopDemo",
            dependencies: ["ShopDemoCore", "ShopExample", "CoordinatorKit", "CoordinatorKitTesting"]
        ),
        // The shop example's iOS screens: SwiftUI views (login, Catalog, buy flow) and UIKit view
        // controllers (Orders, Profile), compiled against the doubles on Linux. No product: the
        // Xcode project (Examples/Shop/ShopApp.xcodeproj) compiles these folders into the app.
        .target(
            name: "ShopApp",
            dependencies: [
                "ShopExample",
                "CoordinatorKit",
                "CoordinatorKitSwiftUI",
                "CoordinatorKitUIKit",
                .target(name: "UIKitDouble", condition: .when(platforms: [.linux])),
                .target(name: "SwiftUIDouble", condition: .when(platforms: [.linux])),
            ],
            path: "Examples/Shop/App"
        ),
        // The demo's tour played on all three hosts with the app's real screens.
        .testTarget(
            name: "ShopAppTests",
            dependencies: [
                "ShopApp",
                "ShopDemoCore",
                "ShopExample",
                "CoordinatorKit",
                "CoordinatorKitTesting",
                "CoordinatorKitSwiftUI",
                "CoordinatorKitUIKit",
                .target(name: "UIKitDouble", condition: .when(platforms: [.linux])),
                .target(name: "SwiftUIDouble", condition: .when(platforms: [.linux])),
                .product(name: "IssueReportingTestSupport", package: "xctest-dynamic-overlay"),
            ]
        ),
        .testTarget(
            name: "ShopDemoTests",
            dependencies: [
                "ShopDemoCore",
                "ShopExample",
                "CoordinatorKit",
                "CoordinatorKitTesting",
                .product(name: "IssueReportingTestSupport", package: "xctest-dynamic-overlay"),
            ]
        ),
    ],
    swiftLanguageModes: [.v6]
)

for target in package.targets {
    target.swiftSettings = (target.swiftSettings ?? []) + [
        .enableUpcomingFeature("ExistentialAny"),
        .enableUpcomingFeature("InternalImportsByDefault"),
        .enableUpcomingFeature("MemberImportVisibility"),
    ]
}
