import AvailabilityChecking
import SwiftParser
import Testing

/// The uses a check of the package's sources must find, and the correct code it must leave alone.
@Suite struct UnguardedUses {
    /// The package's minimums, as its manifest declares them.
    static let minimum = try! PackageMinimum.read(from: "platforms: [.iOS(.v13), .tvOS(.v13), .macOS(.v10_15), .watchOS(.v6)],")

    /// A double declaring Apple's `addAction(_:for:)`, with Apple's availability, and our own
    /// `Tab` beside SwiftUI's.
    static let declarations = """
        open class UIControl {
            @available(iOS 14.0, tvOS 14.0, *)
            open func addAction(_ action: UIAction, for controlEvents: UIControl.Event) {}
            open func addTarget(_ target: Any?, action: Selector, for controlEvents: UIControl.Event) {}
        }
        @available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, *)
        public struct Tab<Value, Content, Label> {}
        @available(iOS 16, macOS 13, tvOS 16, watchOS 9, *)
        extension View {
            public func navigationDestination(for data: Int) -> some View { self }
        }
        @available(iOS 18.0, macOS 15.0, visionOS 2.0, *)
        @available(tvOS, unavailable)
        @available(watchOS, unavailable)
        extension TabContent {
            public func badge(_ label: Text?) -> some TabContent { self }
        }
        extension View {
            @available(iOS 15.0, macOS 12.0, *)
            @available(watchOS, unavailable)
            @available(tvOS, unavailable)
            public func badge(_ label: Text?) -> some View { self }
        }
        @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
        public struct AnimationCompletionCriteria {
            public static let removed = AnimationCompletionCriteria()
        }
        """
    static let ours = "public struct Tab: Hashable {}"
    /// A module the checked files do not import, with a declaration of the same name and labels.
    static let theirs = "public protocol Anchoring { func navigationDestination(for data: Int) -> Int }"

    static func findings(in source: String) -> [String] {
        var index = DeclarationIndex(minimum: minimum)
        for declaration in StandardLibrary.declarations { index.add(declaration) }
        index.addDeclarations(of: Parser.parse(source: declarations), file: "UIKitDouble/UIControl.swift", module: "UIKitDouble")
        index.addDeclarations(of: Parser.parse(source: ours), file: "CoordinatorKit/Tab.swift", module: "CoordinatorKit")
        index.addDeclarations(of: Parser.parse(source: theirs), file: "OtherKit/Anchor.swift", module: "OtherKit")
        let imports = "import UIKit\nimport CoordinatorKit\n"
        return index.findings(in: Parser.parse(source: imports + source), file: "Use.swift").map(\.description)
    }

    @Test func ofTwoOverloadsTheOneThatAsksLeastDecides() {
        #expect(Self.findings(in: """
            @available(iOS 16, macOS 13, *)
            func label(_ view: some View) -> some View {
                view.badge(Text("2"))
            }
            """).isEmpty, "View.badge(_:) fits and needs iOS 15 only")
        #expect(Self.findings(in: """
            func label(_ view: some View) -> some View {
                view.badge(Text("2"))
            }
            """).count == 1, "unguarded, it needs iOS 15 all the same")
    }

    @Test func anUnguardedAddActionIsFoundWithWhatItNeeds() {
        let found = Self.findings(in: """
            func make(_ button: UIButton) {
                button.addAction(UIAction { _ in }, for: .touchUpInside)
            }
            """)
        #expect(found == ["Use.swift:4:12: error: addAction(_:for:) needs iOS 14.0, tvOS 14.0 (UIKitDouble/UIControl.swift:2); guard it with `if #available` or `@available`"])
    }

    @Test func anAddActionInsideIfAvailableOrAnAvailableDeclarationIsFine() {
        #expect(Self.findings(in: """
            func make(_ button: UIButton) {
                if #available(iOS 14, tvOS 14, *) {
                    button.addAction(UIAction { _ in }, for: .touchUpInside)
                }
            }
            @available(iOS 15, tvOS 15, *)
            func remake(_ button: UIButton) {
                button.addAction(UIAction { _ in }, for: .touchUpInside)
            }
            func again(_ button: UIButton) {
                guard #available(iOS 14, tvOS 14, *) else { return }
                button.addAction(UIAction { _ in }, for: .touchUpInside)
            }
            func inTheCondition(_ button: UIButton) {
                if #available(iOS 14, tvOS 14, *), button.addAction(UIAction { _ in }, for: .touchUpInside) == () {}
            }
            """) == [])
    }

    @Test func aGuardThatForgetsAPlatformIsFoundForThatPlatform() {
        let found = Self.findings(in: """
            func make(_ button: UIButton) {
                if #available(iOS 14, *) { button.addAction(UIAction { _ in }, for: .touchUpInside) }
            }
            """)
        #expect(found.count == 1)
        #expect(found.first?.contains("needs tvOS 14.0 (") == true)
    }

    @Test func codeForOnePlatformNeedsNothingOfTheOthers() {
        #expect(Self.findings(in: """
            #if os(iOS)
            func make(_ button: UIButton) {
                if #available(iOS 14, *) { button.addAction(UIAction { _ in }, for: .touchUpInside) }
            }
            #endif
            """) == [])
    }

    @Test func anUnguardedAsyncSequenceFailureIsFound() {
        let found = Self.findings(in: """
            func receive<Steps: AsyncSequence>(_ steps: Steps) where Steps.Failure == Never {}
            """)
        #expect(found == ["Use.swift:3:64: error: _.Failure needs iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0 (the standard library (AsyncSequence.Failure)); guard it with `if #available` or `@available`"])
    }

    @Test func aGuardedAsyncSequenceFailureAndResultsFailureAreFine() {
        #expect(Self.findings(in: """
            @available(iOS 18, macOS 15, tvOS 18, watchOS 11, *)
            func receive<Steps: AsyncSequence>(_ steps: Steps) where Steps.Failure == Never {}
            func fail<Failure: Error>(_ result: Result<Int, Failure>) -> Result<Int, Failure>.Failure? { nil }
            """) == [])
    }

    @Test func aNameThePackageDeclaresItselfIsNotApples() {
        #expect(Self.findings(in: "let tab: Tab? = nil") == [])
        #expect(Self.findings(in: "let tab: SwiftUI.Tab<Int, Text, Text>? = nil").count == 1)
    }

    /// A module the file does not import cannot be what it calls.
    @Test func onlyTheModulesAFileImportsCount() {
        #expect(Self.findings(in: "func f(v: some View) { _ = v.navigationDestination(for: 1) }").count == 1)
        #expect(Self.findings(in: "import OtherKit\nfunc f(v: some View) { _ = v.navigationDestination(for: 1) }") == [])
    }

    /// A bare name is a local's or a global's, never a type's member.
    @Test func aLocalNamedLikeAnAppleMemberIsTheLocal() {
        #expect(Self.findings(in: "let (removed, added) = (1, 2); print(removed, added)") == [])
        #expect(Self.findings(in: "let criteria = AnimationCompletionCriteria.removed").count == 1)
    }

    @Test func membersOfAnAvailableExtensionNeedItsAvailability() {
        #expect(Self.findings(in: "func f(v: some View) { _ = v.navigationDestination(for: 1) }").count == 1)
        #expect(Self.findings(in: """
            @available(iOS 16, macOS 13, tvOS 16, watchOS 9, *)
            struct Screen { func f(v: some View) { _ = v.navigationDestination(for: 1) } }
            """) == [])
    }
}

/// The minimums are read from the manifest as SwiftPM spells them.
@Suite struct PackageMinimums {
    @Test func theManifestsPlatformsAreTheMinimums() throws {
        let minimum = try PackageMinimum.read(from: "platforms: [.iOS(.v13), .tvOS(.v13), .macOS(.v10_15), .watchOS(.v6)],")
        #expect(minimum.summary == "iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0")
        #expect(minimum.version(of: .macCatalyst) == Version([13]))
    }

    @Test func aManifestWithoutPlatformsIsAnError() {
        #expect(throws: PackageMinimum.Missing.self) { try PackageMinimum.read(from: "let package = Package(name: \"X\")") }
    }
}
